/**
 * A local fake of the Stripe API, enough for the calls the SDK makes here:
 * Checkout Sessions (create, retrieve, expire), the coupon that carries an
 * account credit, and refunds. On 127.0.0.1; point the API at it with
 * STRIPE_API_BASE; it records what it was sent.
 *
 * Refunds follow Stripe's published schema as the SDK's own types carry it
 * (`Stripe.Refund`, `Stripe.RefundCreateParams`, generated from Stripe's
 * OpenAPI specification, whose version the SDK names in OPENAPI_VERSION):
 * the answer is typed as a `Stripe.Refund`, and the request's parameters are
 * checked against the create call's. Like Stripe, a request repeated with
 * the same Idempotency-Key answers the first answer again and does nothing
 * more, and a refund larger than what is left of the payment is refused.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type Stripe from "stripe";
import { afterAll } from "vitest";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  /** What the SDK sent as line items (Stripe answers them from another call; the tests read them here). */
  line_items: { name: string; unit_amount: number; quantity: number }[];
  /** The coupons applied (an account credit), as the SDK sent them. */
  discounts: { coupon: string }[];
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  mode: string;
  locale: string | null;
}

/** The form-encoded line_items[i][...] of a create call, in order. */
function lineItemsOf(params: URLSearchParams): FakeSession["line_items"] {
  const items: FakeSession["line_items"] = [];
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
    items.push({
      name: params.get(`line_items[${i}][price_data][product_data][name]`) ?? "",
      unit_amount: Number(params.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(params.get(`line_items[${i}][quantity]`)),
    });
  }
  return items;
}

export interface FakeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** A paid checkout's PaymentIntent: what was charged, and what is refunded of it. */
export interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  refunded: number;
}

/** The parameters of POST /v1/refunds this fake understands, by the SDK's type of them. */
const REFUND_PARAMS: readonly (keyof Stripe.RefundCreateParams)[] = [
  "payment_intent",
  "amount",
  "reason",
  "metadata",
  "charge",
  "currency",
  "instructions_email",
  "origin",
  "refund_application_fee",
  "reverse_transfer",
  "customer",
  "expand",
];

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  /** PaymentIntents of paid sessions (see `pay`). */
  payments: Map<string, FakePayment>;
  refunds: Stripe.Refund[];
  requests: FakeRequest[];
  /** A PaymentIntent charging the session's total, as a paid checkout leaves; its id. */
  pay(sessionId: string): string;
  /** Answer the next N calls with a 500, as a failing Stripe would. */
  failNext(count?: number): void;
  /** Keep refund calls waiting, as a slow Stripe would, until the returned function is called. */
  holdRefunds(): () => void;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return text;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

const stripeError = (message: string, type = "invalid_request_error") => ({ error: { message, type } });

function refundOf(payment: FakePayment, amount: number, params: URLSearchParams): Stripe.Refund {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = /^metadata\[(\w+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return {
    id: `re_${randomBytes(12).toString("hex")}`,
    object: "refund",
    amount,
    balance_transaction: `txn_${randomBytes(8).toString("hex")}`,
    charge: `ch_${randomBytes(8).toString("hex")}`,
    created: Math.floor(Date.now() / 1000),
    currency: payment.currency,
    customer: null,
    customer_account: null,
    metadata,
    payment_intent: payment.id,
    payment_method: null,
    reason: (params.get("reason") as Stripe.Refund.Reason | null) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const payments = new Map<string, FakePayment>();
  const refunds: Stripe.Refund[] = [];
  const coupons = new Map<string, { id: string; amount_off: number; currency: string }>();
  /** Idempotency-Key and path: the first answer, given again to a repeat. */
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: FakeRequest[] = [];
  let failures = 0;
  let held: Promise<void> | null = null;
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "").split("?")[0]!;
      const params = new URLSearchParams(req.method === "GET" ? (req.url ?? "").split("?")[1] : await readBody(req));
      requests.push({
        method: req.method ?? "",
        path,
        params,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      });
      if (failures > 0) {
        failures--;
        return send(res, 500, stripeError("Something went wrong", "api_error"));
      }
      if (held && path === "/v1/refunds") await held;
      const key = req.headers["idempotency-key"] as string | undefined;
      const repeat = key && req.method === "POST" ? answered.get(`${path} ${key}`) : undefined;
      if (repeat) return send(res, repeat.status, repeat.body);
      const answer = (status: number, body: unknown) => {
        if (key && req.method === "POST") answered.set(`${path} ${key}`, { status, body });
        send(res, status, body);
      };
      if (req.method === "POST" && path === "/v1/coupons") {
        const coupon = {
          id: `co_${randomBytes(8).toString("hex")}`,
          object: "coupon",
          amount_off: Number(params.get("amount_off")),
          currency: params.get("currency") ?? "",
          duration: params.get("duration"),
          max_redemptions: Number(params.get("max_redemptions")),
          name: params.get("name"),
          valid: true,
        };
        coupons.set(coupon.id, coupon);
        return answer(200, coupon);
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const unknown = [...params.keys()].find(
          (name) => !(REFUND_PARAMS as readonly string[]).includes(name.replace(/\[.*$/, "")),
        );
        if (unknown) return answer(400, stripeError(`Received unknown parameter: ${unknown}`));
        const payment = payments.get(params.get("payment_intent") ?? "");
        if (!payment) return answer(400, stripeError("No such payment_intent", "invalid_request_error"));
        const left = payment.amount - payment.refunded;
        const amount = params.has("amount") ? Number(params.get("amount")) : left;
        if (!Number.isInteger(amount) || amount < 1) return answer(400, stripeError("Invalid positive integer"));
        if (amount > left) {
          return answer(
            400,
            stripeError(
              `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
            ),
          );
        }
        payment.refunded += amount;
        const refund = refundOf(payment, amount, params);
        refunds.push(refund);
        return answer(200, refund);
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_${randomBytes(16).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of params) {
          const match = /^metadata\[(\w+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const lineItems = lineItemsOf(params);
        const discounts: { coupon: string }[] = [];
        for (let i = 0; params.has(`discounts[${i}][coupon]`); i++) {
          discounts.push({ coupon: params.get(`discounts[${i}][coupon]`)! });
        }
        const off = discounts.reduce((sum, d) => sum + (coupons.get(d.coupon)?.amount_off ?? 0), 0);
        const session: FakeSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: Math.max(0, lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0) - off),
          discounts,
          currency: params.get("line_items[0][price_data][currency]") ?? "",
          line_items: lineItems,
          metadata,
          client_reference_id: params.get("client_reference_id"),
          success_url: params.get("success_url") ?? "",
          cancel_url: params.get("cancel_url") ?? "",
          customer_email: params.get("customer_email"),
          mode: params.get("mode") ?? "",
          locale: params.get("locale"),
        };
        sessions.set(id, session);
        return answer(200, session);
      }
      const one = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
      const session = one ? sessions.get(one[1]!) : undefined;
      if (!one || !session) return send(res, 404, stripeError("No such checkout.session"));
      if (one[2] && req.method === "POST") session.status = "expired";
      return send(res, 200, session);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    payments,
    refunds,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const id = `pi_${randomBytes(12).toString("hex")}`;
      payments.set(id, { id, amount: session.amount_total, currency: session.currency, refunded: 0 });
      session.status = "complete";
      session.payment_status = "paid";
      return id;
    },
    failNext(count = 1) {
      failures = count;
    },
    holdRefunds() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}
