import { formatMoney, isolateLtr } from "@ipf/shared/format";
import { catalogues } from "@ipf/shared/i18n/index";
import type { Purchase, PurchaseItem } from "@ipf/shared/schemas/purchases";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { click, closePage, showPage } from "../../testing/showPage";
import { PurchaseQuote, type QuoteActions } from "./PurchaseQuote";

const { ar } = catalogues;
const { quote } = ar.purchases;
const euros = (amount: number) => formatMoney(amount, "EUR", "ar");
/** An amount inside a sentence: isolated, so the euro sign stays before the number in Arabic. */
const inText = (amount: number) => isolateLtr(euros(amount));

afterEach(closePage);

const item = (fields: Partial<PurchaseItem>): PurchaseItem => ({
  _id: "i1",
  url: "https://www.zalando.fr/nike-air",
  shopId: null,
  shopName: "Zalando",
  name: "Nike Air",
  options: "42, white",
  quantity: 2,
  maxUnitPrice: 100,
  note: "",
  unitPrice: 89.9,
  available: true,
  leftOut: null,
  outcome: null,
  paidUnitPrice: null,
  newUnitPrice: null,
  riseExtra: null,
  riseDecision: null,
  ...fields,
});

const quoted = (fields: Partial<Purchase> = {}): Purchase => ({
  _id: "p1",
  reference: "BFM-000042",
  state: "quoted",
  warehouseId: "w",
  warehouseName: "Gennevilliers",
  items: [
    item({}),
    item({ _id: "i2", name: "Lamp", quantity: 1, unitPrice: 150, leftOut: "aboveMax" }),
    item({ _id: "i3", name: "Book", quantity: 1, unitPrice: null, available: false, leftOut: "unavailable" }),
  ],
  currency: "EUR",
  goods: 179.8,
  delivery: 4.95,
  tax: 0,
  fee: 14.38,
  total: 199.13,
  feePercent: 8,
  paid: 0,
  refunded: 0,
  quoteNote: null,
  quoteValidUntil: "2026-12-01T10:00:00.000Z",
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
  quotedAt: "2026-11-28T10:00:00.000Z",
  paidAt: null,
  orderedAt: null,
  shippedAt: null,
  arrivedAt: null,
  closedAt: null,
  cancelledAt: null,
  declinedAt: null,
  updatedAt: "2026-11-28T10:00:00.000Z",
  ...fields,
});

let actions: QuoteActions;
beforeEach(() => {
  actions = {
    pay: vi.fn(),
    decline: vi.fn(),
    resend: vi.fn(),
    acceptRise: vi.fn(),
    dropItem: vi.fn(),
    submit: { busy: false, text: null },
  };
});

const show = (purchase: Purchase) => showPage(<PurchaseQuote purchase={purchase} actions={actions} />);
const lines = (page: HTMLElement) => [...page.querySelectorAll("[data-testid=purchase-line]")];
const button = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll("button")].find((node) => node.textContent === text);
const amounts = (page: HTMLElement) =>
  [...page.querySelectorAll("[data-testid=quote-amounts] > div")].map((row) => [
    row.querySelector("dt")!.textContent,
    row.querySelector("dd")!.textContent,
  ]);

describe("the quote", () => {
  it("prices each item, marks those left out of the total, and adds delivery, tax and our fee", async () => {
    const page = await show(quoted());
    const [bought, above, missing] = lines(page);
    expect(bought!.textContent).toContain(quote.unitPrice.replace("{{amount}}", inText(89.9)));
    expect(bought!.textContent).toContain(quote.available);
    expect(bought!.classList).not.toContain("is-left");
    expect(above!.textContent).toContain(quote.aboveLimit);
    expect(above!.textContent).toContain(quote.left);
    expect(above!.classList).toContain("is-left");
    expect(missing!.textContent).toContain(quote.unavailable);
    expect(missing!.textContent).toContain(quote.left);
    expect(amounts(page)).toEqual([
      [quote.goods, euros(179.8)],
      [quote.delivery, euros(4.95)],
      [quote.tax, euros(0)],
      [quote.fee, euros(14.38)],
      [quote.total, euros(199.13)],
    ]);
    expect(euros(199.13)).toContain("€");
  });

  it("pays the total or declines while the quote holds", async () => {
    const page = await show(quoted());
    await click(button(page, quote.pay.replace("{{amount}}", inText(199.13)))!);
    expect(actions.pay).toHaveBeenCalledTimes(1);
    await click(button(page, quote.decline)!);
    expect(actions.decline).toHaveBeenCalledTimes(1);
    expect(button(page, quote.resend)).toBeUndefined();
  });

  it("offers a new quote, not the payment, once the quote expired", async () => {
    const page = await show(quoted({ state: "expired" }));
    expect(button(page, quote.pay.replace("{{amount}}", inText(199.13)))).toBeUndefined();
    expect(button(page, quote.decline)).toBeUndefined();
    await click(button(page, quote.resend)!);
    expect(actions.resend).toHaveBeenCalledTimes(1);
  });

  it("asks about a price that rose: pay the extra, or drop the item", async () => {
    const risen = item({ outcome: "price_rose", newUnitPrice: 95, riseExtra: 11.23 });
    const page = await show(quoted({ state: "awaiting_customer", items: [risen], paid: 199.13 }));
    expect(lines(page)[0]!.textContent).toContain(
      ar.purchases.priceRise.text
        .replace("{{name}}", "\u2068Nike Air\u2069")
        .replace("{{price}}", inText(95))
        .replace("{{quoted}}", inText(89.9)),
    );
    expect(button(page, quote.pay.replace("{{amount}}", inText(199.13)))).toBeUndefined();
    await click(button(page, ar.purchases.priceRise.accept.replace("{{amount}}", inText(11.23)))!);
    expect(actions.acceptRise).toHaveBeenCalledWith(risen);
    await click(button(page, ar.purchases.priceRise.drop)!);
    expect(actions.dropItem).toHaveBeenCalledWith(risen);
  });

  it("lists the items alone before the quote", async () => {
    const page = await show(
      quoted({
        state: "sent",
        goods: null,
        delivery: null,
        tax: null,
        fee: null,
        total: null,
        items: [item({ unitPrice: null, available: null })],
      }),
    );
    expect(page.querySelector("h2")!.textContent).toBe(ar.purchases.items.title);
    expect(page.querySelector("[data-testid=quote-amounts]")).toBeNull();
    expect(lines(page)[0]!.textContent).toContain(ar.purchases.items.maxPrice.replace("{{amount}}", inText(100)));
    expect(page.querySelectorAll("button")).toHaveLength(0);
  });
});
