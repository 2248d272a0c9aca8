/**
 * Giving a refused return's fee back: one refund of the whole payment
 * (payments/refund.ts), keyed by the transaction, so a retry after a failure
 * is the same refund at the provider, never a second one. A provider that
 * fails is answered 502, nothing changed.
 */
import { ApiError } from "../../lib/errors.js";
import { refundWholePayment } from "../payments/refund.js";
import type { TransactionRow } from "../payments/rows.js";
import type { Work } from "../work.js";

export async function refundReturnPayment(work: Work, transaction: TransactionRow): Promise<string> {
  try {
    return await refundWholePayment(work, transaction, {
      key: `refund-${transaction.id}`,
      metadata: { returnId: transaction.parcel_return_id ?? "" },
      noIntent: "The provider's payment of this return is unknown: refund it by hand.",
    });
  } catch (error) {
    // The payment's provider id is unknown (409): said as it is.
    if (error instanceof ApiError) throw error;
    work.deps.log.error({ err: error, transaction: transaction.id }, "return refund failed");
    throw new ApiError(
      502,
      "REFUND_FAILED",
      "The payment provider did not refund the fee: nothing was changed. Try again.",
    );
  }
}
