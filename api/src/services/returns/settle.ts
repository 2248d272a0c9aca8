/**
 * The return's payment as the card webhook settles it (services/payments/
 * webhook.ts hands over a transaction that names a return). The webhook
 * records each event once; this settles each return once besides: a paid
 * return is never paid again, whatever the provider sends.
 */
import type { Work } from "../work.js";
import type { ParcelRow } from "../parcels/rows.js";
import type { TransactionRow } from "../payments/rows.js";
import { closeUnpaid, lockReturn } from "./ask.js";
import { afterReturnsChange, notifyReturn } from "./notify.js";
import { refundReturnPayment } from "./refund.js";
import type { ReturnRow } from "./rows.js";

/** The checkout was paid: the transaction complete, the return paid and handed to staff, the customer told. */
export async function settleReturnPaid(
  work: Work,
  locked: { transaction: TransactionRow; parcel: ParcelRow },
  paymentIntent: string | null,
): Promise<void> {
  const { transaction } = locked;
  if (transaction.state === "complete") return;
  const { ret, parcel } = await lockReturn(work, transaction.parcel_return_id!);
  if (ret.state !== "awaiting_payment" || transaction.state !== "pending") {
    // Paid after the return was closed (its checkout still open a moment): the money goes straight back.
    // A refund that fails fails the delivery, which the provider sends again.
    work.deps.log.warn(
      { transaction: transaction.id, return: ret.id },
      "a closed return's checkout was paid: refunded",
    );
    const paid = { ...transaction, provider_payment_intent: paymentIntent };
    const refundId = await refundReturnPayment(work, paid);
    await work.trx("transactions").where({ id: transaction.id }).update({
      state: "complete",
      completed_at: work.now,
      provider_payment_intent: paymentIntent,
      cancel_reason: null,
    });
    await work.trx("parcel_returns").where({ id: ret.id }).update({ refund_id: refundId });
    return;
  }
  await work.trx("transactions").where({ id: transaction.id }).update({
    state: "complete",
    completed_at: work.now,
    provider_payment_intent: paymentIntent,
  });
  const [paid] = (await work
    .trx("parcel_returns")
    .where({ id: ret.id })
    .update({ state: "paid", paid_at: work.now })
    .returning("*")) as ReturnRow[];
  await notifyReturn(work, "paid", paid!, parcel, transaction.return_origin);
  afterReturnsChange(work, paid!, parcel);
}

/** The checkout closed unpaid (expired, or a delayed method failed): the return is closed with it. */
export async function settleReturnClosed(
  work: Work,
  transaction: TransactionRow,
  reason: "expired" | "refused",
): Promise<void> {
  if (transaction.state !== "pending") return;
  const locked = await lockReturn(work, transaction.parcel_return_id!);
  if (locked.ret.state !== "awaiting_payment") return;
  await closeUnpaid(work, locked, "system", reason);
}
