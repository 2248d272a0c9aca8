import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTestApp, readAnswer, type TestResponse } from "../test/harness.js";
import { customerToken, makeCustomer, makeStaff, staffToken } from "../test/factories.js";
import { makeAddress, makeParcel, makeWarehouse } from "../test/factories-parcels.js";
import { makeTicket, pngBytes } from "../test/factories-accounts.js";
import { brokenOrValid, countWrites, hostileValue, routesOf, valid, type Route } from "../test/openapi.js";

/**
 * Property-based fuzzing of every route of the OpenAPI document: bodies,
 * forms, query strings and path parameters drawn from each route's own
 * schema and then broken (wrong types, huge and NUL-bearing strings,
 * prototype keys, deep nesting), sent with no token, a customer's, or a
 * staff member's of each group. Whatever arrives: never a 5xx, never a stack
 * trace in the answer, and a refused request (4xx) changes nothing in the
 * database (see countWrites for the tables that record refusals).
 * Runs are bounded and reproducible: a fixed seed and RUNS per route.
 */
export const RUNS = 12;
const SEED = 20261124;

const app = await createTestApp();
const routes = await routesOf(app);

const warehouse = await makeWarehouse(app.db);
const customer = await makeCustomer(app.db);
await makeParcel(app.db, { customer_id: customer.id, warehouse_id: warehouse.id });
await makeAddress(app.db, customer.id);
await makeTicket(app.db, customer.id);
const unconfirmed = await makeCustomer(app.db, { is_confirmed: false });
/** Each caller's token, of a new session at every call: a call that signs out retires only its own. */
const tokens: Record<string, () => string | undefined> = {
  none: () => undefined,
  customer: () => customerToken(app, customer),
  "unconfirmed customer": () => customerToken(app, unconfirmed),
};
for (const group of [1, 2, 3, 4] as const) {
  const staff = await makeStaff(app.db, { group_id: group });
  tokens[`staff ${group}`] = () => staffToken(app, staff);
}
const png = await pngBytes();
const writes = await countWrites(app.db);

/** Who calls: mostly the route's own audience, sometimes anyone. */
function callers(route: Route): fc.Arbitrary<string> {
  const own = route.security === "staff" ? ["staff 1", "staff 2", "staff 3", "staff 4"] : ["customer"];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...own), weight: 3 },
    { arbitrary: fc.constantFrom(...Object.keys(tokens)), weight: 1 },
  );
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

interface Attempt {
  caller: string;
  params: string[];
  query: [string, string][];
  body: unknown;
  rawBody?: string;
  withFile: boolean;
}

function attempts(route: Route): fc.Arbitrary<Attempt> {
  const text = (schema: Route["params"][number]["schema"]) =>
    fc.oneof(valid(schema).map(asText), hostileValue.map(asText));
  return fc.record({
    caller: callers(route),
    params: fc.tuple(...route.params.map((param) => text(param.schema))),
    query: fc
      .tuple(
        ...route.query.map((param) =>
          fc.option(
            text(param.schema).map((value) => [param.name, value] as [string, string]),
            { nil: undefined, freq: 3 },
          ),
        ),
      )
      .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined)),
    body: brokenOrValid(route.body ?? route.form),
    rawBody: fc.option(fc.constantFrom("{", "[1,", '{"a":1}garbage', "null", '"text"', "{".repeat(10_000)), {
      nil: undefined,
      freq: 6,
    }),
    withFile: fc.boolean(),
  });
}

async function send(route: Route, attempt: Attempt): Promise<TestResponse> {
  let index = 0;
  const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(attempt.params[index++] ?? ""));
  const search = new URLSearchParams(attempt.query).toString();
  const url = `${path}${search ? `?${search}` : ""}`;
  const token = tokens[attempt.caller]!();
  if (route.form) {
    const form = new FormData();
    const fields = typeof attempt.body === "object" && attempt.body ? (attempt.body as Record<string, unknown>) : {};
    for (const [name, value] of Object.entries(fields)) form.append(name, asText(value));
    if (attempt.withFile) form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "../x.png");
    // Sent whole, with its length: a form streamed after its headers meets a broken pipe, not the
    // server's 431, when the path alone passes Node's 16 KB limit on a request's head.
    const encoded = new Response(form);
    const response = await fetch(app.url + url, {
      method: route.method,
      headers: {
        "content-type": encoded.headers.get("content-type")!,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    return readAnswer(response);
  }
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  return app.request(route.method, url, {
    token,
    ...(hasBody ? { body: attempt.rawBody ?? JSON.stringify(attempt.body ?? {}) } : {}),
  });
}

const STACK_TRACE = /\n\s+at .+:\d+|node_modules\/|\.ts:\d+:\d+|Error: .*\n/;

describe("#fuzz every route of the OpenAPI document", () => {
  it("counts a committed write, and not one rolled back", async () => {
    const before = await writes();
    await app.db
      .transaction(async (trx) => {
        await trx("customers").where({ id: customer.id }).update({ first_name: "Rolled back" });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await writes()).toBe(before);
    await app.db("customers").where({ id: customer.id }).update({ first_name: customer.first_name });
    expect(await writes()).toBe(before + 1);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(attempts(route), async (attempt) => {
        const before = await writes();
        const res = await send(route, attempt);
        const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
        expect(res.status, text.slice(0, 300)).toBeLessThan(500);
        expect(text).not.toMatch(STACK_TRACE);
        if (res.status >= 400) expect(await writes(), `${res.status} ${text.slice(0, 200)}`).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it("left no prototype polluted", () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).group_id).toBeUndefined();
  });
});
