import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bearer, customerSession, ok } from "./api";
import { PARCEL_PHOTO, StaffApi } from "./customer";
import { ListScreen } from "./list-screen";
import { DEMO_CUSTOMER } from "./payments";

/**
 * The consolidations screen (requests/assemble and manage-assemble) and the
 * scene its tests need: parcels received for the demo customer and her
 * request to consolidate them, made through the API as the locker would.
 */

/** A track number no other test uses. */
export function uniqueTrack(tag: string): string {
  return `CNS${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

export interface ConsolidationScene {
  requestId: string;
  /** The parcels' codes, in the order they were received. */
  codes: string[];
  /** Their track numbers; the first one finds the request by search. */
  tracks: string[];
  warehouseId: string;
  customer: DemoCustomerApi;
  staff: StaffApi;
}

/** The demo customer's own calls. */
export class DemoCustomerApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    readonly id: string,
  ) {}

  static async login(request: APIRequestContext): Promise<DemoCustomerApi> {
    const { token, id } = await customerSession(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    return new DemoCustomerApi(request, token, id);
  }

  private get headers() {
    return bearer(this.token);
  }

  /** POST /api/packages/group, as the locker's Assemble dialog sends it. */
  async consolidate(codes: string[], note: string): Promise<string> {
    const { packagesGroup } = await ok<{ packagesGroup: { _id: string } }>(
      await this.request.post("/api/packages/group", {
        headers: this.headers,
        data: { packages: codes, removeBills: true, removeShoeBoxes: false, assembleNote: note },
      }),
    );
    return packagesGroup._id;
  }

  /** Asks to ship a parcel to the first address of the book (the seed's Algerian one). */
  async askShipping(packageId: string): Promise<void> {
    const { addresses } = await ok<{ addresses: { _id: string }[] }>(
      await this.request.get("/api/users/addresses/get", { headers: this.headers }),
    );
    await ok(
      await this.request.post("/api/packages/request/package-approve", {
        headers: this.headers,
        data: { packageId, addressId: addresses[0]!._id },
      }),
    );
  }

  /** Starts a card payment of the first offer; the local checkout's URL. */
  async cardPayment(packageId: string): Promise<string> {
    const { packages } = await ok<{ packages: { _id: string; packageId: string; methods: { _id: string }[] }[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: this.headers }),
    );
    const parcel = packages.find((candidate) => candidate.packageId === packageId)!;
    const { checkoutUrl } = await ok<{ checkoutUrl: string }>(
      await this.request.post("/api/users/stripe/create_payment", {
        headers: this.headers,
        data: { packageId: parcel._id, methodId: parcel.methods[0]!._id, locale: "en" },
      }),
    );
    return checkoutUrl;
  }

  async shippedCodes(): Promise<string[]> {
    const { packages } = await ok<{ packages: { packageId: string }[] }>(
      await this.request.get("/api/packages/shipped/user?perPage=100", { headers: this.headers }),
    );
    return packages.map((parcel) => parcel.packageId);
  }
}

/** `count` new parcels received for the demo customer, which she asks to consolidate. */
export async function consolidationRequest(
  request: APIRequestContext,
  tag: string,
  count = 2,
): Promise<ConsolidationScene> {
  const staff = await StaffApi.login(request);
  const customer = await DemoCustomerApi.login(request);
  const warehouse = await staff.warehouse();
  const tracks = Array.from({ length: count }, (_, index) => `${uniqueTrack(tag)}${index}`);
  const codes: string[] = [];
  for (const track of tracks) codes.push(await staff.intake(customer.id, warehouse._id, track));
  const requestId = await customer.consolidate(codes, `Pack ${tag} in one box`);
  return { requestId, codes, tracks, warehouseId: warehouse._id, customer, staff };
}

/** A text file, to try as a photo. */
export const NOT_AN_IMAGE = {
  name: "notes.txt",
  mimeType: "text/plain",
  buffer: Buffer.from("not a picture"),
};

export const BOX_PHOTO = { name: "box.jpg", mimeType: "image/jpeg", buffer: readFileSync(PARCEL_PHOTO) };

export class ConsolidationsScreen extends ListScreen {
  constructor(page: Page) {
    super(page, { path: "/requests/assemble", table: "Consolidation requests", search: "Track, parcel ID, hash" });
  }

  /** Opens the queue, or the accepted list, and waits for its heading. */
  async open(path: "/requests/assemble" | "/manage-assemble" = "/requests/assemble"): Promise<void> {
    await this.page.goto(`/admin${path}`);
    await this.ready();
  }

  protected override async ready(): Promise<void> {
    await expect(this.page.getByRole("heading", { level: 1, name: "Consolidations" })).toBeVisible();
  }

  override row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  /** The code of the parcel a request was packed into, as its row shows it. */
  async packedCode(text: string): Promise<string> {
    const link = this.row(text).getByText("Packed as").getByRole("link");
    return (await link.innerText()).trim();
  }

  /** The Show dialog of a request. */
  get details(): Locator {
    return this.page.getByRole("dialog", { name: /^Consolidation request of / });
  }

  /** A parcel's section inside the Show dialog. */
  parcelSection(code: string): Locator {
    return this.details.getByRole("region", { name: `Parcel ${code}` });
  }

  get consolidated(): Locator {
    return this.details.getByRole("region", { name: "Consolidated parcel" });
  }

  get accept(): Locator {
    return this.page.getByRole("dialog", { name: /^Accept: pack \d+ parcels into one$/ });
  }

  /** The customer's instructions in the accept dialog. */
  get customerAsks(): Locator {
    return this.accept.getByRole("region", { name: "The customer asks" });
  }

  confirm(title: string | RegExp): Locator {
    return this.dialog(title);
  }

  /** A dialog's button, exactly; the main action's name ends with its shortcut ("Accept ctrl + ↵"). */
  override dialogButton(dialog: Locator, name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return dialog.getByRole("button", { name: new RegExp(`^${escaped}(?: ctrl|$)`) });
  }

  /** The footer's Close (the title bar has a Close of its own). */
  close(dialog: Locator): Locator {
    return dialog.getByRole("button", { name: "Close", exact: true }).last();
  }

  measure(
    label: "Weight (kg)" | "Length (cm)" | "Width (cm)" | "Height (cm)" | "Fees ($)" | "Track number (optional)",
  ) {
    return this.accept.getByLabel(label, { exact: true });
  }

  async fillMeasures(values: { weight: string; length: string; width: string; height: string; fees?: string }) {
    await this.measure("Weight (kg)").fill(values.weight);
    await this.measure("Length (cm)").fill(values.length);
    await this.measure("Width (cm)").fill(values.width);
    await this.measure("Height (cm)").fill(values.height);
    if (values.fees !== undefined) await this.measure("Fees ($)").fill(values.fees);
  }

  async addPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.accept.getByLabel("Add photos from files").setInputFiles(file);
  }

  /** The photo thumbnails of the accept dialog, once compressed. */
  get photos(): Locator {
    return this.accept.getByRole("img", { name: /^Photo \d+ of the parcel$/ });
  }

  acceptMessage(text: string): Locator {
    return this.accept.getByText(text, { exact: true });
  }
}
