/**
 * The calculator's lean path answers exactly as the ordinary (Koa) path:
 * each request is sent twice, once with a Content-Length (the lean path
 * takes it) and once chunked (the lean path hands it to Koa), and the two
 * answers must be the same, headers included.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { makeCarrier, makeRange, makeWarehouse, makeZone } from "../test/factories-config.js";
import { rateCardsOf } from "../services/rate-card.js";

const app = await createTestApp();
const france = await makeWarehouse(app.db, { country: "FR" });
const maghreb = await makeZone(app.db, ["DZ"], "Maghreb");
const economy = await makeCarrier(app.db, france.id, { name: "Economy" });
await makeRange(app.db, economy.id, maghreb.id, 0, 5, 20);
await rateCardsOf(app.deps).reload();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  path: string,
  body: string,
  options: { chunked?: boolean; method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { port, hostname } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: options.method ?? "POST",
        headers: {
          "content-type": "application/json",
          ...(options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": Buffer.byteLength(body) }),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    if (options.chunked) {
      // Two chunks: a body the lean path could not have measured in advance.
      req.write(body.slice(0, 3));
      req.end(body.slice(3));
    } else req.end(body);
  });
}

/** What must match: everything but the per-request and per-transfer headers. */
function comparable(answer: Answer) {
  const {
    date: _date,
    "x-request-id": _id,
    "transfer-encoding": _te,
    connection: _c,
    "keep-alive": _k,
    ...headers
  } = answer.headers;
  return { status: answer.status, headers, body: answer.body };
}

const quote = (fields: Record<string, unknown>) => JSON.stringify({ warehouse: france.id, country: "DZ", ...fields });

describe("the lean path of POST /api/users/calc_shipping", () => {
  it.each([
    ["a priced quote", quote({ weight: 2, length: 10, width: 10, height: 10 })],
    ["a quote too heavy (422)", quote({ weight: 31 })],
    ["a weight nothing serves (422)", quote({ weight: 12 })],
    ["an unknown warehouse", quote({ weight: 1, warehouse: "00000000-0000-4000-8000-000000000000" })],
    ["missing fields", JSON.stringify({ weight: "heavy" })],
    ["an array", "[1, 2]"],
    ["a number", "42"],
    ["broken JSON", '{"weight": 1,'],
    ["a __proto__ key", '{"__proto__": {"admin": true}, "weight": 1}'],
  ])("answers %s as the ordinary path does", async (_name, body) => {
    const lean = await send("/api/users/calc_shipping", body);
    const ordinary = await send("/api/users/calc_shipping", body, { chunked: true });
    expect(comparable(lean)).toEqual(comparable(ordinary));
    expect(lean.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("gives the right prices, with the API's headers, and keeps a sane request id", async () => {
    const answer = await send("/api/users/calc_shipping/", quote({ weight: 2 }), {
      headers: { "x-request-id": "client-request-42" },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ error: false, prices: [{ name: "Economy", price: 20 }] });
    expect(answer.headers).toMatchObject({
      "x-request-id": "client-request-42",
      "cache-control": "no-store",
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "content-type": "application/json; charset=utf-8",
    });
  });

  it("leaves other methods and content types to the ordinary path", async () => {
    const get = await send("/api/users/calc_shipping", "", { method: "GET" });
    expect(get.status).toBe(405);
    expect(JSON.parse(get.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    const form = await send("/api/users/calc_shipping", "weight=2", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
  });
});
