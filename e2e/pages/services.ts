import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { bearer, newTrackNumber, ok, staffToken } from "./api";
import { PARCEL_PHOTO } from "./intake";
import { Scene } from "./queues-shipping";

/**
 * The services of a parcel: the scene (a new parcel of the demo customer,
 * staff completing its service, approving its shipping) is set through the
 * API, as the back office would; the customer's side is the site, in Arabic.
 */
export class ServiceScene {
  private constructor(
    private readonly scene: Scene,
    private readonly staffToken: string,
    readonly packageId: string,
    readonly warehouseId: string,
  ) {}

  /** A new parcel in the demo customer's locker (a pair of shoes declared at 40 euros). */
  static async start(page: Page): Promise<ServiceScene> {
    const scene = await Scene.start(page.request);
    const warehouse = await scene.staff.warehouse();
    const packageId = await scene.staff.intake(scene.customer.id, warehouse._id, newTrackNumber("SRV"));
    return new ServiceScene(scene, await staffToken(page.request), packageId, warehouse._id);
  }

  private get staffHeaders() {
    return bearer(this.staffToken);
  }

  /** Staff complete the open request with a photo and a checklist of which one item failed. */
  async completeWithFailedItem(): Promise<void> {
    const { request } = this.scene;
    const { requests } = await ok<{ requests: { _id: string }[] }>(
      await request.get(`/api/admins/service-requests?tab=open&query=${this.packageId}`, {
        headers: this.staffHeaders,
      }),
    );
    await ok(
      await request.post(`/api/admins/service-requests/${requests[0]!._id}/complete`, {
        headers: this.staffHeaders,
        multipart: {
          checklist: JSON.stringify([
            { item: "Screen", passed: true, note: "" },
            { item: "Battery", passed: false, note: "Holds 40 %" },
          ]),
          note: "Works; the battery is weak.",
          images: { name: "device.jpg", mimeType: "image/jpeg", buffer: readFileSync(PARCEL_PHOTO) },
        },
      }),
    );
  }

  /** The customer asks to ship it (the first address of their book), staff approve with two priced offers. */
  async askAndApproveShipping(): Promise<void> {
    const { request, customer, staff } = this.scene;
    const { addresses } = await ok<{ addresses: { _id: string; country: string }[] }>(
      await request.get("/api/users/addresses/get", { headers: bearer(customer.token) }),
    );
    await ok(
      await request.post("/api/packages/request/package-approve", {
        headers: bearer(customer.token),
        data: { packageId: this.packageId, addressId: addresses[0]!._id },
      }),
    );
    await staff.approve(this.packageId, this.warehouseId);
  }
}

/** The parcel's card in the locker, and its dialogs. */
export class ParcelServices {
  constructor(
    private readonly page: Page,
    private readonly packageId: string,
  ) {}

  get card(): Locator {
    return this.page.locator("article.parcel-card", { hasText: this.packageId });
  }

  dialog(title: RegExp | string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  async open(): Promise<Locator> {
    await this.card.getByRole("button", { name: "الخدمات" }).click();
    return this.dialog(`خدمات الطرد ${this.packageId}`);
  }
}
