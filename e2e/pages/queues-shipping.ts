import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bearer, newTrackNumber, ok } from "./api";
import { CustomerApi, StaffApi } from "./customer";
import { DEMO_CUSTOMER } from "./intake";
import { ListScreen } from "./list-screen";
import { wedgeScan } from "./scanner";

/**
 * The shipping-requests and shipping screens of the back office's browser
 * build, and the scene their tests set: a new parcel of the demo customer
 * that the customer asks to ship (through the API, as the customer site does).
 */

export interface ShippingRequest {
  trackNumber: string;
  packageId: string;
  warehouseId: string;
}

/** The staff and the demo customer, through the API, for what a test arranges rather than checks. */
export class Scene {
  private constructor(
    readonly request: APIRequestContext,
    readonly staff: StaffApi,
    readonly customer: CustomerApi,
  ) {}

  static async start(request: APIRequestContext): Promise<Scene> {
    const staff = await StaffApi.login(request);
    const customer = await CustomerApi.login(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    return new Scene(request, staff, customer);
  }

  private get headers() {
    return bearer(this.customer.token);
  }

  /** A new parcel in the demo customer's locker, asked to ship to the first address of their book (Algeria). */
  async shippingRequest(trackNumber = newTrackNumber("SHR")): Promise<ShippingRequest> {
    const warehouse = await this.staff.warehouse();
    const packageId = await this.staff.intake(this.customer.id, warehouse._id, trackNumber);
    const { addresses } = await ok<{ addresses: { _id: string; country: string }[] }>(
      await this.request.get("/api/users/addresses/get", { headers: this.headers }),
    );
    const address = addresses.find((entry) => entry.country === "DZ") ?? addresses[0]!;
    await ok(
      await this.request.post("/api/packages/request/package-approve", {
        headers: this.headers,
        data: { packageId, addressId: address._id, removeBills: true },
      }),
    );
    return { trackNumber, packageId, warehouseId: warehouse._id };
  }

  /** Another member of staff approves it first (two carriers, priced). */
  approveElsewhere(parcel: ShippingRequest): Promise<void> {
    return this.staff.approve(parcel.packageId, parcel.warehouseId);
  }

  /** Approved elsewhere, then paid on the local checkout: the parcel waits on the shipping list. */
  async paidParcel(page: Page): Promise<ShippingRequest> {
    const parcel = await this.shippingRequest(newTrackNumber("SHP"));
    await this.approveElsewhere(parcel);
    const { packages } = await ok<{ packages: { _id: string; packageId: string; methods: { _id: string }[] }[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: this.headers }),
    );
    const offered = packages.find((entry) => entry.packageId === parcel.packageId)!;
    const { checkoutUrl } = await ok<{ checkoutUrl: string }>(
      await this.request.post("/api/users/stripe/create_payment", {
        headers: this.headers,
        data: { packageId: offered._id, methodId: offered.methods[0]!._id, locale: "en" },
      }),
    );
    await page.goto(new URL(checkoutUrl).pathname);
    await page.getByTestId("local-pay").click();
    await page.waitForURL(/\/en\/dashboard\?payment=success/);
    return parcel;
  }
}

/** What both list screens share: tabs, the search, the table, dialogs and the toasts. */
class QueueScreen extends ListScreen {
  constructor(page: Page, path: string, table: string) {
    super(page, { path, table, search: "Track, parcel ID, hash" });
  }

  /** Opens the screen on one of its tabs. */
  override async goto(tab?: string): Promise<void> {
    await super.goto(tab ? `?tab=${tab}` : "");
  }

  override dialog(title: string): Locator {
    return this.page.getByRole("dialog", { name: title, exact: true });
  }

  /** Closes a refused dialog and reloads: the row must still offer the dialog's action, as nothing was sent. */
  async expectNothingSent(dialog: Locator, trackNumber: string, action: string): Promise<void> {
    await this.closeDialog(dialog);
    await this.page.reload();
    await expect(this.rowButton(trackNumber, action)).toBeVisible();
  }
}

/** requests/shipping-requests: the approval queue. */
export class ShippingRequestsScreen extends QueueScreen {
  constructor(page: Page) {
    super(page, "/requests/shipping-requests", "Shipping requests");
  }

  details(packageId: string): Locator {
    return this.dialog(`Shipping request ${packageId}`);
  }

  approveDialog(packageId: string): Locator {
    return this.dialog(`Approve ${packageId}`);
  }

  /** Finds a parcel's request, opens its Approve dialog and keeps `methods` offers in it. */
  async openApproval(parcel: { trackNumber: string; packageId: string }, methods = 1): Promise<Locator> {
    await this.find(parcel.trackNumber);
    await this.rowButton(parcel.trackNumber, "Approve").click();
    const approve = this.approveDialog(parcel.packageId);
    await this.keepMethods(approve, methods);
    return approve;
  }

  cancelDialog(packageId: string): Locator {
    return this.dialog(`Cancel the shipping request of ${packageId}?`);
  }

  methods(dialog: Locator): Locator {
    return dialog.getByRole("list", { name: "Shipping methods" }).getByRole("listitem");
  }

  carrier(dialog: Locator, number: number): Locator {
    return dialog.getByLabel(`Method ${number}: Carrier`, { exact: true });
  }

  price(dialog: Locator, number: number): Locator {
    return dialog.getByLabel(`Method ${number}: Price ($)`, { exact: true });
  }

  removeMethod(dialog: Locator, number: number): Locator {
    return dialog.getByRole("button", { name: `Remove method ${number}`, exact: true });
  }

  addMethod(dialog: Locator): Locator {
    return dialog.getByRole("button", { name: "Add method", exact: true });
  }

  send(dialog: Locator): Locator {
    return this.dialogButton(dialog, "Send offers");
  }

  /** Waits for the rate card's offers, then keeps the first `count` of them. */
  async keepMethods(dialog: Locator, count: number): Promise<void> {
    await expect(this.methods(dialog).nth(count - 1)).toBeVisible();
    while ((await this.methods(dialog).count()) > count) {
      await this.removeMethod(dialog, await this.methods(dialog).count()).click();
    }
  }

  offers(trackNumber: string): Locator {
    return this.row(trackNumber).getByRole("cell").nth(4);
  }
}

/** A new shipping request of the demo customer, and the requests screen opened as `username`. */
export async function newRequestOnScreen(page: Page, request: APIRequestContext, username = "admin") {
  const scene = await Scene.start(request);
  const parcel = await scene.shippingRequest();
  const requests = new ShippingRequestsScreen(page);
  await requests.openAs(username);
  return { scene, parcel, requests };
}

/** requests/shipping: paid parcels to ship. */
export class ShippingScreen extends QueueScreen {
  constructor(page: Page) {
    super(page, "/requests/shipping", "Parcels to ship");
  }

  shipDialog(packageId: string): Locator {
    return this.dialog(`Ship ${packageId}`);
  }

  /** A carrier linked to the shipping engine opens on its label: its tracking typed in instead. */
  async typeTrackingInstead(dialog: Locator): Promise<void> {
    await this.dialogButton(dialog, "Type the tracking instead").click();
    await expect(this.field(dialog, "Carrier's tracking number")).toBeVisible();
  }

  /** Scans a parcel's label on the list, as the desk's scanner would. */
  scan(packageId: string): Promise<void> {
    return wedgeScan(this.page, packageId);
  }

  labelDialog(packageId: string): Locator {
    return this.dialog(`Label of ${packageId}`);
  }

  async fillShipment(
    dialog: Locator,
    values: Partial<Record<"tracking" | "link" | "weight" | "length" | "width" | "height", string>>,
  ): Promise<void> {
    const labels = {
      tracking: "Carrier's tracking number",
      link: "Tracking link",
      weight: "Weight (kg)",
      length: "Length (cm)",
      width: "Width (cm)",
      height: "Height (cm)",
    } as const;
    for (const [key, value] of Object.entries(values) as [keyof typeof labels, string][]) {
      await this.field(dialog, labels[key]).fill(value);
    }
  }

  ship(dialog: Locator): Locator {
    return this.dialogButton(dialog, "Ship");
  }
}
