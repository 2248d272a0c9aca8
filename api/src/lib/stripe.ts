/**
 * The card payment provider: Stripe Checkout through the official SDK, or,
 * without keys, a local stand-in that creates sessions of its own and signs
 * its webhook events with a secret it generated, so that one webhook handler
 * (signature, exactly-once, effects) serves both.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { Language } from "@ipf/shared";
import type { Deps } from "../deps.js";

export interface CheckoutSessionInput {
  transactionId: string;
  /** What is paid for: a parcel (its id and code), or a purchase request (its id and reference). */
  parcelId: string;
  parcelCode: string;
  /** Dollars for shipping and its fees; euros for a purchase request. */
  currency: "USD" | "EUR";
  /** Shipping, then the storage fee when there is one: cents of `currency`, priced on the server. */
  lineItems: { description: string; amountCents: number }[];
  /** Account credit taken off the total (a one-time coupon: Checkout has no negative line). */
  creditCents?: number;
  customerEmail: string;
  locale: Language;
  /** The site address the customer is using (checked): the local checkout page is served there. */
  origin: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** open, complete or expired, as Stripe names them. */
  status: string;
}

export interface RefundInput {
  /** The card payment's PaymentIntent. */
  paymentIntent: string;
  amountCents: number;
  /** The idempotency key (what is refunded, and why): a retried call is the same refund, never a second. */
  key: string;
  /** What the refund is for, kept with it at the provider. */
  metadata?: Record<string, string>;
}

export interface RefundResult {
  id: string;
  /** Stripe's status: pending, succeeded, failed, canceled, requires_action. */
  status: string;
}

export interface PaymentGateway {
  /** True for the built-in checkout page (no Stripe keys). */
  readonly local: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /** `origin`: where the local checkout page is shown (the hosted one has its own address). */
  retrieveCheckoutSession(id: string, origin?: string): Promise<CheckoutSession>;
  expireCheckoutSession(id: string): Promise<void>;
  /** Refunds part or all of a card payment (Stripe's Refund API); the local checkout simulates it. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Verifies the Stripe-Signature header over the raw body; throws when it does not match. */
  constructEvent(rawBody: Buffer | string, signature: string): Stripe.Event;
  /** A Stripe-Signature header for `payload`, made with the webhook secret (local checkout and tests). */
  signPayload(payload: string): string;
}

/** Checkout's own locales; Arabic is not one of them, so the page follows the browser there. */
const STRIPE_LOCALES: Record<Language, "auto" | "en" | "fr"> = { ar: "auto", en: "en", fr: "fr" };

export const LOCAL_SESSION_PREFIX = "cs_local_";
export const localCheckoutPath = (sessionId: string) => `/pay/local/${sessionId}`;

function stripeGateway(deps: Deps): PaymentGateway {
  const { payments } = deps.config;
  const stripe = new Stripe(payments.stripeSecretKey!, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(payments.stripeApi ?? {}),
  });
  const secret = payments.stripeWebhookSecret!;
  // The credit a payment uses, as a coupon for its session only.
  const creditCoupon = (transactionId: string, cents: number, currency: string) =>
    stripe.coupons.create(
      {
        amount_off: cents,
        currency: currency.toLowerCase(),
        duration: "once",
        max_redemptions: 1,
        name: "Account credit",
      },
      { idempotencyKey: `credit-${transactionId}` },
    );
  const view = (session: Stripe.Checkout.Session): CheckoutSession => ({
    id: session.id,
    url: session.url ?? "",
    status: session.status ?? "open",
  });
  return {
    local: false,
    async createCheckoutSession(input) {
      const metadata = { transactionId: input.transactionId, parcelId: input.parcelId, packageId: input.parcelCode };
      const discounts = input.creditCents
        ? [{ coupon: (await creditCoupon(input.transactionId, input.creditCents, input.currency)).id }]
        : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: input.lineItems.map((item) => ({
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: item.amountCents,
              product_data: { name: item.description },
            },
          })),
          ...(discounts ? { discounts } : {}),
          client_reference_id: input.transactionId,
          customer_email: input.customerEmail,
          locale: STRIPE_LOCALES[input.locale],
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // A retried request (network failure) must not open a second session.
        { idempotencyKey: `checkout-${input.transactionId}` },
      );
      return view(session);
    },
    async retrieveCheckoutSession(id) {
      return view(await stripe.checkout.sessions.retrieve(id));
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntent,
          amount: input.amountCents,
          reason: "requested_by_customer",
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        // One refund per key, whoever retries and however often.
        { idempotencyKey: input.key },
      );
      return { id: refund.id, status: refund.status ?? "pending" };
    },
    async expireCheckoutSession(id) {
      await stripe.checkout.sessions.expire(id);
    },
    constructEvent: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, secret),
    signPayload: (payload) => stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

function localGateway(deps: Deps): PaymentGateway {
  // Stripe.webhooks needs no key; the secret never leaves this process.
  const webhooks = Stripe.webhooks;
  const secret = deps.config.payments.stripeWebhookSecret ?? `whsec_local_${randomBytes(24).toString("hex")}`;
  const base = deps.config.publicUrl.replace(/\/+$/, "");
  // The page is served on the address the customer uses, so they stay signed in on the way back.
  const session = (id: string, origin = base): CheckoutSession => ({
    id,
    url: `${origin}${localCheckoutPath(id)}`,
    status: "open",
  });
  return {
    local: true,
    createCheckoutSession: (input) =>
      Promise.resolve(session(`${LOCAL_SESSION_PREFIX}${randomBytes(24).toString("base64url")}`, input.origin)),
    retrieveCheckoutSession: (id, origin) => Promise.resolve(session(id, origin)),
    expireCheckoutSession: () => Promise.resolve(),
    // No money moved through the local checkout, so none goes back: the refund is recorded as made.
    refund: (input) => Promise.resolve({ id: `re_local_${input.key.replace(/-/g, "")}`, status: "succeeded" }),
    constructEvent: (rawBody, signature) => webhooks.constructEvent(rawBody, signature, secret),
    signPayload: (payload) => webhooks.generateTestHeaderString({ payload, secret }),
  };
}

const gateways = new WeakMap<Deps, PaymentGateway>();

/** This API instance's payment provider, made on first use. */
export function paymentGateway(deps: Deps): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    gateway = deps.config.payments.localCheckout ? localGateway(deps) : stripeGateway(deps);
    gateways.set(deps, gateway);
  }
  return gateway;
}
