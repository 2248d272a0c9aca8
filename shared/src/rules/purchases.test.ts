import { describe, expect, it } from "vitest";
import { purchaseDraftSchema, purchaseQuoteRequestSchema } from "../schemas/purchases.js";
import {
  canPurchase,
  DEFAULT_PURCHASE_SETTINGS,
  effectivePurchaseState,
  itemFeeShareCents,
  priceRiseExtraCents,
  PURCHASE_RULES,
  PURCHASE_STATES,
  PURCHASE_TAB_STATES,
  purchaseFeeCents,
  purchaseReference,
  purchaseRefundCents,
  quoteTotals,
  quoteValidUntil,
  refundableCents,
} from "./purchases.js";

describe("purchaseFeeCents", () => {
  it("is 8 % of the goods with a minimum of 5 € by default", () => {
    expect(purchaseFeeCents(100_00, DEFAULT_PURCHASE_SETTINGS)).toBe(8_00);
    expect(purchaseFeeCents(20_00, DEFAULT_PURCHASE_SETTINGS)).toBe(5_00);
    expect(purchaseFeeCents(62_50, DEFAULT_PURCHASE_SETTINGS)).toBe(5_00);
    expect(purchaseFeeCents(62_51, DEFAULT_PURCHASE_SETTINGS)).toBe(5_00);
    expect(purchaseFeeCents(1_000_00, DEFAULT_PURCHASE_SETTINGS)).toBe(80_00);
  });

  it("rounds the share to the nearest cent", () => {
    expect(purchaseFeeCents(12_345_67, { feeBasisPoints: 800, minimumFeeCents: 0 })).toBe(98_765);
    expect(purchaseFeeCents(1_06, { feeBasisPoints: 850, minimumFeeCents: 0 })).toBe(9);
  });

  it("charges nothing on no goods", () => {
    expect(purchaseFeeCents(0, DEFAULT_PURCHASE_SETTINGS)).toBe(0);
    expect(purchaseFeeCents(-5, DEFAULT_PURCHASE_SETTINGS)).toBe(0);
    expect(purchaseFeeCents(Number.NaN, DEFAULT_PURCHASE_SETTINGS)).toBe(0);
  });
});

describe("PURCHASE_RULES", () => {
  it("names only known states", () => {
    for (const rule of Object.values(PURCHASE_RULES)) {
      for (const state of [...rule.from, rule.to]) expect(PURCHASE_STATES).toContain(state);
    }
  });

  it("lets the customer edit and cancel before paying, never after", () => {
    expect(canPurchase("draft", "edit")).toBe(true);
    expect(canPurchase("sent", "edit")).toBe(true);
    expect(canPurchase("quoted", "edit")).toBe(false);
    expect(canPurchase("quoted", "cancel")).toBe(true);
    expect(canPurchase("paid", "cancel")).toBe(false);
    expect(canPurchase("ordered", "cancel")).toBe(false);
  });

  it("sends an expired quote again, and pays only a quote", () => {
    expect(canPurchase("expired", "send")).toBe(true);
    expect(canPurchase("expired", "pay")).toBe(false);
    expect(canPurchase("quoted", "pay")).toBe(true);
    expect(canPurchase("paid", "pay")).toBe(false);
  });

  it("records a purchase once, from paid only", () => {
    expect(canPurchase("paid", "record")).toBe(true);
    expect(canPurchase("ordered", "record")).toBe(false);
    expect(canPurchase("awaiting_customer", "record")).toBe(false);
  });

  it("leaves nothing to do in a final state", () => {
    for (const state of ["declined", "closed", "cancelled"] as const) {
      for (const action of Object.keys(PURCHASE_RULES) as (keyof typeof PURCHASE_RULES)[]) {
        expect(canPurchase(state, action), `${state} ${action}`).toBe(false);
      }
    }
  });

  it("shows every state but draft in some tab other than all", () => {
    const tabbed = new Set(
      Object.entries(PURCHASE_TAB_STATES)
        .filter(([tab]) => tab !== "all")
        .flatMap(([, states]) => states),
    );
    expect([...PURCHASE_STATES].filter((state) => !tabbed.has(state))).toEqual(["draft"]);
    expect(PURCHASE_TAB_STATES.all).not.toContain("draft");
  });
});

describe("quoteTotals", () => {
  const items = [
    { quantity: 2, maxUnitPriceCents: 30_00, unitPriceCents: 25_00, available: true },
    { quantity: 1, maxUnitPriceCents: 10_00, unitPriceCents: 12_00, available: true },
    { quantity: 3, maxUnitPriceCents: 50_00, unitPriceCents: null, available: false },
  ];

  it("leaves out items unavailable or above the customer's price", () => {
    expect(quoteTotals(items, { deliveryCents: 4_90, taxCents: 0 }, DEFAULT_PURCHASE_SETTINGS)).toEqual({
      goodsCents: 50_00,
      deliveryCents: 4_90,
      taxCents: 0,
      feeCents: 5_00,
      totalCents: 59_90,
      buyableCount: 1,
    });
  });

  it("counts no buyable item when none can be bought", () => {
    const totals = quoteTotals(items.slice(1), { deliveryCents: 0, taxCents: 0 }, DEFAULT_PURCHASE_SETTINGS);
    expect(totals.buyableCount).toBe(0);
    expect(totals.totalCents).toBe(0);
  });

  it("buys an item priced exactly at the customer's highest price", () => {
    const totals = quoteTotals(
      [{ quantity: 1, maxUnitPriceCents: 10_00, unitPriceCents: 10_00, available: true }],
      { deliveryCents: 0, taxCents: 1_00 },
      DEFAULT_PURCHASE_SETTINGS,
    );
    expect(totals).toMatchObject({ goodsCents: 10_00, feeCents: 5_00, totalCents: 16_00, buyableCount: 1 });
  });
});

describe("quote expiry", () => {
  const quotedAt = new Date("2026-12-01T10:00:00Z");
  const until = quoteValidUntil(quotedAt, 3);

  it("holds the quote for the settings' days", () => {
    expect(until.toISOString()).toBe("2026-12-04T10:00:00.000Z");
  });

  it("reads a quote expired from its validity on", () => {
    expect(effectivePurchaseState("quoted", until, new Date("2026-12-04T09:59:59Z"))).toBe("quoted");
    expect(effectivePurchaseState("quoted", until, until)).toBe("expired");
    expect(effectivePurchaseState("paid", until, new Date("2027-01-01T00:00:00Z"))).toBe("paid");
  });
});

describe("refunds", () => {
  const quote = { goodsCents: 100_00, feeCents: 8_00 };

  it("gives back the difference of an item bought for less", () => {
    expect(
      purchaseRefundCents({ quantity: 2, unitPriceCents: 30_00, outcome: "bought", paidUnitPriceCents: 27_50 }, quote),
    ).toEqual({ reason: "cheaper", amountCents: 5_00 });
    expect(
      purchaseRefundCents({ quantity: 2, unitPriceCents: 30_00, outcome: "bought", paidUnitPriceCents: 30_00 }, quote),
    ).toBeNull();
  });

  it("gives back an item out of stock with its share of the fee", () => {
    expect(
      purchaseRefundCents(
        { quantity: 1, unitPriceCents: 40_00, outcome: "out_of_stock", paidUnitPriceCents: null },
        quote,
      ),
    ).toEqual({ reason: "out_of_stock", amountCents: 43_20 });
  });

  it("never splits more fee than there is", () => {
    expect(itemFeeShareCents(33_33, 100_00, 5_00)).toBe(1_66);
    expect(itemFeeShareCents(200_00, 100_00, 5_00)).toBe(5_00);
    expect(itemFeeShareCents(10_00, 0, 5_00)).toBe(0);
  });

  it("never refunds more than what is left of the payments", () => {
    expect(refundableCents(50_00, 100_00, 0)).toBe(50_00);
    expect(refundableCents(50_00, 100_00, 70_00)).toBe(30_00);
    expect(refundableCents(50_00, 100_00, 100_00)).toBe(0);
  });

  it("prices a rise as the difference and its fee share", () => {
    expect(priceRiseExtraCents({ quantity: 2, unitPriceCents: 10_00, newUnitPriceCents: 12_50 }, 800)).toEqual({
      goodsCents: 5_00,
      feeCents: 40,
      totalCents: 5_40,
    });
  });
});

describe("purchase schemas", () => {
  const item = { url: "https://shop.example/p/1", name: "Shoes", quantity: 1, maxUnitPrice: 49.9 };
  const warehouseId = "6f1d6b52-7a0b-4c4e-9d7e-0c8a2b4e1f00";

  it("parses euros to cents", () => {
    const draft = purchaseDraftSchema.parse({ warehouseId, items: [item] });
    expect(draft.items[0]).toEqual({
      url: item.url,
      name: item.name,
      quantity: 1,
      maxUnitPriceCents: 4990,
      options: "",
      note: "",
    });
    expect(draft.send).toBe(false);
  });

  it.each([
    ["a link that is not a URL", { url: "shop.example/p/1" }, "items.0.url", "invalidLink"],
    ["a javascript link", { url: "javascript:alert(1)" }, "items.0.url", "invalidLink"],
    ["quantity 0", { quantity: 0 }, "items.0.quantity", "atLeast?min=1"],
    ["quantity 100", { quantity: 100 }, "items.0.quantity", "atMost?max=99"],
    ["a price of 0", { maxUnitPrice: 0 }, "items.0.maxUnitPrice", "positiveNumber"],
    ["a price of 10^9", { maxUnitPrice: 1e9 }, "items.0.maxUnitPrice", "atMost?max=10000&unit=EUR"],
    ["no name", { name: " " }, "items.0.name", "purchaseNameRequired"],
  ])("refuses %s with its message key", (_, change, path, key) => {
    const result = purchaseDraftSchema.safeParse({ warehouseId, items: [{ ...item, ...change }] });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((found) => found.path.join(".") === path);
    expect(issue?.message).toBe(key);
  });

  it("refuses no items and more than 20", () => {
    expect(purchaseDraftSchema.safeParse({ warehouseId, items: [] }).error?.issues[0]?.message).toBe(
      "purchaseItemsRequired",
    );
    expect(
      purchaseDraftSchema.safeParse({ warehouseId, items: Array.from({ length: 21 }, () => item) }).error?.issues[0]
        ?.message,
    ).toBe("tooManyItems?max=20");
  });

  it("asks a price of an available item at quote", () => {
    const result = purchaseQuoteRequestSchema.safeParse({
      items: [{ itemId: warehouseId, available: true }],
      delivery: 0,
      tax: 0,
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ["items", 0, "unitPrice"], message: "priceRequired" });
  });
});

it("writes the reference with six digits", () => {
  expect(purchaseReference(42)).toBe("BFM-000042");
});
