/**
 * A customer's own payment in flight: resuming it (back to the checkout,
 * or the bitcoin instructions) and cancelling it, so a parcel never stays
 * stuck behind an offline or bitcoin request the customer gave up on.
 * Locks as settling does (parcel, then transaction): a cancel racing staff
 * confirming the same payment, or the card webhook, has one winner; the
 * other finds it closed and answers 409.
 */
import { ConflictError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import { type Work } from "../work.js";
import { announce } from "../parcels/announce.js";
import { bitcoinInstructionsPath, expireAfterCommit } from "./create.js";
import { afterPaymentListsChange } from "./notify.js";
import type { TransactionRow } from "./rows.js";
import { lockTransaction } from "./settle.js";

const MESSAGES = {
  paid: "This payment was already confirmed: the parcel is paid.",
  closed: "This payment is no longer pending.",
  offline: "An offline payment is paid from the invoice we send by e-mail.",
} as const;

/** A pending transaction of the customer's, locked; 404 for anyone else's, 409 once it is settled. */
async function lockOwnPending(work: Work, customerId: string, transactionId: string) {
  const locked = await lockTransaction(work, { id: transactionId, customer_id: customerId });
  const { state } = locked.transaction;
  if (state === "complete") throw ConflictError("ALREADY_PAID", MESSAGES.paid);
  if (state !== "pending") throw ConflictError("TRANSACTION_CLOSED", MESSAGES.closed);
  return locked;
}

/** The bitcoin instructions page on `origin` (the site address the customer uses). */
export const bitcoinInstructionsUrl = (origin: string, transaction: Pick<TransactionRow, "id">, language: string) =>
  `${origin}${bitcoinInstructionsPath(transaction.id)}?lang=${language}`;

/**
 * POST /api/users/transactions/{id}/resume. Card: the checkout session if
 * it is still open; a session closed at the provider cancels the payment
 * and answers `url: null` (the caller says so, after this commits).
 * Bitcoin: the instructions page. Offline: nothing to resume (409).
 */
export async function resumePayment(
  work: Work,
  customer: { id: string; language: string },
  transactionId: string,
  origin: string,
): Promise<{ url: string | null }> {
  const { transaction } = await lockOwnPending(work, customer.id, transactionId);
  if (transaction.type === "bitcoin") return { url: bitcoinInstructionsUrl(origin, transaction, customer.language) };
  if (transaction.type === "offline") throw ConflictError("NOT_RESUMABLE", MESSAGES.offline);
  const session = transaction.provider_session_id
    ? await paymentGateway(work.deps).retrieveCheckoutSession(transaction.provider_session_id, origin)
    : undefined;
  if (session?.status === "open" && session.url) return { url: session.url };
  await work
    .trx("transactions")
    .where({ id: transaction.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "system", cancel_reason: "expired" });
  return { url: null };
}

/**
 * POST /api/users/transactions/{id}/cancel: the customer cancels their
 * pending payment; the parcel stays awaiting payment, free to be paid by
 * card. Staff's pending list is told which payment went, and by whom.
 */
export async function cancelOwnPayment(work: Work, customerId: string, transactionId: string): Promise<TransactionRow> {
  const { transaction, parcel } = await lockOwnPending(work, customerId, transactionId);
  const [cancelled] = (await work
    .trx("transactions")
    .where({ id: transaction.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "customer" })
    .returning("*")) as TransactionRow[];
  expireAfterCommit(work, transaction);
  afterPaymentListsChange(work, transaction.type, {
    transactionId: transaction.id,
    packageId: parcel.parcel_code,
    change: "cancelled",
    by: "customer",
  });
  announce(work, parcel);
  return cancelled!;
}
