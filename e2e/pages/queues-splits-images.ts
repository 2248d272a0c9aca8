import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./admin";
import { bearer, newTrackNumber, ok } from "./api";
import { ListScreen } from "./list-screen";
import { CustomerApi, StaffApi } from "./customer";
import { DEMO_CUSTOMER, PARCEL_PHOTO } from "./intake";
import { Region } from "./page-object";

/**
 * The disassemble-requests (requests/disassemble) and photo-requests
 * (requests/images) screens of the back office, and the customer's side of
 * those journeys, done through the API.
 */

/** A file the browser cannot read as an image. */
export const NOT_AN_IMAGE = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") };

export { PARCEL_PHOTO };

interface LockerParcel {
  _id: string;
  packageId: string;
  trackNumber: string;
  images: string[];
  state: string;
}

/** A parcel received for the demo customer, and what the customer asks about it. */
export class DemoParcel {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly customer: CustomerApi,
    readonly trackNumber: string,
    readonly packageId: string,
  ) {}

  /** Staff receive a new parcel (one photo) for the demo customer. */
  static async receive(request: APIRequestContext, prefix: string): Promise<DemoParcel> {
    const staff = await StaffApi.login(request);
    const customer = await CustomerApi.login(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const warehouse = await staff.warehouse();
    const trackNumber = newTrackNumber(prefix);
    const packageId = await staff.intake(customer.id, warehouse._id, trackNumber);
    return new DemoParcel(request, customer, trackNumber, packageId);
  }

  private get headers() {
    return bearer(this.customer.token);
  }

  /** The customer asks for the parcel to be taken apart. */
  async askSplit(note = "Two boxes inside: one for me, one for my sister."): Promise<void> {
    await ok(
      await this.request.post(`/api/packages/disassemble-request/${this.packageId}`, {
        headers: this.headers,
        data: { disassembleNote: note, removeBills: true, removeShoeBoxes: false },
      }),
    );
  }

  /** The customer asks for more photos of the parcel. */
  async askPhotos(): Promise<void> {
    await ok(
      await this.request.post("/api/packages/images/request", { headers: this.headers, data: { id: this.packageId } }),
    );
  }

  /** The customer's locker: every parcel of theirs, newest first. */
  async locker(): Promise<LockerParcel[]> {
    const { packages } = await ok<{ packages: LockerParcel[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: this.headers }),
    );
    return packages;
  }

  /** The parcels of the locker whose track number starts with this one's. */
  async family(): Promise<LockerParcel[]> {
    return (await this.locker()).filter((parcel) => parcel.trackNumber.startsWith(this.trackNumber));
  }
}

/** A second staff member at another desk: their own browser context, signed in. */
export async function secondDesk(browser: Browser, username = "admin"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

/** What the two list screens share: the search, the rows, the toasts. */
abstract class QueueScreen extends ListScreen {
  constructor(page: Page, path: string, table: string) {
    super(page, { path, table });
  }

  override row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  /** Opens a row's dialog the keyboard way: the row focused, then Enter. */
  async openWithKeyboard(text: string): Promise<void> {
    await this.row(text).focus();
    await this.page.keyboard.press("Enter");
  }

  /**
   * The "handled meanwhile" message of a dialog: who completed the request and
   * when (the refusal of its action), or that someone else did (seen first by
   * a fresh read of the request).
   */
  alreadyHandled(dialog: Locator): Locator {
    return dialog.getByText(
      /^(Someone else has already handled this request|.+ \(.+\) completed this request at [\d :-]+)\.$/,
    );
  }

  /** Every action button of the table's rows (Show aside). */
  actionButtons(): Locator {
    // The rows' buttons: the header's are the columns' sort buttons.
    return this.table
      .locator("tbody")
      .getByRole("button")
      .filter({ hasNotText: /^Show$/ });
  }
}

/** requests/disassemble. */
export class SplitsScreen extends QueueScreen {
  constructor(page: Page) {
    super(page, "/requests/disassemble", "Disassemble requests");
  }

  showDialog(packageId: string): Locator {
    return this.dialog(`Disassemble request ${packageId}`);
  }

  cancelDialog(packageId: string): Locator {
    return this.dialog(`Cancel the disassemble request of ${packageId}`);
  }

  receive(packageId: string): ReceiveDialog {
    return new ReceiveDialog(this.dialog(`Accept and receive: ${packageId}`));
  }
}

/** The Accept and receive dialog: one new parcel at a time, then Complete. */
export class ReceiveDialog extends Region {
  readonly weight = this.root.getByLabel("Weight (kg)");
  readonly length = this.root.getByLabel("Length (cm)");
  readonly width = this.root.getByLabel("Width (cm)");
  readonly height = this.root.getByLabel("Height (cm)");
  readonly photoFiles = this.root.getByLabel("Add photos from files");
  readonly thumbnails = this.root.getByRole("img", { name: /^Photo \d+ of the parcel$/ });
  readonly failedPhoto = this.root.getByText("This file is not an image");
  readonly complete = this.root.getByRole("button", { name: /^Complete \(\d+\)/ });
  readonly error = this.root.getByRole("alert");
  readonly takenIn = this.root.getByRole("heading", { name: /^Taken in/ });

  takeIn(trackNumber: string): Locator {
    return this.root.getByRole("button", { name: new RegExp(`^Take in ${trackNumber}\\b`) });
  }

  nextParcel(trackNumber: string): Locator {
    return this.root.getByRole("heading", { name: `Next parcel: ${trackNumber}` });
  }

  /** A parcel in the "Taken in" table. */
  taken(trackNumber: string): Locator {
    return this.root.getByRole("cell", { name: trackNumber, exact: true });
  }

  fieldMessage(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }

  removePhoto(number: number): Locator {
    return this.root.getByRole("button", { name: `Remove ${number}`, exact: true });
  }

  async measure(weight: string, length = "20", width = "15", height = "10"): Promise<void> {
    await this.weight.fill(weight);
    await this.length.fill(length);
    await this.width.fill(width);
    await this.height.fill(height);
  }

  async attachPhoto(): Promise<void> {
    const before = await this.thumbnails.count();
    await this.photoFiles.setInputFiles(PARCEL_PHOTO);
    await expect(this.thumbnails).toHaveCount(before + 1);
  }
}

/** requests/images. */
export class ImageRequestsScreen extends QueueScreen {
  constructor(page: Page) {
    super(page, "/requests/images", "Photo requests");
  }

  upload(packageId: string): UploadDialog {
    return new UploadDialog(this.dialog(`Upload photos of ${packageId}`));
  }

  completeDialog(packageId: string): Locator {
    return this.dialog(`Mark the photo request for ${packageId} complete`);
  }

  showDialog(packageId: string): Locator {
    return this.dialog(`Photo request for ${packageId}`);
  }

  status(trackNumber: string): Locator {
    return this.row(trackNumber).getByRole("cell").nth(5);
  }

  /**
   * Slows the page's uploads to `bytesPerSecond` (DevTools network
   * emulation), so that the progress of a few small photos can be seen.
   */
  async throttleUploads(bytesPerSecond: number): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  }
}

/** The Upload photos dialog. */
export class UploadDialog extends Region {
  readonly photoFiles = this.root.getByLabel("Add photos from files");
  readonly thumbnails = this.root.getByRole("img", { name: /^Photo \d+ of the parcel$/ });
  readonly failedPhoto = this.root.getByText("This file is not an image");
  readonly progress = this.root.getByRole("progressbar", { name: /^Uploading… \d+%$/ });
  readonly error = this.root.getByRole("alert");

  submit(count: number): Locator {
    return this.root.getByRole("button", { name: new RegExp(`^Upload ${count} photos`) });
  }

  removePhoto(number: number): Locator {
    return this.root.getByRole("button", { name: `Remove ${number}`, exact: true });
  }
}
