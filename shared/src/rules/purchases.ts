/**
 * Shop for me ("Buy for me"): the customer asks us to buy goods from
 * European shops on their behalf (docs/features.md, *Buy for me*). Pure, so
 * the API, the customer's pages and the back office read the same states,
 * limits and money: amounts are euro cents.
 *
 * A request's life: the customer writes a `draft` and sends it (`sent`);
 * staff price it (`quoted`, valid some days, else `expired`); the customer
 * pays (`paid`) or declines; staff buy (`ordered`, `shipped` once the shop's
 * tracking is known), perhaps asking the customer first about a price that
 * rose (`awaiting_customer`); the parcel arrives at the warehouse
 * (`arrived`) and leaves it (`closed`).
 */

export const PURCHASE_STATES = [
  "draft",
  "sent",
  "quoted",
  "expired",
  "declined",
  "paid",
  "awaiting_customer",
  "ordered",
  "shipped",
  "arrived",
  "closed",
  "cancelled",
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** Nothing happens to a request in these states any more. */
export const FINAL_PURCHASE_STATES = ["declined", "closed", "cancelled"] as const satisfies readonly PurchaseState[];

/** What staff found when buying an item (after payment). */
export const ITEM_OUTCOMES = ["bought", "out_of_stock", "price_rose"] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/** Who performs an action: the customer, staff, a payment (card webhook, local checkout), or the API itself. */
export type PurchaseActor = "customer" | "staff" | "payment" | "system";

/**
 * Every action on a request: the states it may start from, the state it
 * leaves, and who performs it. The API refuses with 409 what this table does
 * not allow; the front ends read it to show or hide their buttons.
 */
export const PURCHASE_RULES = {
  /** Rewrite the items; a sent request goes back to draft. */
  edit: { from: ["draft", "sent"], to: "draft", by: "customer" },
  /** Ask for a quote; an expired quote is sent again for a new one. */
  send: { from: ["draft", "expired"], to: "sent", by: "customer" },
  /** Free until paid. */
  cancel: { from: ["draft", "sent", "quoted"], to: "cancelled", by: "customer" },
  /** Price each item, the shop's delivery and tax, and the fee. */
  quote: { from: ["sent"], to: "quoted", by: "staff" },
  /** Open the checkout of the quote (refused with QUOTE_EXPIRED past its validity). */
  pay: { from: ["quoted"], to: "quoted", by: "customer" },
  decline: { from: ["quoted"], to: "declined", by: "customer" },
  /** The validity passed unpaid (checked on read and by the job queue). */
  expire: { from: ["quoted"], to: "expired", by: "system" },
  /** The quote's checkout completed. */
  paid: { from: ["quoted"], to: "paid", by: "payment" },
  /** An item costs more than quoted now: the customer accepts the extra or drops the item. */
  priceRise: { from: ["paid"], to: "awaiting_customer", by: "staff" },
  /** The customer opens the checkout of an item's extra. */
  acceptRise: { from: ["awaiting_customer"], to: "awaiting_customer", by: "customer" },
  /** The extra was paid, or the item dropped and refunded: back to paid once no item waits. */
  settleRise: { from: ["awaiting_customer"], to: "paid", by: "payment" },
  dropItem: { from: ["awaiting_customer"], to: "paid", by: "customer" },
  /** Staff bought: order number, amount, receipt, outcomes; `shipped` at once when the tracking is known. */
  record: { from: ["paid"], to: "ordered", by: "staff" },
  /** The shop's tracking number, at ordering or later: the pre-alert is made then. */
  track: { from: ["ordered", "shipped"], to: "shipped", by: "staff" },
  /** The intake desk matched the parcel to the request's pre-alert. */
  arrive: { from: ["ordered", "shipped"], to: "arrived", by: "staff" },
  /** The parcel left the warehouse (shipped or returned to the shop). */
  leave: { from: ["arrived"], to: "closed", by: "system" },
  /** Staff end a request: one without a parcel (what was paid and not spent is refunded), or one done. */
  close: { from: ["paid", "awaiting_customer", "ordered", "shipped", "arrived"], to: "closed", by: "staff" },
} as const satisfies Record<string, { from: readonly PurchaseState[]; to: PurchaseState; by: PurchaseActor }>;
export type PurchaseAction = keyof typeof PURCHASE_RULES;

export function canPurchase(state: PurchaseState, action: PurchaseAction): boolean {
  return (PURCHASE_RULES[action].from as readonly PurchaseState[]).includes(state);
}

/** Staff closing from these states refunds what was paid and not yet refunded: nothing was bought. */
export const CLOSE_REFUNDS_FROM = ["paid", "awaiting_customer"] as const satisfies readonly PurchaseState[];

export const PURCHASE_LIMITS = {
  minItems: 1,
  maxItems: 20,
  url: 2000,
  name: 200,
  options: 200,
  minQuantity: 1,
  maxQuantity: 99,
  /** The highest price of one item a customer may accept: 10,000 €. */
  maxUnitPriceCents: 1_000_000,
  note: 500,
  /** Staff's message with a quote, a price rise or a closing. */
  staffNote: 1000,
  orderNumber: 100,
  trackNumber: 60,
  /** The shop's delivery and tax on a quote, each. */
  maxChargeCents: 1_000_000,
  /** What staff may record as paid to the shop. */
  maxPaidCents: 20_000_000,
} as const;

export interface PurchaseSettings {
  /** The service fee's share of the goods, in basis points (800 = 8 %). */
  feeBasisPoints: number;
  /** The least fee, euro cents. */
  minimumFeeCents: number;
  /** Days a quote may be paid. */
  validityDays: number;
}

export const DEFAULT_PURCHASE_SETTINGS: PurchaseSettings = {
  feeBasisPoints: 800,
  minimumFeeCents: 500,
  validityDays: 3,
};

/** Bounds of the settings: a share up to 50 %, a minimum up to 500 €, a validity of 1 to 30 days. */
export const PURCHASE_SETTING_LIMITS = {
  maxFeeBasisPoints: 5000,
  maxMinimumFeeCents: 50_000,
  minValidityDays: 1,
  maxValidityDays: 30,
} as const;

/**
 * The service fee for goods worth `goodsCents`: the setting's share, rounded
 * to the nearest cent, never below the minimum. No goods, no fee.
 */
export function purchaseFeeCents(
  goodsCents: number,
  settings: Pick<PurchaseSettings, "feeBasisPoints" | "minimumFeeCents">,
): number {
  if (!Number.isFinite(goodsCents) || goodsCents <= 0) return 0;
  const share = Math.round((goodsCents * settings.feeBasisPoints) / 10_000);
  return Math.max(share, settings.minimumFeeCents);
}

/** An item as staff priced it. */
export interface QuotedItem {
  quantity: number;
  maxUnitPriceCents: number;
  unitPriceCents: number | null;
  available: boolean;
}

/** Why an item is left out of a quote: the shop does not have it, or it costs more than the customer accepts. */
export type LeftOutReason = "unavailable" | "aboveMax";

export function leftOutReason(item: QuotedItem): LeftOutReason | null {
  if (!item.available || item.unitPriceCents === null) return "unavailable";
  if (item.unitPriceCents > item.maxUnitPriceCents) return "aboveMax";
  return null;
}

export const isBuyable = (item: QuotedItem): boolean => leftOutReason(item) === null;

export interface QuoteTotals {
  goodsCents: number;
  deliveryCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  /** How many items the quote buys; 0: it cannot be sent. */
  buyableCount: number;
}

/** A quote's money: the buyable items' goods, the shop's delivery and tax, and the fee on the goods. */
export function quoteTotals(
  items: readonly QuotedItem[],
  charges: { deliveryCents: number; taxCents: number },
  settings: Pick<PurchaseSettings, "feeBasisPoints" | "minimumFeeCents">,
): QuoteTotals {
  const buyable = items.filter(isBuyable);
  const goodsCents = buyable.reduce((sum, item) => sum + item.quantity * item.unitPriceCents!, 0);
  const feeCents = purchaseFeeCents(goodsCents, settings);
  return {
    goodsCents,
    deliveryCents: charges.deliveryCents,
    taxCents: charges.taxCents,
    feeCents,
    totalCents: goodsCents + charges.deliveryCents + charges.taxCents + feeCents,
    buyableCount: buyable.length,
  };
}

const DAY_MS = 86_400_000;

/** Until when a quote made at `quotedAt` may be paid. */
export function quoteValidUntil(quotedAt: Date, validityDays: number): Date {
  return new Date(quotedAt.getTime() + validityDays * DAY_MS);
}

/** The state a reader sees: a quote past its validity is expired, whether the job has marked it yet or not. */
export function effectivePurchaseState(state: PurchaseState, validUntil: Date | null, now: Date): PurchaseState {
  return state === "quoted" && validUntil !== null && validUntil.getTime() <= now.getTime() ? "expired" : state;
}

/**
 * An item's share of the fee: the fee split by the goods' value, rounded
 * down, so the shares of every item never pass the fee.
 */
export function itemFeeShareCents(itemGoodsCents: number, goodsCents: number, feeCents: number): number {
  if (goodsCents <= 0 || itemGoodsCents <= 0) return 0;
  return Math.floor((feeCents * Math.min(itemGoodsCents, goodsCents)) / goodsCents);
}

/**
 * What accepting a price rise costs: the difference for the item's quantity,
 * and the fee's share of that difference at the quote's rate (no minimum:
 * the fee's minimum was paid with the quote).
 */
export function priceRiseExtraCents(
  item: { quantity: number; unitPriceCents: number; newUnitPriceCents: number },
  feeBasisPoints: number,
): { goodsCents: number; feeCents: number; totalCents: number } {
  const goodsCents = Math.max(0, item.quantity * (item.newUnitPriceCents - item.unitPriceCents));
  const feeCents = Math.round((goodsCents * feeBasisPoints) / 10_000);
  return { goodsCents, feeCents, totalCents: goodsCents + feeCents };
}

/** Why money goes back to the customer. */
export const REFUND_REASONS = [
  /** Bought for less than quoted. */
  "cheaper",
  /** The shop no longer had the item: its goods and fee share. */
  "out_of_stock",
  /** The customer dropped an item whose price rose: its goods and fee share. */
  "dropped",
  /** A checkout paid after its quote expired: the whole of it. */
  "late_payment",
  /** Staff closed a request nothing was bought for: what was paid and not refunded. */
  "closed",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * What the recorded purchase gives back, by item: an item bought for less
 * than quoted, its difference; one out of stock, its quoted goods and its fee
 * share. Items left out of the quote were never paid.
 */
export function purchaseRefundCents(
  item: {
    quantity: number;
    unitPriceCents: number;
    outcome: "bought" | "out_of_stock";
    paidUnitPriceCents: number | null;
  },
  quote: { goodsCents: number; feeCents: number },
): { reason: "cheaper" | "out_of_stock"; amountCents: number } | null {
  const quotedGoods = item.quantity * item.unitPriceCents;
  if (item.outcome === "out_of_stock") {
    const amountCents = quotedGoods + itemFeeShareCents(quotedGoods, quote.goodsCents, quote.feeCents);
    return amountCents > 0 ? { reason: "out_of_stock", amountCents } : null;
  }
  const paid = item.paidUnitPriceCents ?? item.unitPriceCents;
  const amountCents = item.quantity * (item.unitPriceCents - paid);
  return amountCents > 0 ? { reason: "cheaper", amountCents } : null;
}

/** A refund never passes what is left of the payments: paid less already refunded. */
export function refundableCents(askedCents: number, paidCents: number, refundedCents: number): number {
  return Math.max(0, Math.min(askedCents, paidCents - refundedCents));
}

/** The back office's queue tabs and the states each shows. */
export const PURCHASE_TABS = ["quote", "buy", "waiting", "ordered", "closed", "all"] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];
export const PURCHASE_TAB_STATES: Record<PurchaseTab, readonly PurchaseState[]> = {
  quote: ["sent"],
  buy: ["paid"],
  waiting: ["quoted", "awaiting_customer"],
  ordered: ["ordered", "shipped", "arrived"],
  closed: ["closed", "cancelled", "declined", "expired"],
  all: PURCHASE_STATES.filter((state) => state !== "draft"),
};

/** The live events: the back office's queue reloads; the customer's request changed ({ purchaseId, state }). */
export const PURCHASES_STAFF_EVENT = "loadPurchases";
export const PURCHASE_CUSTOMER_EVENT = "purchaseRequest";

/** The request's reference as customers and staff read it: "BFM-" and its number. */
export function purchaseReference(number: number): string {
  return `BFM-${String(number).padStart(6, "0")}`;
}

/** The card checkout's lines (the English invoice prints the same words). */
export function purchaseLineText(reference: string): string {
  return `Purchase ${reference}: goods, shop delivery and tax, service fee`;
}
export function priceRiseLineText(reference: string, itemName: string): string {
  return `Purchase ${reference}: price rise of ${itemName}`;
}
