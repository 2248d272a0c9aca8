/**
 * Stripe's webhook, for real Stripe and the local checkout alike: the
 * signature is checked over the raw body, and each event is applied at
 * most once: its id goes into processed_webhook_events in the same
 * transaction as its effect, so a replay (or two deliveries racing) finds
 * it there and changes nothing.
 */
import type Stripe from "stripe";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import { inTransaction, type Scope, type Work } from "../work.js";
import { raiseSystemAlert } from "../parcels/alerts.js";
import { settleReturnClosed, settleReturnPaid } from "../returns/settle.js";
import { purchaseTransactionOf, settlePurchaseClosed, settlePurchasePaid } from "../purchases/settle.js";
import { refundWholePayment } from "./refund.js";
import type { TransactionRow } from "./rows.js";
import { completeLocked, lockTransaction } from "./settle.js";

const MESSAGES = {
  badSignature: "The webhook signature does not match.",
  unknownSession: "No payment is waiting for this checkout session.",
  mismatch: "The checkout session does not match its payment.",
  noIntent: "The paid checkout names no payment to refund.",
} as const;

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

type Session = Stripe.Checkout.Session;

/** The pending payment of a session; an unknown session is refused (and logged by the caller's error). */
async function lockSession(work: Work, session: Session) {
  const found = (await work.trx("transactions").where({ provider_session_id: session.id }).first("id")) as
    { id: string } | undefined;
  const claimed = session.metadata?.transactionId;
  if (!found || (claimed !== undefined && claimed !== found.id)) {
    work.deps.log.warn({ session: session.id, claimed }, "webhook for an unknown checkout session");
    throw NotFoundError(MESSAGES.unknownSession, "UNKNOWN_SESSION");
  }
  return lockTransaction(work, { id: found.id });
}

async function onPaid(work: Work, session: Session): Promise<void> {
  // Delayed methods complete the session before the money arrives; they report again when it does.
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return;
  const locked = await lockSession(work, session);
  const { transaction } = locked;
  const currency = (session.currency ?? "").toUpperCase();
  if (
    transaction.type !== "card" ||
    session.amount_total !== transaction.amount_cents ||
    currency !== transaction.currency
  ) {
    work.deps.log.error(
      { session: session.id, transaction: transaction.id, amount: session.amount_total, currency },
      "checkout session does not match its transaction",
    );
    throw ConflictError("SESSION_MISMATCH", MESSAGES.mismatch);
  }
  // Kept for a refund: Stripe refunds name the PaymentIntent the checkout made.
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  // A return's fee: settled as the return's, never as the parcel's shipping.
  if (transaction.parcel_return_id) return settleReturnPaid(work, locked, intent ?? null);
  if (transaction.state === "cancelled" && locked.parcel.state !== "approved") {
    return refundLatePayment(work, transaction, intent ?? null);
  }
  if (intent) {
    await work.trx("transactions").where({ id: transaction.id }).update({ provider_payment_intent: intent });
  }
  await completeLocked(work, locked, { revive: true });
}

/**
 * A checkout paid after another payment of the parcel took its place (the
 * customer paid another way, then finished the old checkout): the money goes
 * straight back, all of it. Keyed by the payment, so another delivery is the
 * same refund; a refund that fails fails the delivery, which Stripe sends
 * again. The payment stays cancelled, its PaymentIntent kept.
 */
async function refundLatePayment(work: Work, transaction: TransactionRow, intent: string | null): Promise<void> {
  work.deps.log.warn({ transaction: transaction.id }, "a superseded checkout was paid: refunded");
  await refundWholePayment(
    work,
    { ...transaction, provider_payment_intent: intent },
    { key: `late-payment-${transaction.id}`, metadata: { transactionId: transaction.id }, noIntent: MESSAGES.noIntent },
  );
  await work.trx("transactions").where({ id: transaction.id }).update({ provider_payment_intent: intent });
}

/** The session closed unpaid: its pending payment is cancelled, `reason` saying why. */
async function onClosed(work: Work, session: Session, reason: "expired" | "refused"): Promise<void> {
  const locked = await lockSession(work, session);
  if (locked.transaction.parcel_return_id) return settleReturnClosed(work, locked.transaction, reason);
  if (locked.transaction.state !== "pending") return;
  await work
    .trx("transactions")
    .where({ id: locked.transaction.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "system", cancel_reason: reason });
}

/** A delayed method (a bank debit) failed: the payment is closed and the customer told to pay again. */
async function onRefused(work: Work, session: Session): Promise<void> {
  await onClosed(work, session, "refused");
  const locked = await lockSession(work, session);
  if (locked.transaction.parcel_return_id) return;
  if (locked.parcel.state === "approved") await raiseSystemAlert(work, locked.parcel, "payment_refused");
}

/** Verifies and applies one delivery; throws 400 on a bad signature and 404 on an unknown session. */
export async function handleStripeWebhook(
  scope: Scope,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { deps } = scope;
  let event: Stripe.Event;
  try {
    event = paymentGateway(deps).constructEvent(rawBody, signature ?? "");
  } catch (error) {
    deps.log.warn({ err: error }, "webhook refused: bad signature");
    throw BadRequestError(MESSAGES.badSignature, "INVALID_SIGNATURE");
  }
  return inTransaction(deps, async (work) => {
    const recorded = (await work
      .trx("processed_webhook_events")
      .insert({ event_id: event.id, provider: "stripe", type: event.type, processed_at: work.now })
      .onConflict("event_id")
      .ignore()
      .returning("event_id")) as { event_id: string }[];
    if (recorded.length === 0) return { received: true, duplicate: true };
    if (event.type.startsWith("checkout.session.")) {
      // A purchase request's payment has no parcel: it is settled as the request's.
      const session = event.data.object as Session;
      const purchase = await purchaseTransactionOf(work, session);
      if (purchase) {
        if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded")
          await settlePurchasePaid(work, purchase, session);
        else if (event.type === "checkout.session.expired") await settlePurchaseClosed(work, purchase, "expired");
        else if (event.type === "checkout.session.async_payment_failed")
          await settlePurchaseClosed(work, purchase, "refused");
        return { received: true, duplicate: false };
      }
    }
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        await onPaid(work, event.data.object);
        break;
      case "checkout.session.expired":
        await onClosed(work, event.data.object, "expired");
        break;
      case "checkout.session.async_payment_failed":
        await onRefused(work, event.data.object);
        break;
      default:
        // Recorded, so a replay stays a no-op; nothing else is subscribed to.
        break;
    }
    return { received: true, duplicate: false };
  });
}
