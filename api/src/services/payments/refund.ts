/**
 * Giving back the whole of a card payment through the payment provider's
 * Refund API (Stripe's; the local checkout took no money, so it records one
 * as made). Keyed by the caller: another call with the same key is the same
 * refund at the provider, never a second one.
 */
import { ConflictError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import type { Work } from "../work.js";
import type { TransactionRow } from "./rows.js";

/** Refunds `transaction` whole and answers the refund's id; a card payment whose PaymentIntent is unknown is refused. */
export async function refundWholePayment(
  work: Work,
  transaction: TransactionRow,
  refund: { key: string; metadata: Record<string, string>; noIntent: string },
): Promise<string> {
  const gateway = paymentGateway(work.deps);
  const intent = transaction.provider_payment_intent;
  if (!intent && !gateway.local) throw ConflictError("NO_PAYMENT_TO_REFUND", refund.noIntent);
  const made = await gateway.refund({
    paymentIntent: intent ?? transaction.id,
    amountCents: transaction.amount_cents,
    key: refund.key,
    metadata: refund.metadata,
  });
  return made.id;
}
