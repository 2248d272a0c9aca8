import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { ADMIN_BASE } from "./admin";
import { bearer, customerSession, ok, StaffSession } from "./api";
import { DEMO_CUSTOMER } from "./intake";
import { PageObject, SitePage } from "./page-object";

/** The demo seed's parcels of free storage (db/src/seed/demo-storage.ts), by track number. */
export const ENDING_SOON = "LX555000111FR";
export const ENDED = "CB555000222FR";
/** Days of fee the ended parcel owes on the day it is seeded. */
export const ENDED_DAYS = 12;

export interface LockerParcel {
  _id: string;
  packageId: string;
  trackNumber: string;
  storageEndsOn: string;
  methods: { _id: string; price: number }[];
}

/** A parcel of the demo customer's locker, read as the site reads it. */
export async function demoLockerParcel(request: APIRequestContext, trackNumber: string): Promise<LockerParcel> {
  const { token } = await customerSession(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const { packages } = await ok<{ packages: LockerParcel[] }>(
    await request.get("/api/users/packages/get?perPage=100", { headers: bearer(token) }),
  );
  const parcel = packages.find((p) => p.trackNumber === trackNumber);
  expect(parcel, `the demo locker holds ${trackNumber}`).toBeDefined();
  return parcel!;
}

/** The daily fee as admins set it, through the API (to put it back after a test changed it). */
export class StorageFeeApi extends StaffSession {
  async set(feePerDay: number): Promise<void> {
    await ok(await this.request.put("/api/storage-fee", { headers: this.headers, data: { feePerDay } }));
  }
}

/** A parcel card of the locker, in any language, and its free storage line. */
export class LockerCards extends SitePage {
  card(trackNumber: string): Locator {
    return this.main.getByRole("article").filter({ hasText: trackNumber });
  }

  storage(trackNumber: string): Locator {
    return this.card(trackNumber).getByTestId("storage-fact");
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }
}

/** The back office's list of parcels whose free storage ends soon. */
export class StorageEndingScreen extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1, name: "Storage ending soon" });
  readonly table = this.page.getByRole("table", { name: "Parcels whose free storage ends soon" });

  row(trackNumber: string): Locator {
    return this.table.getByRole("row").filter({ hasText: trackNumber });
  }
}

/** The back office's storage fee form. */
export class StorageFeeScreen extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1, name: "Storage fee" });
  readonly fee = this.page.getByLabel("Storage fee per day (USD)");
  readonly save = this.page.getByRole("button", { name: /^Save the fee/ });
  readonly history = this.page.getByRole("list", { name: "Latest changes" });

  async goto(): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/storage-fee`);
    await expect(this.heading).toBeVisible();
    await expect(this.save).toBeEnabled();
  }
}
