/**
 * The customer's side of a purchase request: writing it (a draft, or sent at
 * once), rewriting it before the quote, sending, cancelling, declining or
 * paying the quote, and answering a price rise. Every change locks the
 * request first and checks the state table (rules/purchases.ts) under the
 * lock, so two changes racing see each other.
 */
import type { Language } from "@ipf/shared";
import {
  canPurchase,
  isBuyable,
  itemFeeShareCents,
  priceRiseExtraCents,
  priceRiseLineText,
  purchaseLineText,
  type PurchaseAction,
} from "@ipf/shared/rules/purchases";
import type { PurchaseDraft, PurchaseItemFields } from "@ipf/shared/schemas/purchases";
import type { CustomerRow } from "../../db-rows.js";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import type { Work } from "../work.js";
import {
  cancelPendingCheckouts,
  openPurchaseCheckout,
  pendingCheckout,
  refundPurchase,
  reusableCheckoutUrl,
} from "./money.js";
import { afterPurchaseChange, notifyPurchase, referenceOf } from "./notify.js";
import { asRead, lockPurchase } from "./read.js";
import type { PurchaseItemRow, PurchaseRow } from "./rows.js";

const MESSAGES = {
  invalidState: "This request cannot do that now.",
  expired: "This quote has expired: send the request again for a new quote.",
  alreadyPaid: "This quote is already paid.",
  noRise: "This item's price has not risen, or you have answered already.",
} as const;

/** 409 unless the table allows `action` from the request's state as it reads now. */
export function assertPurchase(row: PurchaseRow, action: PurchaseAction): void {
  if (!canPurchase(row.state, action)) throw ConflictError("INVALID_STATE", MESSAGES.invalidState);
}

/** "www.zalando.de" and "zalando.de" are the same shop. */
const hostOf = (url: string): string | null => {
  const match = /^https?:\/\/([^/?#:@]+)/i.exec(url);
  return match ? match[1]!.toLowerCase().replace(/^www\./, "") : null;
};

/** The market's shops by host name, to recognise the shop of each link. */
async function shopsByHost(work: Work): Promise<Map<string, string>> {
  const shops = (await work.trx("shops").select("id", "link")) as { id: string; link: string }[];
  const byHost = new Map<string, string>();
  for (const shop of shops) {
    const host = hostOf(shop.link);
    if (host && !byHost.has(host)) byHost.set(host, shop.id);
  }
  return byHost;
}

async function writeItems(work: Work, purchaseId: string, items: PurchaseItemFields[]): Promise<void> {
  const shops = await shopsByHost(work);
  await work.trx("purchase_items").where({ purchase_request_id: purchaseId }).delete();
  await work.trx("purchase_items").insert(
    items.map((item, position) => ({
      purchase_request_id: purchaseId,
      position,
      url: item.url,
      shop_id: shops.get(hostOf(item.url) ?? "") ?? null,
      name: item.name,
      options: item.options,
      quantity: item.quantity,
      max_unit_price_cents: item.maxUnitPriceCents,
      note: item.note,
    })),
  );
}

async function assertWarehouse(work: Work, warehouseId: string): Promise<void> {
  const warehouse = await work.trx("warehouses").where({ id: warehouseId, is_active: true }).first("id");
  if (!warehouse) throw ValidationError({ warehouseId: "unknownWarehouse" }, "This warehouse does not exist.");
}

async function update(work: Work, id: string, patch: Partial<PurchaseRow>): Promise<PurchaseRow> {
  const [row] = (await work.trx("purchase_requests").where({ id }).update(patch).returning("*")) as PurchaseRow[];
  return row!;
}

/** POST /api/purchases. */
export async function createPurchase(work: Work, customer: CustomerRow, input: PurchaseDraft): Promise<PurchaseRow> {
  await assertWarehouse(work, input.warehouseId);
  const [created] = (await work
    .trx("purchase_requests")
    .insert({
      customer_id: customer.id,
      warehouse_id: input.warehouseId,
      state: input.send ? "sent" : "draft",
      sent_at: input.send ? work.now : null,
      created_at: work.now,
    })
    .returning("*")) as PurchaseRow[];
  await writeItems(work, created!.id, input.items);
  if (input.send) await notifyPurchase(work, "sent", created!);
  afterPurchaseChange(work, created!);
  return created!;
}

/** PUT /api/purchases/:id: the whole request again, before the quote. */
export async function updatePurchase(
  work: Work,
  customer: CustomerRow,
  id: string,
  input: PurchaseDraft,
): Promise<PurchaseRow> {
  const { row } = await lockPurchase(work, id, customer.id);
  assertPurchase(row, "edit");
  await assertWarehouse(work, input.warehouseId);
  await writeItems(work, row.id, input.items);
  const sent = input.send;
  const updated = await update(work, row.id, {
    warehouse_id: input.warehouseId,
    state: sent ? "sent" : "draft",
    sent_at: sent ? work.now : null,
  });
  if (sent && row.state !== "sent") await notifyPurchase(work, "sent", updated);
  afterPurchaseChange(work, updated);
  return updated;
}

/** POST /api/purchases/:id/send: a draft, or an expired quote for a new one (its old prices cleared). */
export async function sendPurchase(work: Work, customer: CustomerRow, id: string): Promise<PurchaseRow> {
  const { row } = await lockPurchase(work, id, customer.id);
  const read = asRead(row, work.now);
  assertPurchase(read, "send");
  if (read.state === "expired") {
    await cancelPendingCheckouts(work, row, "system");
    await work
      .trx("purchase_items")
      .where({ purchase_request_id: row.id })
      .update({ unit_price_cents: null, available: null });
  }
  const sent = await update(work, row.id, {
    state: "sent",
    sent_at: work.now,
    goods_cents: null,
    delivery_cents: null,
    tax_cents: null,
    fee_cents: null,
    total_cents: null,
    fee_basis_points: null,
    quote_note: null,
    quote_valid_until: null,
    quoted_at: null,
  });
  await notifyPurchase(work, "sent", sent);
  afterPurchaseChange(work, sent);
  return sent;
}

/** POST /api/purchases/:id/cancel: before paying, final; an open checkout closes with it. */
export function cancelPurchase(work: Work, customer: CustomerRow, id: string): Promise<PurchaseRow> {
  return giveUp(work, customer, id, "cancel", { state: "cancelled", cancelled_at: work.now });
}

/** POST /api/purchases/:id/decline: the quote refused, final. */
export function declinePurchase(work: Work, customer: CustomerRow, id: string, reason: string): Promise<PurchaseRow> {
  return giveUp(work, customer, id, "decline", {
    state: "declined",
    declined_at: work.now,
    decline_reason: reason || null,
  });
}

/**
 * The customer gives the request up before paying (`end` says how): its
 * open checkouts close with it, and they are told in the state's words.
 */
async function giveUp(
  work: Work,
  customer: CustomerRow,
  id: string,
  action: "cancel" | "decline",
  end: Partial<PurchaseRow> & { state: "cancelled" | "declined" },
): Promise<PurchaseRow> {
  const { row } = await lockPurchase(work, id, customer.id);
  assertPurchase(asRead(row, work.now), action);
  await cancelPendingCheckouts(work, row, "customer");
  const ended = await update(work, row.id, end);
  await notifyPurchase(work, end.state, ended);
  afterPurchaseChange(work, ended);
  return ended;
}

/**
 * POST /api/purchases/:id/pay: the quote's checkout, the same one while it
 * is open. Refused past the quote's validity (QUOTE_EXPIRED) and once paid.
 */
export async function payPurchase(
  work: Work,
  customer: CustomerRow,
  id: string,
  locale: Language,
  origin: string,
): Promise<{ row: PurchaseRow; checkoutUrl: string }> {
  const { row } = await lockPurchase(work, id, customer.id);
  const read = asRead(row, work.now);
  if (read.state === "expired") throw ConflictError("QUOTE_EXPIRED", MESSAGES.expired);
  if (!canPurchase(read.state, "pay")) {
    const paid = await work.trx("transactions").where({ purchase_request_id: row.id, state: "complete" }).first("id");
    if (paid) throw ConflictError("ALREADY_PAID", MESSAGES.alreadyPaid);
    assertPurchase(read, "pay");
  }
  const open = await reusableCheckoutUrl(work, row, null);
  if (open) return { row, checkoutUrl: open };
  const checkoutUrl = await openPurchaseCheckout(
    work,
    row,
    customer,
    { amountCents: row.total_cents!, description: purchaseLineText(referenceOf(row)), itemId: null },
    locale,
    origin,
  );
  return { row, checkoutUrl };
}

/** The item of the request whose price rose and waits for the customer's answer; 409 otherwise. */
function risenItem(items: PurchaseItemRow[], itemId: string): PurchaseItemRow {
  const item = items.find((found) => found.id === itemId);
  if (!item) throw NotFoundError("Item not found.");
  if (item.outcome !== "price_rose" || item.rise_decision !== null)
    throw ConflictError("INVALID_STATE", MESSAGES.noRise);
  return item;
}

/** POST /api/purchases/:id/items/:itemId/accept-rise: the checkout of the difference and its fee share. */
export async function acceptRise(
  work: Work,
  customer: CustomerRow,
  id: string,
  itemId: string,
  locale: Language,
  origin: string,
): Promise<{ row: PurchaseRow; checkoutUrl: string }> {
  const { row, items } = await lockPurchase(work, id, customer.id);
  assertPurchase(row, "acceptRise");
  const item = risenItem(items, itemId);
  const open = await reusableCheckoutUrl(work, row, item.id);
  if (open) return { row, checkoutUrl: open };
  const extra = riseExtra(row, item);
  const checkoutUrl = await openPurchaseCheckout(
    work,
    row,
    customer,
    { amountCents: extra, description: priceRiseLineText(referenceOf(row), item.name), itemId: item.id },
    locale,
    origin,
  );
  return { row, checkoutUrl };
}

/** What accepting an item's rise costs, euro cents. */
export function riseExtra(row: PurchaseRow, item: PurchaseItemRow): number {
  return priceRiseExtraCents(
    {
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents ?? 0,
      newUnitPriceCents: item.new_unit_price_cents ?? 0,
    },
    row.fee_basis_points ?? 0,
  ).totalCents;
}

/**
 * Back to `paid` once no risen item waits for an answer; answers the request
 * as it now stands. Called under the request's lock.
 */
export async function settleRises(work: Work, row: PurchaseRow): Promise<PurchaseRow> {
  const waiting = await work
    .trx("purchase_items")
    .where({ purchase_request_id: row.id, outcome: "price_rose" })
    .whereNull("rise_decision")
    .first("id");
  if (waiting || row.state !== "awaiting_customer") return row;
  const paid = await update(work, row.id, { state: "paid" });
  await notifyPurchase(work, "paid", paid);
  return paid;
}

/** POST /api/purchases/:id/items/:itemId/drop: the item left out, its goods and fee share refunded at once. */
export async function dropItem(work: Work, customer: CustomerRow, id: string, itemId: string): Promise<PurchaseRow> {
  const { row, items } = await lockPurchase(work, id, customer.id);
  assertPurchase(row, "dropItem");
  const item = risenItem(items, itemId);
  await cancelPendingCheckoutOfItem(work, row, item.id);
  const goods = item.quantity * (item.unit_price_cents ?? 0);
  const asked = goods + itemFeeShareCents(goods, row.goods_cents ?? 0, row.fee_cents ?? 0);
  await work.trx("purchase_items").where({ id: item.id }).update({ rise_decision: "dropped" });
  const refunded = await refundPurchase(work, row, { askedCents: asked, reason: "dropped", itemId: item.id });
  if (refunded > 0) await notifyPurchase(work, "refunded", row, { amountCents: refunded });
  const settled = await settleRises(work, row);
  afterPurchaseChange(work, settled);
  return settled;
}

async function cancelPendingCheckoutOfItem(work: Work, row: PurchaseRow, itemId: string): Promise<void> {
  const open = await pendingCheckout(work, row, itemId);
  if (!open) return;
  await work
    .trx("transactions")
    .where({ id: open.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "customer" });
}

/** Whether any item of a quote can be bought. */
export const anyBuyable = (items: PurchaseItemRow[]) =>
  items.some((item) =>
    isBuyable({
      quantity: item.quantity,
      maxUnitPriceCents: item.max_unit_price_cents,
      unitPriceCents: item.unit_price_cents,
      available: item.available ?? false,
    }),
  );
