/**
 * A purchase request's money: its card checkouts in euros (the quote, an
 * item's price rise) and its refunds.
 *
 * Refunds go back through the provider's Refund API on the payments of the
 * request, oldest first, each part never above what is left of its payment;
 * each is keyed by the request, the reason (and item) and the payment, and
 * recorded under that key: a refund asked twice (a retry, a replayed
 * webhook) is the same refund at the provider and one row here.
 */
import type { Language } from "@ipf/shared";
import type { RefundReason } from "@ipf/shared/rules/purchases";
import type { CustomerRow } from "../../db-rows.js";
import { ApiError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import { openCardCheckout } from "../payments/checkout.js";
import type { TransactionRow } from "../payments/rows.js";
import type { Work } from "../work.js";
import { referenceOf } from "./notify.js";
import type { PurchaseRow } from "./rows.js";

export interface PurchaseTransactionRow extends TransactionRow {
  purchase_request_id: string | null;
  purchase_item_id: string | null;
}

/** Where a checkout comes back to: the request's page. */
const requestPage = (origin: string, locale: Language, id: string, outcome: "success" | "cancel") =>
  `${origin}/${locale}/purchases/${id}?payment=${outcome}`;

/**
 * Opens a card checkout in euros for `amountCents` of the request (or of one
 * item's rise), recorded as a pending transaction first. The provider is
 * called inside the transaction: when it fails, nothing is left.
 */
export async function openPurchaseCheckout(
  work: Work,
  row: PurchaseRow,
  customer: CustomerRow,
  charge: { amountCents: number; description: string; itemId: string | null },
  locale: Language,
  origin: string,
): Promise<string> {
  return openCardCheckout(
    work,
    { customer_id: customer.id, parcel_id: null, purchase_request_id: row.id, purchase_item_id: charge.itemId },
    {
      parcelId: row.id,
      parcelCode: referenceOf(row),
      currency: "EUR",
      lineItems: [{ description: charge.description, amountCents: charge.amountCents }],
      customerEmail: customer.email,
      locale,
      origin,
      successUrl: requestPage(origin, locale, row.id, "success"),
      cancelUrl: requestPage(origin, locale, row.id, "cancel"),
    },
  );
}

/** The checkout still open for this charge (the quote's, or an item's rise), to answer it again. */
export async function pendingCheckout(
  work: Work,
  row: PurchaseRow,
  itemId: string | null,
): Promise<PurchaseTransactionRow | undefined> {
  const query = work.trx("transactions").where({ purchase_request_id: row.id, state: "pending" }).forUpdate();
  void (itemId === null ? query.whereNull("purchase_item_id") : query.where({ purchase_item_id: itemId }));
  return (await query.first()) as PurchaseTransactionRow | undefined;
}

/**
 * The link of the checkout still open for this charge, to answer it again;
 * none when there is none. One the provider closed without its webhook yet
 * is over: cancelled here, so that a new one opens.
 */
export async function reusableCheckoutUrl(work: Work, row: PurchaseRow, itemId: string | null): Promise<string | null> {
  const open = await pendingCheckout(work, row, itemId);
  if (!open?.provider_session_id) return null;
  const session = await paymentGateway(work.deps)
    .retrieveCheckoutSession(open.provider_session_id, open.return_origin ?? undefined)
    .catch(() => null);
  if (session?.status === "open" && session.url) return session.url;
  await work
    .trx("transactions")
    .where({ id: open.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "system", cancel_reason: "expired" });
  return null;
}

/** Cancels the request's pending checkouts (declined, cancelled, expired); their sessions expire after commit. */
export async function cancelPendingCheckouts(work: Work, row: PurchaseRow, by: "customer" | "system"): Promise<void> {
  const pending = (await work
    .trx("transactions")
    .where({ purchase_request_id: row.id, state: "pending" })
    .forUpdate()) as PurchaseTransactionRow[];
  for (const transaction of pending) {
    await work
      .trx("transactions")
      .where({ id: transaction.id })
      .update({
        state: "cancelled",
        cancelled_at: work.now,
        cancelled_by: by,
        cancel_reason: by === "system" ? "expired" : null,
      });
    if (transaction.provider_session_id) {
      const id = transaction.provider_session_id;
      work.after(() => paymentGateway(work.deps).expireCheckoutSession(id));
    }
  }
}

/**
 * Gives `askedCents` back for `reason`, from the request's completed
 * payments (or the one named), never more than is left of them. Answers what
 * was refunded in all (0 when nothing was left, or when it was refunded
 * before under the same key). A provider that fails is answered 502, and the
 * change around it rolls back.
 */
export async function refundPurchase(
  work: Work,
  row: PurchaseRow,
  refund: { askedCents: number; reason: RefundReason; itemId: string | null; transactionId?: string },
): Promise<number> {
  if (refund.askedCents <= 0) return 0;
  const payments = (await work
    .trx("transactions")
    .where({ purchase_request_id: row.id, state: "complete" })
    .modify((q) => {
      if (refund.transactionId) void q.where({ id: refund.transactionId });
    })
    .orderBy("completed_at")
    .forUpdate()) as PurchaseTransactionRow[];
  const refunded = (await work
    .trx("purchase_refunds")
    .where({ purchase_request_id: row.id })
    .select("transaction_id", "amount_cents", "idempotency_key")) as {
    transaction_id: string;
    amount_cents: number;
    idempotency_key: string;
  }[];
  const gateway = paymentGateway(work.deps);
  let left = refund.askedCents;
  let total = 0;
  for (const payment of payments) {
    if (left <= 0) break;
    const key = `purchase-${row.id}-${refund.reason}-${refund.itemId ?? "all"}-${payment.id}`;
    if (refunded.some((r) => r.idempotency_key === key)) {
      // Refunded already under this very key: asking again changes nothing.
      left -= refunded.find((r) => r.idempotency_key === key)!.amount_cents;
      continue;
    }
    const taken = refunded.filter((r) => r.transaction_id === payment.id).reduce((sum, r) => sum + r.amount_cents, 0);
    const amountCents = Math.min(left, payment.amount_cents - taken);
    if (amountCents <= 0) continue;
    let providerId: string;
    try {
      const made = await gateway.refund({
        paymentIntent: payment.provider_payment_intent ?? payment.id,
        amountCents,
        key,
        metadata: { purchaseRequestId: row.id, reason: refund.reason },
      });
      providerId = made.id;
    } catch (error) {
      work.deps.log.error({ err: error, purchase: row.id, transaction: payment.id }, "purchase refund failed");
      throw new ApiError(
        502,
        "REFUND_FAILED",
        "The payment provider did not make the refund: nothing was changed. Try again.",
      );
    }
    await work.trx("purchase_refunds").insert({
      purchase_request_id: row.id,
      purchase_item_id: refund.itemId,
      transaction_id: payment.id,
      amount_cents: amountCents,
      reason: refund.reason,
      method: "card",
      provider_refund_id: providerId,
      idempotency_key: key,
      created_at: work.now,
    });
    left -= amountCents;
    total += amountCents;
  }
  return total;
}
