/**
 * A local fake of the Stripe API, enough for the Checkout Session calls the
 * SDK makes (create, retrieve, expire), on 127.0.0.1. Point the API at it
 * with STRIPE_API_BASE; it records what it was sent.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
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

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  requests: FakeRequest[];
  /** Refunds made, by id: one per idempotency key, as Stripe keeps them. */
  refunds: Map<string, { id: string; payment_intent: string; amount: number }>;
  /** Answer the next N calls with a 500, as a failing Stripe would. */
  failNext(count?: number): void;
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

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeRequest[] = [];
  const refunds: FakeStripe["refunds"] = new Map();
  const refundByKey = new Map<string, string>();
  let failures = 0;
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
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_${randomBytes(16).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of params) {
          const match = /^metadata\[(\w+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const lineItems = lineItemsOf(params);
        const session: FakeSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
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
        return send(res, 200, session);
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const key = req.headers["idempotency-key"] as string | undefined;
        const known = key ? refundByKey.get(key) : undefined;
        if (known) return send(res, 200, { object: "refund", ...refunds.get(known) });
        const refund = {
          id: `re_test_${randomBytes(12).toString("hex")}`,
          payment_intent: params.get("payment_intent") ?? "",
          amount: Number(params.get("amount")),
        };
        refunds.set(refund.id, refund);
        if (key) refundByKey.set(key, refund.id);
        return send(res, 200, { object: "refund", status: "succeeded", ...refund });
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
    requests,
    refunds,
    failNext(count = 1) {
      failures = count;
    },
  };
}
