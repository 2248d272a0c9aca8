/**
 * A purchase request's payment as the card webhook settles it (services/
 * payments/webhook.ts hands over the events of sessions whose payment names
 * a request). The webhook applies each event once; this settles each payment
 * once besides: a complete payment is never completed again.
 *
 * A checkout paid when the request no longer waits for it (its quote expired
 * meanwhile, or it was cancelled, declined, or paid another way) is refunded
 * whole at once, keyed by the payment: a redelivery is the same refund.
 */
import type Stripe from "stripe";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import type { Work } from "../work.js";
import { settleRises } from "./customer.js";
import { refundPurchase, type PurchaseTransactionRow } from "./money.js";
import { afterPurchaseChange, notifyPurchase } from "./notify.js";
import { asRead } from "./read.js";
import type { PurchaseRow } from "./rows.js";

type Session = Stripe.Checkout.Session;

/** The payment of a session, when it is a purchase request's (else undefined: a parcel's). */
export async function purchaseTransactionOf(
  work: Work,
  session: Session,
): Promise<{ id: string; purchase_request_id: string } | undefined> {
  const found = (await work
    .trx("transactions")
    .where({ provider_session_id: session.id })
    .whereNotNull("purchase_request_id")
    .first("id", "purchase_request_id")) as { id: string; purchase_request_id: string } | undefined;
  if (found && session.metadata?.transactionId !== undefined && session.metadata.transactionId !== found.id)
    throw NotFoundError("No payment is waiting for this checkout session.", "UNKNOWN_SESSION");
  return found;
}

/** The request, then its payment, locked (the order every path takes). */
async function lock(work: Work, found: { id: string; purchase_request_id: string }) {
  const row = (await work
    .trx("purchase_requests")
    .where({ id: found.purchase_request_id })
    .forUpdate()
    .first()) as PurchaseRow;
  const transaction = (await work
    .trx("transactions")
    .where({ id: found.id })
    .forUpdate()
    .first()) as PurchaseTransactionRow;
  return { row, transaction };
}

export async function settlePurchasePaid(
  work: Work,
  found: { id: string; purchase_request_id: string },
  session: Session,
): Promise<void> {
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return;
  const { row, transaction } = await lock(work, found);
  const currency = (session.currency ?? "").toUpperCase();
  if (session.amount_total !== transaction.amount_cents || currency !== transaction.currency) {
    work.deps.log.error(
      { session: session.id, transaction: transaction.id },
      "checkout session does not match its payment",
    );
    throw ConflictError("SESSION_MISMATCH", "The checkout session does not match its payment.");
  }
  if (transaction.state === "complete") return;
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  await work
    .trx("transactions")
    .where({ id: transaction.id })
    .update({
      state: "complete",
      completed_at: work.now,
      provider_payment_intent: intent ?? null,
      cancel_reason: transaction.state === "cancelled" ? null : transaction.cancel_reason,
    });
  const read = asRead(row, work.now);
  const itemId = transaction.purchase_item_id;
  const item = itemId
    ? ((await work.trx("purchase_items").where({ id: itemId }).forUpdate().first()) as
        { id: string; outcome: string | null; rise_decision: string | null } | undefined)
    : undefined;
  const wanted = itemId
    ? transaction.state === "pending" &&
      read.state === "awaiting_customer" &&
      item?.outcome === "price_rose" &&
      item.rise_decision === null
    : transaction.state === "pending" && read.state === "quoted";
  if (!wanted) {
    work.deps.log.warn(
      { transaction: transaction.id, purchase: row.id, state: read.state },
      "a purchase checkout paid late: refunded",
    );
    const refunded = await refundPurchase(work, row, {
      askedCents: transaction.amount_cents,
      reason: "late_payment",
      itemId,
      transactionId: transaction.id,
    });
    if (refunded > 0)
      await notifyPurchase(work, "refunded", row, { amountCents: refunded, origin: transaction.return_origin });
    afterPurchaseChange(work, row);
    return;
  }
  if (itemId) {
    await work.trx("purchase_items").where({ id: itemId }).update({ rise_decision: "accepted" });
    const settled = await settleRises(work, row);
    afterPurchaseChange(work, settled);
    return;
  }
  const [paid] = (await work
    .trx("purchase_requests")
    .where({ id: row.id })
    .update({ state: "paid", paid_at: work.now })
    .returning("*")) as PurchaseRow[];
  await notifyPurchase(work, "paid", paid!, {
    amountCents: transaction.amount_cents,
    origin: transaction.return_origin,
  });
  afterPurchaseChange(work, paid!);
}

/** The session closed unpaid: its pending payment is cancelled; the request stays as it is. */
export async function settlePurchaseClosed(
  work: Work,
  found: { id: string; purchase_request_id: string },
  reason: "expired" | "refused",
): Promise<void> {
  const { transaction } = await lock(work, found);
  if (transaction.state !== "pending") return;
  await work
    .trx("transactions")
    .where({ id: transaction.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "system", cancel_reason: reason });
}
