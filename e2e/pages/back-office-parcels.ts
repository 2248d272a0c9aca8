import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bearer, newTrackNumber, ok, staffToken } from "./api";
import { CustomerApi, StaffApi } from "./customer";
import { DEMO_CUSTOMER } from "./intake";
import { ListScreen } from "./list-screen";
import { PageObject } from "./page-object";

/**
 * The parallel tests share one server on a machine of two cores: what a
 * person would see at once may take a few seconds to come.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The back office's parcel screens (manage, deleted, expired, shipped) and
 * alerts, and the scene their tests set through the API: a new parcel of
 * the demo customer, found on screen by its unique track number.
 */

export interface ReceivedParcel {
  trackNumber: string;
  packageId: string;
}

/** What a test arranges (never what it checks) as staff and as the demo customer. */
export class ParcelScene {
  private constructor(
    readonly request: APIRequestContext,
    readonly staff: StaffApi,
    readonly customer: CustomerApi,
    private readonly staffToken: string,
  ) {}

  static async start(request: APIRequestContext): Promise<ParcelScene> {
    const staff = await StaffApi.login(request);
    const customer = await CustomerApi.login(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    return new ParcelScene(request, staff, customer, await staffToken(request));
  }

  /** A parcel received for the demo customer, weighing 1.2 kg (as typed at intake). */
  async receive(prefix = "BOP"): Promise<ReceivedParcel> {
    const trackNumber = newTrackNumber(prefix);
    const warehouse = await this.staff.warehouse();
    const packageId = await this.staff.intake(this.customer.id, warehouse._id, trackNumber);
    return { trackNumber, packageId };
  }

  /** Another member of staff deletes it first. */
  async deleteElsewhere(parcel: ReceivedParcel): Promise<void> {
    await ok(
      await this.request.post(`/api/packages/delete/${parcel.packageId}`, {
        headers: bearer(this.staffToken),
        data: { deleteReason: "Deleted at another desk" },
      }),
    );
  }

  /** The parcel as the back office's API answers it now (to check that a refused edit changed nothing). */
  async parcel(packageId: string): Promise<{ weight: number; trackNumber: string; images: string[] }> {
    const { packages } = await ok<{ packages: { weight: number; trackNumber: string; images: string[] }[] }>(
      await this.request.get(`/api/packages/get/all?packageId=${packageId}`, { headers: bearer(this.staffToken) }),
    );
    return packages[0]!;
  }
}

/** One of the parcel list screens: the search, the table, its rows, dialogs and toasts. */
export class ParcelListScreen extends ListScreen {
  readonly filterTag: Locator;

  constructor(page: Page, path: string, search: string, table: string) {
    super(page, { path, search, table });
    this.filterTag = page.getByTestId("package-filter");
  }

  static manage(page: Page) {
    return new ParcelListScreen(page, "/manage-packages", "Track number, parcel ID, customer code or name", "Parcels");
  }

  static deleted(page: Page) {
    return new ParcelListScreen(
      page,
      "/deleted-packages",
      "Track number, parcel ID, customer code or name",
      "Deleted parcels",
    );
  }

  static expired(page: Page) {
    return new ParcelListScreen(page, "/manage-expired", "Track number, parcel ID or customer code", "Expired parcels");
  }

  static shipped(page: Page) {
    return new ParcelListScreen(
      page,
      "/packages/shipped",
      "Track number (ours or the carrier's), parcel ID, customer code",
      "Shipped parcels",
    );
  }

  static alerts(page: Page) {
    return new ParcelListScreen(page, "/manage-alerts", "Alert ID or parcel ID", "Alerts");
  }

  /** The error box inside a dialog. */
  override dialogAlert(dialog: Locator): Locator {
    return dialog.locator(".ipf-dialog-error");
  }

  /** What the delete confirmation says will be lost. */
  consequences(dialog: Locator): Locator {
    return dialog.getByTestId("delete-consequences");
  }

  /** The remove button of a photo added in the edit dialog (not one already on the parcel). */
  removeNewPhoto(dialog: Locator): Locator {
    return dialog.getByRole("button", { name: /^Remove \d+$/ }).last();
  }

  columnHeader(name: string): Locator {
    return this.table.getByRole("columnheader", { name, exact: true });
  }

  get newAlert(): Locator {
    return this.page.getByRole("button", { name: "New alert", exact: true });
  }

  history(dialog: Locator): Locator {
    return dialog.getByRole("table", { name: "History" });
  }

  /** A file that is not an image, given to the photo panel's file input. */
  async attachNotAnImage(dialog: Locator): Promise<void> {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a photo"),
    });
  }

  /** The New alert form. */
  alertForm(): AlertFormParts {
    const dialog = this.dialog("New alert");
    return {
      dialog,
      target: (name: string) => dialog.getByRole("radio", { name }),
      packageId: dialog.getByLabel("Parcel ID or track number", { exact: true }),
      type: dialog.getByLabel("Type", { exact: true }),
      text: (lang: "Arabic" | "English" | "French") =>
        dialog.getByRole("textbox", { name: new RegExp(`^Text in ${lang}`) }),
      send: dialog.getByRole("button", { name: /^Send the alert/ }),
    };
  }
}

export interface AlertFormParts {
  dialog: Locator;
  target(name: string): Locator;
  packageId: Locator;
  type: Locator;
  text(lang: "Arabic" | "English" | "French"): Locator;
  send: Locator;
}

/** The demo admin's name, as the back office records who acted. */
export const DEMO_ADMIN_NAME = "Claire Martin";

/**
 * Signs the demo customer in through the English login page. Signing in
 * hashes a password on a machine the parallel tests share: the locker may
 * take a while to come.
 */
export async function logInCustomer(page: Page): Promise<void> {
  await page.goto("/en/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail", { exact: true }).fill(DEMO_CUSTOMER.email);
  await main.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/, { timeout: 30_000 });
}

/** The customer's locker, as far as these tests look at it. */
export class LockerView extends PageObject {
  readonly banner = this.page.getByRole("main").locator(".alerts .banner");

  parcel(packageId: string): Locator {
    return this.page.getByRole("main").getByRole("article", { name: packageId, exact: true });
  }

  /** The locker's search page, narrowed to one parcel (the dashboard pages a long locker). */
  async search(lang: "ar" | "en" | "fr", query: string): Promise<void> {
    await this.page.goto(`/${lang}/search?q=${encodeURIComponent(query)}`);
  }

  async dashboard(lang: "ar" | "en" | "fr"): Promise<void> {
    await this.page.goto(`/${lang}/dashboard`);
    await expect(this.page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  }

  closeBanner(): Promise<void> {
    return this.banner.getByRole("button").click();
  }
}
