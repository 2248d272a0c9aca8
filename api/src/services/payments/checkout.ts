import { newPaymentId } from "@ipf/shared/rules/invoice";
import { PaymentProviderError } from "../../lib/errors.js";
import { paymentGateway, type CheckoutSessionInput } from "../../lib/stripe.js";
import type { Work } from "../work.js";
import type { TransactionRow } from "./rows.js";

/**
 * A card payment of its own (a return's fee, a purchase request's quote):
 * a pending transaction of `amountCents` in `session.currency`, then its
 * checkout session at the provider, whose address is answered. `subject`
 * names what is paid (the customer and the transaction's link to its
 * parcel, return or purchase request). The provider is called inside the
 * transaction on purpose: when it fails, nothing is left, and the answer is
 * the usual 502.
 */
export async function openCardCheckout(
  work: Work,
  subject: Record<string, unknown> & { customer_id: string },
  session: Omit<CheckoutSessionInput, "transactionId">,
): Promise<string> {
  const amountCents = session.lineItems.reduce((sum, line) => sum + line.amountCents, 0);
  const [transaction] = (await work
    .trx("transactions")
    .insert({
      ...subject,
      payment_id: newPaymentId(),
      created_at: work.now,
      type: "card",
      amount_cents: amountCents,
      currency: session.currency,
      checkout_locale: session.locale,
      return_origin: session.origin,
    })
    .returning("*")) as TransactionRow[];
  try {
    const opened = await paymentGateway(work.deps).createCheckoutSession({
      ...session,
      transactionId: transaction!.id,
    });
    await work.trx("transactions").where({ id: transaction!.id }).update({ provider_session_id: opened.id });
    return opened.url;
  } catch (error) {
    work.deps.log.error({ err: error, transaction: transaction!.id }, "checkout session not created");
    throw PaymentProviderError();
  }
}
