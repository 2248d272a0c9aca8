/**
 * How a transaction reads to its customer. A closed payment never reads as
 * pending: one the customer or staff cancelled, or that another payment of
 * the parcel replaced, reads cancelled; one whose checkout ran out reads
 * expired, so a second attempt beside a paid one is not taken for a second
 * charge.
 */
import type { CancelReason, TransactionState, TransactionStatus } from "../schemas/payments.js";

export function transactionStatus(state: TransactionState, cancelReason: CancelReason | null): TransactionStatus {
  if (state === "cancelled" && cancelReason === "expired") return "expired";
  return state;
}
