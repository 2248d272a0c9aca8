/**
 * Giving a refused return's fee back: one refund of the whole payment,
 * through the payment provider's Refund API (Stripe's, or nothing to give
 * back for the local checkout). Keyed by the transaction, so a retry after a
 * failure is the same refund at the provider, never a second one.
 */
import { ApiError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import type { TransactionRow } from "../payments/rows.js";
import type { Work } from "../work.js";

export async function refundReturnPayment(work: Work, transaction: TransactionRow): Promise<string> {
  const gateway = paymentGateway(work.deps);
  if (!transaction.provider_payment_intent && !gateway.local) {
    throw new ApiError(
      409,
      "NO_PAYMENT_TO_REFUND",
      "The provider's payment of this return is unknown: refund it by hand.",
    );
  }
  try {
    const refund = await gateway.refund({
      paymentIntent: transaction.provider_payment_intent ?? transaction.id,
      amountCents: transaction.amount_cents,
      key: `refund-${transaction.id}`,
      metadata: { returnId: transaction.parcel_return_id ?? "" },
    });
    return refund.id;
  } catch (error) {
    work.deps.log.error({ err: error, transaction: transaction.id }, "return refund failed");
    throw new ApiError(
      502,
      "REFUND_FAILED",
      "The payment provider did not refund the fee: nothing was changed. Try again.",
    );
  }
}
