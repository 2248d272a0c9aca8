import { endpoints } from "./endpoint.js";

/** What the payment provider tells the API: Stripe's signed events, public (the signature is the check). */
export const paymentEvents = endpoints(
  "paymentEvents",
  { tags: ["payments"] },
  {
    receiveFromStripe: {
      method: "post",
      path: "/api/payments/stripe/webhook",
      summary:
        "Stripe's webhook: raw body, Stripe-Signature verified, each event applied once; checkout.session.completed pays the parcel",
      // No JSON schemas: the body is read raw, its exact bytes signed; the answer, an acknowledgement, is not described.
      schemas: {},
      errors: [404, 409, 413],
    },
  },
);
