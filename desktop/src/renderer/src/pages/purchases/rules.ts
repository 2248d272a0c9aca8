import { MAX_UPLOAD_BYTES } from "@ipf/shared/rules/files";
import {
  canPurchase,
  CLOSE_REFUNDS_FROM,
  purchaseRefundCents,
  quoteTotals,
  refundableCents,
  type PurchaseState,
  type QuoteTotals,
} from "@ipf/shared/rules/purchases";
import type { PurchaseItem, StaffPurchase } from "@ipf/shared/schemas/purchases";
import { centsOfTyped, typedOfCents } from "./money";

/** The wire's euros as the cents the rules count in. */
const cents = (euros: number) => Math.round(euros * 100);

/** The fee's terms the quote is computed with (the settings, as the API answers them). */
export interface FeeTerms {
  feePercent: number;
  minimumFee: number;
  validityDays: number;
}

// ------------------------------------------------------------------ quote

/** One item as the quote dialog edits it: whether the shop has it, and its price of one as typed. */
export interface QuoteRow {
  itemId: string;
  available: boolean;
  price: string;
}

export interface QuoteDraft {
  rows: QuoteRow[];
  delivery: string;
  tax: string;
  note: string;
}

/** A fresh draft: every item available, its price empty (or the one quoted before, for a new quote). */
export function quoteDraftOf(purchase: StaffPurchase): QuoteDraft {
  return {
    rows: purchase.items.map((item) => ({
      itemId: item._id,
      available: item.available ?? true,
      price: item.unitPrice === null ? "" : typedOfCents(cents(item.unitPrice)),
    })),
    delivery: purchase.delivery === null ? "" : typedOfCents(cents(purchase.delivery)),
    tax: purchase.tax === null ? "" : typedOfCents(cents(purchase.tax)),
    note: "",
  };
}

/** Whether a typed price is above what the customer accepts for one: marked as staff type. */
export function aboveMax(item: PurchaseItem, row: QuoteRow): boolean {
  const price = centsOfTyped(row.price);
  return row.available && price !== null && price > cents(item.maxUnitPrice);
}

/**
 * The quote's money as typed so far: unreadable amounts count as nothing
 * (the checks say which one), the fee from the settings' terms.
 */
export function draftTotals(purchase: StaffPurchase, draft: QuoteDraft, terms: FeeTerms | null): QuoteTotals | null {
  if (!terms) return null;
  const items = purchase.items.map((item, index) => {
    const row = draft.rows[index]!;
    return {
      quantity: item.quantity,
      maxUnitPriceCents: cents(item.maxUnitPrice),
      unitPriceCents: row.available ? centsOfTyped(row.price) : null,
      available: row.available,
    };
  });
  return quoteTotals(
    items,
    { deliveryCents: centsOfTyped(draft.delivery) ?? 0, taxCents: centsOfTyped(draft.tax) ?? 0 },
    { feeBasisPoints: Math.round(terms.feePercent * 100), minimumFeeCents: cents(terms.minimumFee) },
  );
}

/** Why the quote cannot be sent as typed, by its first problem, or the request to send. */
export type QuoteCheck =
  | { problem: "priceRequired"; name: string }
  | { problem: "invalidPrice"; field: "delivery" | "tax" | "unitPrice"; name?: string }
  | { problem: "nothingBuyable" }
  | {
      problem: null;
      request: {
        items: { itemId: string; available: boolean; unitPrice: number | null }[];
        delivery: number;
        tax: number;
        note: string;
      };
    };

export function checkQuote(purchase: StaffPurchase, draft: QuoteDraft): QuoteCheck {
  const items = [];
  for (const [index, item] of purchase.items.entries()) {
    const row = draft.rows[index]!;
    if (!row.available) {
      items.push({ itemId: item._id, available: false, unitPrice: null });
      continue;
    }
    if (!row.price.trim()) return { problem: "priceRequired", name: item.name };
    const price = centsOfTyped(row.price);
    if (price === null || price === 0) return { problem: "invalidPrice", field: "unitPrice", name: item.name };
    items.push({ itemId: item._id, available: true, unitPrice: price / 100 });
  }
  const delivery = centsOfTyped(draft.delivery || "0");
  if (delivery === null) return { problem: "invalidPrice", field: "delivery" };
  const tax = centsOfTyped(draft.tax || "0");
  if (tax === null) return { problem: "invalidPrice", field: "tax" };
  const buyable = items.some(
    (row, index) => row.unitPrice !== null && row.unitPrice * 100 <= cents(purchase.items[index]!.maxUnitPrice),
  );
  if (!buyable) return { problem: "nothingBuyable" };
  return { problem: null, request: { items, delivery: delivery / 100, tax: tax / 100, note: draft.note.trim() } };
}

// ------------------------------------------------------------------ record

export type RecordOutcome = "bought" | "out_of_stock" | "price_rose";

/** One item of the quote as the record dialog edits it: what became of it, and the price typed with it. */
export interface RecordRow {
  itemId: string;
  outcome: RecordOutcome;
  price: string;
}

/** What staff buy: the items the quote priced, less those the customer dropped after a price rise. */
export const itemsToBuy = (purchase: StaffPurchase): PurchaseItem[] =>
  purchase.items.filter((item) => item.leftOut === null && item.unitPrice !== null && item.riseDecision !== "dropped");

/** An item's price of one as paid by the customer: the quoted one, or the risen one they accepted. */
export function paidPriceCents(item: PurchaseItem): number {
  if (item.riseDecision === "accepted" && item.newUnitPrice !== null) return cents(item.newUnitPrice);
  return cents(item.unitPrice ?? 0);
}

export function recordRowsOf(purchase: StaffPurchase): RecordRow[] {
  return itemsToBuy(purchase).map((item) => ({
    itemId: item._id,
    outcome: "bought",
    price: typedOfCents(paidPriceCents(item)),
  }));
}

export interface RefundLine {
  itemId: string;
  name: string;
  reason: "cheaper" | "out_of_stock";
  amountCents: number;
}

/**
 * What recording the purchase as typed refunds at once, by item (the shared
 * rule the API applies), and in all (never more than what is left of the
 * payments). Prices not yet readable refund nothing.
 */
export function refundPreview(purchase: StaffPurchase, rows: readonly RecordRow[]) {
  const items = itemsToBuy(purchase);
  const quote = { goodsCents: cents(purchase.goods ?? 0), feeCents: cents(purchase.fee ?? 0) };
  const lines: RefundLine[] = [];
  for (const [index, item] of items.entries()) {
    const row = rows[index]!;
    if (row.outcome === "price_rose") continue;
    const paid = row.outcome === "bought" ? centsOfTyped(row.price) : null;
    if (row.outcome === "bought" && paid === null) continue;
    const refund = purchaseRefundCents(
      {
        quantity: item.quantity,
        unitPriceCents: paidPriceCents(item),
        outcome: row.outcome,
        paidUnitPriceCents: paid,
      },
      quote,
    );
    if (refund) lines.push({ itemId: item._id, name: item.name, ...refund });
  }
  const asked = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { lines, totalCents: refundableCents(asked, cents(purchase.paid), cents(purchase.refunded)) };
}

export interface RecordDraft {
  orderNumber: string;
  paidTotal: string;
  trackNumber: string;
  rows: RecordRow[];
  /** The receipt: a file picked, or a photo of the camera; null for none. */
  receipt: Blob | null;
}

export type RecordCheck =
  | { problem: "boughtPriceRequired" | "boughtAbove" | "risePriceRequired" | "riseNotAbove"; item: PurchaseItem }
  | { problem: "orderRequired" | "paidRequired" | "receiptRequired" | "nothingBought" }
  | { problem: null; kind: "priceRise"; request: { items: { itemId: string; newUnitPrice: number }[] } }
  | { problem: null; kind: "record"; form: FormData };

/**
 * What saving the dialog sends: a price that rose asks the customer first
 * (the price rise alone, nothing else saved); otherwise the purchase, with
 * its receipt. The first problem found is said, nothing sent.
 */
export function checkRecord(purchase: StaffPurchase, draft: RecordDraft): RecordCheck {
  const items = itemsToBuy(purchase);
  const rises: { itemId: string; newUnitPrice: number }[] = [];
  const outcomes: { itemId: string; outcome: "bought" | "out_of_stock"; paidUnitPrice: number | null }[] = [];
  for (const [index, item] of items.entries()) {
    const row = draft.rows[index]!;
    const price = centsOfTyped(row.price);
    const quoted = paidPriceCents(item);
    if (row.outcome === "price_rose") {
      if (price === null) return { problem: "risePriceRequired", item };
      if (price <= quoted) return { problem: "riseNotAbove", item };
      rises.push({ itemId: item._id, newUnitPrice: price / 100 });
    } else if (row.outcome === "bought") {
      if (price === null) return { problem: "boughtPriceRequired", item };
      if (price > quoted) return { problem: "boughtAbove", item };
      outcomes.push({ itemId: item._id, outcome: "bought", paidUnitPrice: price / 100 });
    } else outcomes.push({ itemId: item._id, outcome: "out_of_stock", paidUnitPrice: null });
  }
  if (rises.length) return { problem: null, kind: "priceRise", request: { items: rises } };
  if (outcomes.every((outcome) => outcome.outcome === "out_of_stock")) return { problem: "nothingBought" };
  if (!draft.orderNumber.trim()) return { problem: "orderRequired" };
  const paid = centsOfTyped(draft.paidTotal);
  if (paid === null) return { problem: "paidRequired" };
  if (!draft.receipt) return { problem: "receiptRequired" };
  const form = new FormData();
  form.set("orderNumber", draft.orderNumber.trim());
  form.set("paidTotal", String(paid / 100));
  if (draft.trackNumber.trim()) form.set("trackNumber", draft.trackNumber.trim());
  form.set("items", JSON.stringify(outcomes));
  form.append("receipt", draft.receipt, receiptName(draft.receipt));
  return { problem: null, kind: "record", form };
}

function receiptName(receipt: Blob): string {
  if (receipt instanceof File && receipt.name) return receipt.name;
  if (receipt.type === "application/pdf") return "receipt.pdf";
  return receipt.type === "image/webp" ? "receipt.webp" : "receipt.jpg";
}

/** Why a picked receipt is refused before anything is sent: larger than the API takes, or neither PDF nor image. */
export function receiptProblem(file: Pick<File, "size" | "type" | "name">): "receiptTooLarge" | "receiptKind" | null {
  if (file.size > MAX_UPLOAD_BYTES) return "receiptTooLarge";
  const pdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!pdf && !file.type.startsWith("image/")) return "receiptKind";
  return null;
}

// ------------------------------------------------------------------ queue

/** The row's buttons by its state (the shared rules' table, as the API refuses the rest). */
export function rowActions(state: PurchaseState): { quote: boolean; record: boolean; track: boolean; close: boolean } {
  return {
    quote: canPurchase(state, "quote"),
    record: canPurchase(state, "record"),
    track: canPurchase(state, "track"),
    close: canPurchase(state, "close"),
  };
}

/** What closing would refund: what was paid and not yet refunded, when nothing was bought. */
export function closeRefundCents(purchase: StaffPurchase): number {
  if (!(CLOSE_REFUNDS_FROM as readonly PurchaseState[]).includes(purchase.state)) return 0;
  return Math.max(0, cents(purchase.paid) - cents(purchase.refunded));
}

export { cents };
