/**
 * Settling a payment: completing it (the card webhook, or staff confirming
 * a bitcoin or offline payment) or cancelling it (staff). Locks in the
 * order every payment path uses, parcel then transaction, so settling and
 * starting a payment never deadlock.
 */
import type { StaffRow } from "../../db-rows.js";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import { assertParcel, findParcel } from "../parcels/find.js";
import type { ParcelRow } from "../parcels/rows.js";
import { applyTransition } from "../parcels/transitions.js";
import { type Work } from "../work.js";
import { announce } from "../parcels/announce.js";
import { afterPaymentListsChange, notifyPaymentCancelled, notifyPaymentCompleted } from "./notify.js";
import type { TransactionRow } from "./rows.js";
import { serviceFeesPaid } from "./service-fees.js";

const MESSAGES = {
  notFound: "Transaction not found.",
  closed: "This transaction is no longer pending.",
  deletedParcel: "The parcel of this payment was deleted.",
} as const;

/** The transaction and its parcel, both locked (parcel first); 404 when `where` names none. */
export async function lockTransaction(
  work: Work,
  where: Partial<Pick<TransactionRow, "id" | "customer_id" | "type" | "provider_session_id">>,
): Promise<{ transaction: TransactionRow; parcel: ParcelRow }> {
  // A purchase request's payment has no parcel: the parcels' payment calls do not know it.
  const found = (await work.trx("transactions").where(where).whereNotNull("parcel_id").first("id", "parcel_id")) as
    { id: string; parcel_id: string } | undefined;
  if (!found) throw NotFoundError(MESSAGES.notFound);
  const parcel = await findParcel(work, found.parcel_id, { lock: true, includeDeleted: true });
  const transaction = (await work.trx("transactions").where({ id: found.id }).forUpdate().first()) as TransactionRow;
  return { transaction, parcel };
}

export interface Completion {
  transaction: TransactionRow;
  parcel: ParcelRow;
  /** False when the transaction was already complete: nothing changed. */
  changed: boolean;
}

/**
 * Completes a locked transaction: the parcel is paid (awaiting shipping)
 * with the offer chosen, the customer is told. A cancelled transaction is
 * completed only with `revive` (a card checkout paid after the customer
 * started another way: the money is in, the payment stands) and only while
 * the parcel still awaits payment.
 */
export async function completeLocked(
  work: Work,
  locked: { transaction: TransactionRow; parcel: ParcelRow },
  options: { staff?: StaffRow; revive?: boolean } = {},
): Promise<Completion> {
  const { trx, now } = work;
  const { transaction, parcel } = locked;
  if (transaction.state === "complete") return { transaction, parcel, changed: false };
  if (transaction.state === "cancelled" && !options.revive) throw ConflictError("TRANSACTION_CLOSED", MESSAGES.closed);
  if (parcel.deleted_at) throw ConflictError("INVALID_STATE", MESSAGES.deletedParcel);
  assertParcel(parcel, "pay");
  // Whatever else was in flight for this parcel is void now that it is paid.
  const others = (await trx("transactions")
    .where({ parcel_id: parcel.id, state: "pending" })
    .whereNot({ id: transaction.id })
    .update({ state: "cancelled", cancelled_at: now, cancelled_by: "system", cancel_reason: "superseded" })
    .returning("type")) as Pick<TransactionRow, "type">[];
  const paid = await applyTransition(work, parcel, "pay", { paid_at: now, chosen_offer_id: transaction.offer_id });
  const [completed] = (await trx("transactions")
    .where({ id: transaction.id })
    .update({ state: "complete", completed_at: now, confirmed_by: options.staff?.id ?? null, cancel_reason: null })
    .returning("*")) as TransactionRow[];
  await serviceFeesPaid(work, completed!);
  await notifyPaymentCompleted(work, completed!, paid);
  announce(work, paid, ["approvalRequests", "shippingList"]);
  afterPaymentListsChange(work, completed!.type, {
    transactionId: completed!.id,
    packageId: paid.parcel_code,
    change: "completed",
  });
  for (const type of new Set(others.map((o) => o.type))) {
    if (type !== completed!.type) afterPaymentListsChange(work, type);
  }
  return { transaction: completed!, parcel: paid, changed: true };
}

/** GET /api/admins/bitcoin/confirm_payment/{id}: staff confirm a pending bitcoin or offline payment. */
export async function confirmPayment(work: Work, transactionId: string, staff: StaffRow): Promise<Completion> {
  const locked = await lockTransaction(work, { id: transactionId });
  if (locked.transaction.type === "card")
    throw ConflictError("NOT_CONFIRMABLE", "Card payments are confirmed by Stripe.");
  if (locked.transaction.state !== "pending") throw ConflictError("TRANSACTION_CLOSED", MESSAGES.closed);
  return completeLocked(work, locked, { staff });
}

/**
 * POST /api/admins/transactions/{bitcoin,offline}/cancel. The three ids
 * must agree (a stale screen naming another customer's parcel is a 404);
 * the parcel stays approved, so the customer can pay another way.
 */
export async function cancelPayment(
  work: Work,
  type: "bitcoin" | "offline",
  input: { transactionId: string; userId: string; packageId: string },
): Promise<TransactionRow> {
  const locked = await lockTransaction(work, { id: input.transactionId, customer_id: input.userId, type });
  const named = await findParcel(work, input.packageId, { customerId: input.userId, includeDeleted: true });
  if (named.id !== locked.parcel.id) throw NotFoundError(MESSAGES.notFound);
  if (locked.transaction.state !== "pending") throw ConflictError("TRANSACTION_CLOSED", MESSAGES.closed);
  const [cancelled] = (await work
    .trx("transactions")
    .where({ id: locked.transaction.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "staff" })
    .returning("*")) as TransactionRow[];
  await notifyPaymentCancelled(work, locked.parcel);
  afterPaymentListsChange(work, type, {
    transactionId: cancelled!.id,
    packageId: locked.parcel.parcel_code,
    change: "cancelled",
    by: "staff",
  });
  announce(work, locked.parcel);
  return cancelled!;
}
