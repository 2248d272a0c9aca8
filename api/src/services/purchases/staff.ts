/**
 * The staff's side of a purchase request: the quote, a price rise found
 * before buying, the purchase recorded (with its refunds), the shop's
 * tracking, and closing. Each locks the request and checks the state table
 * under the lock: of two staff quoting or recording at once, one wins and
 * the other is answered 409.
 */
import {
  CLOSE_REFUNDS_FROM,
  leftOutReason,
  purchaseRefundCents,
  quoteTotals,
  quoteValidUntil,
} from "@ipf/shared/rules/purchases";
import { MIN_PRE_ALERT_TRACK } from "@ipf/shared/rules/pre-alerts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { assertPurchase } from "./customer.js";
import { createPurchasePreAlert } from "./lifecycle.js";
import { refundPurchase } from "./money.js";
import { afterPurchaseChange, notifyPurchase } from "./notify.js";
import { lockPurchase } from "./read.js";
import { purchaseSettings } from "./settings.js";
import type { PurchaseItemRow, PurchaseRow } from "./rows.js";

const MESSAGES = {
  nothingBuyable: "No item can be bought: none is available at or below the customer's price.",
  itemsMismatch: "Give every item of the request once.",
  trackTooShort: "A track number has at least 4 characters.",
  paidAboveQuote: "An item bought above its quoted price: report the rise to the customer first.",
  risenNotBuyable: "Only an item of the quote whose price rose can be reported.",
} as const;

/** Every item of the request named once, and nothing else. */
function matchItems<T extends { itemId: string }>(
  items: PurchaseItemRow[],
  given: T[],
  field = "items",
): Map<string, T> {
  const byId = new Map(given.map((entry) => [entry.itemId, entry]));
  if (byId.size !== given.length || byId.size !== items.length || items.some((item) => !byId.has(item.id)))
    throw ValidationError({ [field]: "fillAllFields" }, MESSAGES.itemsMismatch);
  return byId;
}

async function update(work: Work, id: string, patch: Partial<PurchaseRow>): Promise<PurchaseRow> {
  const [row] = (await work
    .trx("purchase_requests")
    .where({ id })
    .update({ ...patch, handled_by: actingStaff(work).id })
    .returning("*")) as PurchaseRow[];
  return row!;
}

/** POST /api/admins/purchases/:id/quote. */
export async function quotePurchase(
  work: Work,
  id: string,
  input: {
    items: { itemId: string; available: boolean; unitPrice: number | null }[];
    delivery: number;
    tax: number;
    note: string;
  },
): Promise<PurchaseRow> {
  const { row, items } = await lockPurchase(work, id);
  assertPurchase(row, "quote");
  const given = matchItems(items, input.items);
  const priced = items.map((item) => {
    const entry = given.get(item.id)!;
    return { item, available: entry.available, unitPriceCents: entry.available ? entry.unitPrice : null };
  });
  const settings = await purchaseSettings(work);
  const totals = quoteTotals(
    priced.map(({ item, available, unitPriceCents }) => ({
      quantity: item.quantity,
      maxUnitPriceCents: item.max_unit_price_cents,
      unitPriceCents,
      available,
    })),
    { deliveryCents: input.delivery, taxCents: input.tax },
    settings,
  );
  if (totals.buyableCount === 0) throw ConflictError("NOTHING_BUYABLE", MESSAGES.nothingBuyable);
  for (const { item, available, unitPriceCents } of priced) {
    await work.trx("purchase_items").where({ id: item.id }).update({ available, unit_price_cents: unitPriceCents });
  }
  const quoted = await update(work, row.id, {
    state: "quoted",
    goods_cents: totals.goodsCents,
    delivery_cents: totals.deliveryCents,
    tax_cents: totals.taxCents,
    fee_cents: totals.feeCents,
    total_cents: totals.totalCents,
    fee_basis_points: settings.feeBasisPoints,
    quote_note: input.note || null,
    quoted_at: work.now,
    quote_valid_until: quoteValidUntil(work.now, settings.validityDays),
  });
  await notifyPurchase(work, "quoted", quoted, { amountCents: totals.totalCents, note: quoted.quote_note });
  afterPurchaseChange(work, quoted);
  return quoted;
}

/** The items the quote buys: available and within the customer's price. */
const inQuote = (item: PurchaseItemRow) =>
  leftOutReason({
    quantity: item.quantity,
    maxUnitPriceCents: item.max_unit_price_cents,
    unitPriceCents: item.unit_price_cents,
    available: item.available ?? false,
  }) === null && item.rise_decision !== "dropped";

/** POST /api/admins/purchases/:id/price-rise: before buying, items now dearer than quoted. */
export async function reportPriceRise(
  work: Work,
  id: string,
  input: { items: { itemId: string; newUnitPrice: number }[]; note: string },
): Promise<PurchaseRow> {
  const { row, items } = await lockPurchase(work, id);
  assertPurchase(row, "priceRise");
  for (const entry of input.items) {
    const item = items.find((found) => found.id === entry.itemId);
    if (!item || !inQuote(item) || entry.newUnitPrice <= (item.unit_price_cents ?? 0) || item.rise_decision !== null)
      throw ValidationError({ items: "invalidPrice" }, MESSAGES.risenNotBuyable);
  }
  for (const entry of input.items) {
    await work
      .trx("purchase_items")
      .where({ id: entry.itemId })
      .update({ outcome: "price_rose", new_unit_price_cents: entry.newUnitPrice });
  }
  const waiting = await update(work, row.id, { state: "awaiting_customer" });
  await notifyPurchase(work, "awaiting_customer", waiting, { note: input.note || null });
  afterPurchaseChange(work, waiting);
  return waiting;
}

/**
 * POST /api/admins/purchases/:id/record: the purchase as made. An item bought
 * for less is refunded its difference, one out of stock its goods and fee
 * share, at once; an item bought above its quote is refused (its rise is
 * reported first). Nothing bought closes the request, everything refunded.
 * The shop's tracking, when given, ships it and makes its pre-alert.
 */
export async function recordPurchase(
  work: Work,
  id: string,
  input: {
    orderNumber: string;
    paidTotal: number;
    trackNumber: string;
    items: { itemId: string; outcome: "bought" | "out_of_stock"; paidUnitPrice: number | null }[];
  },
  receiptPath: string,
): Promise<PurchaseRow> {
  const { row, items } = await lockPurchase(work, id);
  assertPurchase(row, "record");
  if (input.trackNumber && input.trackNumber.length < MIN_PRE_ALERT_TRACK)
    throw ValidationError({ trackNumber: "invalidCode" }, MESSAGES.trackTooShort);
  const bought = items.filter(inQuote);
  const given = matchItems(bought, input.items);
  const quote = { goodsCents: row.goods_cents ?? 0, feeCents: row.fee_cents ?? 0 };
  const refunds: { itemId: string; reason: "cheaper" | "out_of_stock"; amountCents: number }[] = [];
  for (const item of bought) {
    const entry = given.get(item.id)!;
    // An accepted rise is the price paid for; otherwise the quote's.
    const agreed = item.rise_decision === "accepted" ? item.new_unit_price_cents! : item.unit_price_cents!;
    if (entry.outcome === "bought" && entry.paidUnitPrice! > agreed)
      throw ValidationError({ items: "invalidPrice" }, MESSAGES.paidAboveQuote);
    const refund = purchaseRefundCents(
      {
        quantity: item.quantity,
        unitPriceCents: agreed,
        outcome: entry.outcome,
        paidUnitPriceCents: entry.paidUnitPrice,
      },
      quote,
    );
    if (refund) refunds.push({ itemId: item.id, ...refund });
    await work
      .trx("purchase_items")
      .where({ id: item.id })
      .update({
        outcome: entry.outcome,
        paid_unit_price_cents: entry.outcome === "bought" ? entry.paidUnitPrice : null,
      });
  }
  const nothingBought = input.items.every((entry) => entry.outcome === "out_of_stock");
  let total = 0;
  if (nothingBought) {
    // Nothing to wait for: everything paid goes back, the shop's delivery and the fee with it.
    total = await refundPurchase(work, row, {
      askedCents: Number.MAX_SAFE_INTEGER,
      reason: "out_of_stock",
      itemId: null,
    });
  } else {
    for (const refund of refunds)
      total += await refundPurchase(work, row, {
        askedCents: refund.amountCents,
        reason: refund.reason,
        itemId: refund.itemId,
      });
  }
  const track = input.trackNumber || null;
  let recorded = await update(work, row.id, {
    state: nothingBought ? "closed" : track ? "shipped" : "ordered",
    order_number: input.orderNumber,
    paid_to_shop_cents: input.paidTotal,
    receipt_path: receiptPath,
    track_number: track,
    ordered_at: work.now,
    shipped_at: track && !nothingBought ? work.now : null,
    closed_at: nothingBought ? work.now : null,
    close_reason: nothingBought ? "out_of_stock" : null,
  });
  if (total > 0) await notifyPurchase(work, "refunded", recorded, { amountCents: total });
  if (nothingBought) {
    await notifyPurchase(work, "closed", recorded);
  } else {
    await notifyPurchase(work, "ordered", recorded);
    if (track) {
      recorded = await createPurchasePreAlert(work, recorded);
      await notifyPurchase(work, "shipped", recorded);
    }
  }
  afterPurchaseChange(work, recorded);
  return recorded;
}

/** POST /api/admins/purchases/:id/tracking: shipped, its pre-alert made (or its number corrected). */
export async function trackPurchase(work: Work, id: string, trackNumber: string): Promise<PurchaseRow> {
  const { row } = await lockPurchase(work, id);
  assertPurchase(row, "track");
  if (trackNumber.length < MIN_PRE_ALERT_TRACK)
    throw ValidationError({ trackNumber: "invalidCode" }, MESSAGES.trackTooShort);
  let shipped = await update(work, row.id, {
    state: "shipped",
    track_number: trackNumber,
    shipped_at: row.shipped_at ?? work.now,
  });
  shipped = await createPurchasePreAlert(work, shipped);
  if (row.state !== "shipped") await notifyPurchase(work, "shipped", shipped);
  afterPurchaseChange(work, shipped);
  return shipped;
}

/**
 * POST /api/admins/purchases/:id/close. A request paid and not bought
 * (paid, or waiting for the customer) gets back what is left of its
 * payments; one bought keeps its money.
 */
export async function closePurchase(work: Work, id: string, reason: string): Promise<PurchaseRow> {
  const { row } = await lockPurchase(work, id);
  assertPurchase(row, "close");
  let refunded = 0;
  if ((CLOSE_REFUNDS_FROM as readonly string[]).includes(row.state)) {
    await work
      .trx("transactions")
      .where({ purchase_request_id: row.id, state: "pending" })
      .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "system" });
    refunded = await refundPurchase(work, row, { askedCents: Number.MAX_SAFE_INTEGER, reason: "closed", itemId: null });
  }
  const closed = await update(work, row.id, { state: "closed", closed_at: work.now, close_reason: reason });
  if (refunded > 0) await notifyPurchase(work, "refunded", closed, { amountCents: refunded });
  await notifyPurchase(work, "closed", closed, { note: reason });
  afterPurchaseChange(work, closed);
  return closed;
}

/** GET /api/admins/purchases/:id/receipt. */
export async function purchaseReceipt(scope: Scope, id: string) {
  const row = (await scope.db("purchase_requests").where({ id }).first("receipt_path")) as
    { receipt_path: string | null } | undefined;
  if (!row) throw NotFoundError("Purchase request not found.");
  const document = row.receipt_path ? await scope.deps.storage.files.get(row.receipt_path) : null;
  if (!row.receipt_path || !document) throw NotFoundError("No receipt was recorded.", "NO_RECEIPT");
  return { document, contentType: row.receipt_path.endsWith(".pdf") ? "application/pdf" : "image/webp" };
}
