import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bearer, ok, staffToken } from "./api";
import { LOADED } from "./back-office-support";
import { PARCEL_PHOTO } from "./intake";
import { ListScreen } from "./list-screen";
import { PageObject } from "./page-object";

/** The customer's "Buy for me" pages, in Arabic. */
export class BuyForMePage extends PageObject {
  readonly toast = this.page.getByRole("status").first();

  item(n: number): Locator {
    return this.page.getByTestId("purchase-item").nth(n - 1);
  }

  async newRequest(): Promise<void> {
    await this.page.goto("/ar/purchases/new");
    await expect(this.item(1)).toBeVisible(LOADED);
    await this.page.getByLabel("المستودع").selectOption({ index: 1 });
  }

  /** Fills the n-th item's boxes (adding it when it is not there yet). */
  async fillItem(
    n: number,
    item: { url: string; name: string; options?: string; quantity: string; maxPrice: string },
  ): Promise<void> {
    if ((await this.page.getByTestId("purchase-item").count()) < n) {
      await this.page.getByRole("button", { name: "أضف منتجًا" }).click();
    }
    const box = this.item(n);
    await box.getByLabel("رابط المنتج").fill(item.url);
    await box.getByLabel("اسم المنتج").fill(item.name);
    if (item.options) await box.getByLabel("المقاس، اللون… (اختياري)").fill(item.options);
    await box.getByLabel("الكمية").fill(item.quantity);
    await box.getByLabel("أعلى سعر تقبله للقطعة (€)").fill(item.maxPrice);
  }

  async send(): Promise<void> {
    await this.page.getByRole("button", { name: "أرسل لعرض السعر" }).click();
  }

  /** The request's id, from the page's address once it is saved. */
  async requestId(): Promise<string> {
    await expect(this.page).toHaveURL(/\/ar\/purchases\/[0-9a-f-]{36}/);
    return new URL(this.page.url()).pathname.split("/").pop()!;
  }
}

/** The back office's purchase requests queue. */
export class PurchaseQueue extends ListScreen {
  constructor(page: Page) {
    super(page, { path: "/requests/purchases", table: "Purchase requests of customers" });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }
}

/** What staff do through the API where the browser test is about the customer's side. */
export class PurchaseDesk {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext): Promise<PurchaseDesk> {
    return new PurchaseDesk(request, await staffToken(request));
  }

  async items(id: string): Promise<{ _id: string; name: string }[]> {
    const { purchase } = await ok<{ purchase: { items: { _id: string; name: string }[] } }>(
      await this.request.get(`/api/admins/purchases/${id}`, { headers: bearer(this.token) }),
    );
    return purchase.items;
  }

  /** Records the purchase with a receipt and the shop's tracking number: each bought item at its price. */
  async record(
    id: string,
    purchase: { orderNumber: string; paidTotal: string; trackNumber: string; bought: Record<string, number> },
  ): Promise<void> {
    const items = (await this.items(id))
      .filter((item) => item.name in purchase.bought)
      .map((item) => ({ itemId: item._id, outcome: "bought", paidUnitPrice: purchase.bought[item.name] }));
    await ok(
      await this.request.post(`/api/admins/purchases/${id}/record`, {
        headers: bearer(this.token),
        multipart: {
          orderNumber: purchase.orderNumber,
          paidTotal: purchase.paidTotal,
          trackNumber: purchase.trackNumber,
          items: JSON.stringify(items),
          receipt: { name: "receipt.jpg", mimeType: "image/jpeg", buffer: RECEIPT },
        },
      }),
    );
  }
}

/** A photo of the shop's receipt, as the desk's camera takes one. */
const RECEIPT = readFileSync(PARCEL_PHOTO);
