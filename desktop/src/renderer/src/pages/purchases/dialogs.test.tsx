// @vitest-environment jsdom
/**
 * The purchase requests' dialogs: the quote (a price above the customer's
 * highest marked as typed and left out, the fee computed from the settings,
 * nothing buyable refused), the recorded purchase (what is refunded shown
 * before saving, what is missing said, a price rise sent on its own, a 409
 * when someone recorded it first said with the queue refreshed), and the
 * tracking and closing.
 */
import type { StaffPurchase } from "@ipf/shared/schemas/purchases";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { button, click, dialogText, type } from "../../testing/dom";
import { settle, testRoot } from "../../testing/root";
import { wireCustomer } from "../../testing/wire";
import { QuoteDialog } from "./QuoteDialog";
import { RecordDialog } from "./RecordDialog";
import { CloseDialog, TrackDialog } from "./TrackDialog";

const mocks = vi.hoisted(() => ({
  api: {
    quotePurchase: vi.fn(async () => ({ error: false as const, message: "ok" })),
    recordPurchase: vi.fn(async () => ({ error: false as const, message: "ok" })),
    reportPriceRise: vi.fn(async () => ({ error: false as const, message: "ok" })),
    trackPurchase: vi.fn(async () => ({ error: false as const, message: "ok" })),
    closePurchase: vi.fn(async () => ({ error: false as const, message: "ok" })),
  },
  photos: { photos: [] as unknown[], compressing: false, ready: [] as Blob[] },
}));
// vitest hoists these above the imports: the dialogs' session, camera and photos are the test's.
vi.mock("../../session", () => ({ useSession: () => ({ api: mocks.api }) }));
vi.mock("../../ui/toaster", () => ({ toast: vi.fn() }));
vi.mock("../../devices/desk", () => ({ useDesk: () => ({ settings: { camera: { deviceId: null } } }) }));
vi.mock("../../photos/PhotoPanel", () => ({ PhotoPanel: () => null }));
vi.mock("../../photos/photos", () => ({ usePhotos: () => mocks.photos }));

const ID = "00000000-0000-4000-8000-0000000000b1";
const item = (id: string, fields: Partial<StaffPurchase["items"][number]> = {}): StaffPurchase["items"][number] => ({
  _id: id,
  url: `https://www.zalando.de/item-${id}.html`,
  shopId: null,
  shopName: "Zalando",
  name: `Item ${id}`,
  options: "",
  quantity: 1,
  maxUnitPrice: 50,
  note: "",
  unitPrice: null,
  available: null,
  leftOut: null,
  outcome: null,
  paidUnitPrice: null,
  newUnitPrice: null,
  riseExtra: null,
  riseDecision: null,
  ...fields,
});

const purchase = (fields: Partial<StaffPurchase> = {}): StaffPurchase => ({
  _id: ID,
  reference: "BFM-000042",
  state: "sent",
  warehouseId: "w1",
  warehouseName: "Paris",
  items: [
    item("1", { name: "Sneakers", quantity: 2, maxUnitPrice: 60 }),
    item("2", { name: "Scarf", maxUnitPrice: 20 }),
  ],
  currency: "EUR",
  goods: null,
  delivery: null,
  tax: null,
  fee: null,
  total: null,
  feePercent: null,
  paid: 0,
  refunded: 0,
  quoteNote: null,
  quoteValidUntil: null,
  checkoutUrl: null,
  orderNumber: null,
  trackNumber: null,
  preAlertId: null,
  parcelId: null,
  packageId: null,
  closeReason: null,
  refunds: [],
  createdAt: "2026-11-27T10:00:00.000Z",
  sentAt: "2026-11-27T10:00:00.000Z",
  quotedAt: null,
  paidAt: null,
  orderedAt: null,
  shippedAt: null,
  arrivedAt: null,
  closedAt: null,
  cancelledAt: null,
  declinedAt: null,
  updatedAt: "2026-11-27T10:00:00.000Z",
  user: { ...wireCustomer({ addressHash: "IPF1" }), language: "ar" },
  paidToShop: null,
  hasReceipt: false,
  staffName: null,
  ...fields,
});

/** Paid: the sneakers at 50 € (two), the scarf at 15 €; goods 115 €, fee 9.20 €, delivery 5 €. */
const paid = () =>
  purchase({
    state: "paid",
    items: [
      item("1", { name: "Sneakers", quantity: 2, maxUnitPrice: 60, unitPrice: 50, available: true }),
      item("2", { name: "Scarf", maxUnitPrice: 20, unitPrice: 15, available: true }),
      item("3", { name: "Hat", maxUnitPrice: 10, unitPrice: 12, available: true, leftOut: "aboveMax" }),
    ],
    goods: 115,
    delivery: 5,
    tax: 0,
    fee: 9.2,
    total: 129.2,
    paid: 129.2,
  });

const TERMS = { feePercent: 8, minimumFee: 5, validityDays: 3 };

const root = testRoot(() => {
  mocks.photos.ready = [];
});
const done = vi.fn();
const stale = vi.fn();
const dialog = { onClose: () => undefined, onDone: done, onStale: stale };

const field = <T extends HTMLElement = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;

async function render(node: React.ReactNode) {
  await act(async () => root.render(node));
  await settle();
}
const price = (index: number) => field(`#purchase-price-${index}`);

describe("QuoteDialog", { timeout: 20_000 }, () => {
  it("marks a price above the customer's highest as it is typed, and leaves it out of the total", async () => {
    await render(<QuoteDialog purchase={purchase()} terms={TERMS} {...dialog} />);
    await type(price(0), "55");
    await type(price(1), "25");
    expect(price(1).closest(".bp6-input-group")!.className).toContain("bp6-intent-danger");
    expect(dialogText()).toContain("Above the customer's highest price: left out");
    expect(price(0).closest(".bp6-input-group")!.className).not.toContain("bp6-intent-danger");
    await type(field("#purchase-delivery"), "4,90");
    // Goods 110 € (2 × 55; the scarf left out), the fee 8 % = 8.80 €, total 123.70 €.
    expect(field("[data-testid=purchase-fee]").textContent).toBe("€8.80");
    expect(field("[data-testid=purchase-total]").textContent).toBe("€123.70");
    expect(dialogText()).toContain("(3 days)");

    await click(button("Send the quote"));
    expect(mocks.api.quotePurchase).toHaveBeenCalledWith(ID, {
      items: [
        { itemId: "1", available: true, unitPrice: 55 },
        { itemId: "2", available: true, unitPrice: 25 },
      ],
      delivery: 4.9,
      tax: 0,
      note: "",
    });
    expect(done).toHaveBeenCalled();
  });

  it("charges the minimum fee on small goods", async () => {
    await render(<QuoteDialog purchase={purchase()} terms={TERMS} {...dialog} />);
    await type(price(1), "10");
    await act(async () => field(`input[aria-label="Available: Sneakers"]`).click());
    expect(price(0).disabled).toBe(true);
    expect(field("[data-testid=purchase-fee]").textContent).toBe("€5.00");
    expect(field("[data-testid=purchase-total]").textContent).toBe("€15.00");
  });

  it("says which price is missing or unreadable, and refuses a quote where nothing is buyable", async () => {
    await render(<QuoteDialog purchase={purchase()} terms={TERMS} {...dialog} />);
    await click(button("Send the quote"));
    expect(dialogText()).toContain("Type the price of one of Sneakers, or mark it not available.");
    await type(price(0), "12.345");
    await click(button("Send the quote"));
    expect(dialogText()).toContain("Sneakers: type an amount in euros, such as 12.50.");
    await type(price(0), "70");
    await type(price(1), "30");
    await click(button("Send the quote"));
    expect(dialogText()).toContain("No item can be bought");
    expect(mocks.api.quotePurchase).not.toHaveBeenCalled();
  });

  it("sends with Enter from a price, and keeps the API's refusal in the dialog", async () => {
    mocks.api.quotePurchase.mockRejectedValueOnce(new ApiError(409, "NOTHING_BUYABLE", ""));
    await render(<QuoteDialog purchase={purchase()} terms={TERMS} {...dialog} />);
    await type(price(0), "50");
    await type(price(1), "15");
    await act(async () => price(1).form!.requestSubmit());
    await settle();
    expect(mocks.api.quotePurchase).toHaveBeenCalledTimes(1);
    expect(dialogText()).toContain("No item of this request can be bought");
    expect(done).not.toHaveBeenCalled();
    expect(stale).not.toHaveBeenCalled();
  });

  it("names the item of a field the API refuses", async () => {
    mocks.api.quotePurchase.mockRejectedValueOnce(
      new ApiError(400, "VALIDATION", "", { "items.1.unitPrice": "invalidPrice" }),
    );
    await render(<QuoteDialog purchase={purchase()} terms={TERMS} {...dialog} />);
    await type(price(0), "50");
    await type(price(1), "15");
    await click(button("Send the quote"));
    expect(dialogText()).toContain("Scarf (Price of one (€)): ");
    expect(dialogText()).not.toContain("items.1.unitPrice");
  });

  it("says so when someone else quoted it first, and refreshes the queue", async () => {
    mocks.api.quotePurchase.mockRejectedValueOnce(
      new ApiError(409, "INVALID_STATE", "This request is no longer in a state that allows this."),
    );
    await render(<QuoteDialog purchase={purchase()} terms={TERMS} {...dialog} />);
    await type(price(0), "50");
    await type(price(1), "15");
    await click(button("Send the quote"));
    expect(dialogText()).toContain("Someone else has already handled this request.");
    expect(stale).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
  });
});

describe("RecordDialog", { timeout: 20_000 }, () => {
  const receipt = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });
  async function pickReceipt(file: File) {
    const picker = field("#purchase-receipt");
    Object.defineProperty(picker, "files", { value: [file], configurable: true });
    await act(async () => picker.dispatchEvent(new Event("change", { bubbles: true })));
  }
  const outcome = async (name: string, value: string) => {
    const select = field<HTMLSelectElement>(`select[aria-label="Outcome: ${name}"]`);
    await act(async () => {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
  };

  it("lists only the items the quote bought, and says what will be refunded before saving", async () => {
    await render(<RecordDialog purchase={paid()} {...dialog} />);
    expect(dialogText()).not.toContain("Hat");
    expect(dialogText()).toContain("Nothing is refunded");
    await type(field("#purchase-paid-0"), "45");
    await outcome("Scarf", "out_of_stock");
    const refund = field("[data-testid=purchase-refund]").textContent;
    // The sneakers 2 × 5 € cheaper; the scarf 15 € and its fee share floor(9.20 × 15 / 115) = 1.20 €.
    expect(refund).toContain("Sneakers: €10.00 (bought for less)");
    expect(refund).toContain("Scarf: €16.20 (out of stock)");
    expect(refund).toContain("In all €26.20");
  });

  it("says what is missing, then sends the purchase with its receipt", async () => {
    await render(<RecordDialog purchase={paid()} {...dialog} />);
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Type the shop's order number.");
    await type(field("#purchase-order"), "ZAL-778812");
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Type what was paid to the shop");
    await type(field("#purchase-paid-total"), "110.00");
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Add the receipt");
    await type(field("#purchase-paid-0"), "52");
    await pickReceipt(receipt);
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Sneakers cost more than quoted");
    await type(field("#purchase-paid-0"), "48");
    await type(field("#purchase-track"), "1z 999");
    await click(button("Record the purchase"));

    expect(mocks.api.recordPurchase).toHaveBeenCalledTimes(1);
    const [id, form] = mocks.api.recordPurchase.mock.calls[0] as unknown as [string, FormData];
    expect(id).toBe(ID);
    expect(form.get("orderNumber")).toBe("ZAL-778812");
    expect(form.get("paidTotal")).toBe("110");
    expect(form.get("trackNumber")).toBe("1z 999");
    expect(JSON.parse(form.get("items") as string)).toEqual([
      { itemId: "1", outcome: "bought", paidUnitPrice: 48 },
      { itemId: "2", outcome: "bought", paidUnitPrice: 15 },
    ]);
    expect((form.get("receipt") as File).name).toBe("receipt.pdf");
    expect(done).toHaveBeenCalled();
  });

  it("refuses a receipt that is neither a PDF nor an image, or too large, when picked", async () => {
    await render(<RecordDialog purchase={paid()} {...dialog} />);
    await pickReceipt(new File(["x"], "order.txt", { type: "text/plain" }));
    expect(dialogText()).toContain("The receipt must be a PDF or an image.");
    await pickReceipt(new File([new Uint8Array(11 * 1024 * 1024)], "scan.pdf", { type: "application/pdf" }));
    expect(dialogText()).toContain("larger than 10 MB");
  });

  it("takes the camera's photo as the receipt, but not with a file besides", async () => {
    mocks.photos.ready = [new Blob(["x"], { type: "image/webp" })];
    const fill = async () => {
      await type(field("#purchase-order"), "A1");
      await type(field("#purchase-paid-total"), "115");
    };
    await render(<RecordDialog key="file" purchase={paid()} {...dialog} />);
    await fill();
    await pickReceipt(receipt);
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Keep one receipt");
    expect(mocks.api.recordPurchase).not.toHaveBeenCalled();

    await render(<RecordDialog key="photo" purchase={paid()} {...dialog} />);
    await fill();
    await click(button("Record the purchase"));
    const [, form] = mocks.api.recordPurchase.mock.calls[0] as unknown as [string, FormData];
    expect((form.get("receipt") as File).name).toBe("receipt.webp");
  });

  it("says so when someone else recorded it first, and refreshes the queue", async () => {
    mocks.api.recordPurchase.mockRejectedValueOnce(
      new ApiError(409, "INVALID_STATE", "This request is no longer in a state that allows this."),
    );
    await render(<RecordDialog purchase={paid()} {...dialog} />);
    await type(field("#purchase-order"), "ZAL-1");
    await type(field("#purchase-paid-total"), "115");
    await pickReceipt(receipt);
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Someone else has already handled this request.");
    expect(dialogText()).toContain("The list has been refreshed.");
    expect(stale).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
  });

  it("sends nothing when every item is out of stock: the request is closed instead", async () => {
    await render(<RecordDialog purchase={paid()} {...dialog} />);
    await outcome("Sneakers", "out_of_stock");
    await outcome("Scarf", "out_of_stock");
    await click(button("Record the purchase"));
    expect(dialogText()).toContain("Nothing was bought: close the request instead");
    expect(mocks.api.recordPurchase).not.toHaveBeenCalled();
  });

  it("sends a price that rose on its own, asking the customer first", async () => {
    await render(<RecordDialog purchase={paid()} {...dialog} />);
    await outcome("Scarf", "price_rose");
    expect(document.getElementById("purchase-order")).toBeNull();
    expect(dialogText()).toContain("Prices rose: the customer is asked first");
    await click(button("Ask the customer"));
    expect(dialogText()).toContain("Scarf: €15.00 is not above the quoted price");
    await type(field("#purchase-paid-1"), "18.50");
    await click(button("Ask the customer"));
    expect(mocks.api.reportPriceRise).toHaveBeenCalledWith(ID, { items: [{ itemId: "2", newUnitPrice: 18.5 }] });
    expect(mocks.api.recordPurchase).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalled();
  });
});

describe("TrackDialog and CloseDialog", { timeout: 20_000 }, () => {
  it("asks for the tracking number, then saves it", async () => {
    await render(<TrackDialog purchase={paid()} {...dialog} />);
    await click(button("Save the tracking"));
    expect(dialogText()).toContain("Type the shop's tracking number.");
    await type(field("#purchase-track-number"), "1Z999AA10123456784");
    await click(button("Save the tracking"));
    expect(mocks.api.trackPurchase).toHaveBeenCalledWith(ID, "1Z999AA10123456784");
  });

  it("says what closing a paid request refunds, and needs a reason", async () => {
    await render(<CloseDialog purchase={paid()} {...dialog} />);
    expect(dialogText()).toContain("€129.20 paid and not refunded goes back to the customer");
    await click(button("Close the request"));
    expect(dialogText()).toContain("Say why the request is closed.");
    await type(field<HTMLTextAreaElement>("#purchase-close-reason"), "The shop no longer sells it");
    await click(button("Close the request"));
    expect(mocks.api.closePurchase).toHaveBeenCalledWith(ID, "The shop no longer sells it");
  });
});
