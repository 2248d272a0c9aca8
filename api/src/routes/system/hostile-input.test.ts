import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { customerToken, makeCustomer, makeWarehouse } from "../../test/factories.js";
import { makeTicket, pngBytes, postForm } from "../../test/factories-accounts.js";

/**
 * Input no form sends: NUL characters, bidirectional controls, unreadable
 * bodies, oversized keys. Each must be a 4xx, never a 500.
 */
const { app, token: admin } = await createStaffTestApp(1);
const customerRow = await makeCustomer(app.db);
const customer = customerToken(app, customerRow);

interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
const document = (await app.request("GET", "/api/openapi.json")).body as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    operation,
    token: operation.security?.some((scheme) => "customerToken" in scheme) ? customer : admin,
  })),
);
const withPath = (path: string, value: string) => path.replace(/\{\w+\}/g, value);
/** A path parameter that parses (a well-formed id), so that a list's query is what gets checked. */
const ANY_ID = "00000000-0000-4000-8000-000000000000";

describe("#input with a NUL character", () => {
  const searches = operations.flatMap(({ method, path, operation, token }) =>
    method === "GET"
      ? (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ path, token, name: p.name }))
      : [],
  );
  it(`refuses it in every query parameter of every list (${searches.length}) as a validation error`, async () => {
    expect(searches.filter(({ name }) => name === "query").length).toBeGreaterThanOrEqual(15);
    for (const { path, token, name } of searches) {
      const res = await app.request("GET", `${withPath(path, ANY_ID)}?${name}=ab%00cd`, { token });
      expect([path, name, res.status, res.body.fields]).toEqual([path, name, 400, { [name]: "noNulCharacter" }]);
    }
  });

  const parameterised = operations.filter(({ path }) => path.includes("{"));
  it(`refuses it in a path parameter (${parameterised.length} routes)`, async () => {
    for (const { path, method, token } of parameterised) {
      const res = await app.request(method, withPath(path, "12%0034"), {
        token,
        ...(method === "GET" ? {} : { body: {} }),
      });
      // A route that reads no parameter through its schema may not find the object: 404 is fine, 5xx is not.
      expect([path, res.status]).toEqual([path, res.status === 404 ? 404 : 400]);
      if (res.status === 400) expect(Object.values(res.body.fields ?? {})).toContain("noNulCharacter");
    }
  });

  const bodies = operations.filter(({ operation }) => operation.requestBody?.content["application/json"]);
  it(`refuses it in any field of a JSON body (${bodies.length} routes)`, async () => {
    for (const { path, method, operation, token } of bodies) {
      const properties = operation.requestBody!.content["application/json"]!.schema.properties ?? { name: {} };
      const body = Object.fromEntries(Object.keys(properties).map((name) => [name, "x\u0000y"]));
      const res = await app.request(method, withPath(path, "1"), { token, body });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 400, "VALIDATION"]);
    }
  });

  it("names the field, nested or a key", async () => {
    const nested = await app.request("POST", "/api/users/login", {
      body: { email: "a@example.com", password: "long-enough-password", extra: { list: ["ok", "n\u0000"] } },
    });
    expect(nested.body.fields).toEqual({ "extra.list.1": "noNulCharacter" });
    const key = await app.request("POST", "/api/users/login", { body: '{"em\\u0000ail":"a@example.com"}' });
    expect(key.body.fields).toEqual({ email: "noNulCharacter" });
  });
});

/** U+202A-U+202E (embeddings, overrides, pop) and U+2066-U+2069 (isolates, pop): one of them per request. */
const CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
const hex = (control: string) => `U+${control.codePointAt(0)!.toString(16).toUpperCase()}`;
const count = async (table: string) => Number((await app.db(table).count({ n: "*" }).first())!.n);

const warehouse = await makeWarehouse(app.db);

describe("#input with a bidirectional control", () => {
  const preAlert = (fields: Record<string, unknown> = {}) => ({
    store: "Zalando",
    trackNumber: "1Z999AA10123456784",
    warehouse: warehouse.id,
    lines: [{ description: "Sneakers", quantity: 1, price: 89.9 }],
    ...fields,
  });
  const addPreAlert = (body: unknown) => app.request("POST", "/api/users/pre-alerts/add", { token: customer, body });

  it("refuses each of the nine in a field, a nested object, an array item, a key and a query, writing nothing", async () => {
    const before = await count("pre_alerts");
    for (const control of CONTROLS) {
      const attempts: [unknown, string][] = [
        [preAlert({ store: `{{7*7}} ${control}exe.gpj` }), "store"],
        [preAlert({ extra: { note: { text: `a${control}b` } } }), "extra.note.text"],
        [
          preAlert({ lines: [{ description: "Socks" }, { description: `x${control}y`, quantity: 1, price: 1 }] }),
          "lines.1.description",
        ],
        [{ ...preAlert(), [`st${control}ore`]: "Zara" }, "store"],
      ];
      for (const [body, field] of attempts) {
        const res = await addPreAlert(body);
        expect([hex(control), field, res.status, res.body.code, res.body.fields]).toEqual([
          hex(control),
          field,
          400,
          "VALIDATION",
          { [field]: "noBidiControl" },
        ]);
      }
      const search = await app.request("GET", `/api/admins/pre-alerts?query=${encodeURIComponent(`AB${control}CD`)}`, {
        token: admin,
      });
      expect([hex(control), search.status, search.body.fields]).toEqual([
        hex(control),
        400,
        { query: "noBidiControl" },
      ]);
      const path = await app.request("GET", `/api/admins/support/read/${encodeURIComponent(`12${control}34`)}`, {
        token: admin,
      });
      expect([hex(control), path.status, path.body.fields]).toEqual([hex(control), 400, { id: "noBidiControl" }]);
    }
    expect(await count("pre_alerts")).toBe(before);
  });

  const searches = operations.flatMap(({ method, path, operation, token }) =>
    method === "GET"
      ? (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ path, token, name: p.name }))
      : [],
  );
  it(`refuses them in every query parameter of every list (${searches.length})`, async () => {
    for (const [index, { path, token, name }] of searches.entries()) {
      const control = CONTROLS[index % CONTROLS.length]!;
      const res = await app.request(
        "GET",
        `${withPath(path, ANY_ID)}?${name}=${encodeURIComponent(`ab${control}cd`)}`,
        {
          token,
        },
      );
      expect([path, name, res.status, res.body.fields]).toEqual([path, name, 400, { [name]: "noBidiControl" }]);
    }
  });

  const bodies = operations.filter(({ operation }) => operation.requestBody?.content["application/json"]);
  it(`refuses them in any field of a JSON body (${bodies.length} routes)`, async () => {
    for (const [index, { path, method, operation, token }] of bodies.entries()) {
      const control = CONTROLS[index % CONTROLS.length]!;
      const properties = operation.requestBody!.content["application/json"]!.schema.properties ?? { name: {} };
      const body = Object.fromEntries(Object.keys(properties).map((name) => [name, `x${control}y`]));
      const res = await app.request(method, withPath(path, "1"), { token, body });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 400, "VALIDATION"]);
      // A path is parsed first: "1" may already be refused as no such object.
      if (!path.includes("{")) expect([path, Object.values(res.body.fields ?? {})]).toEqual([path, ["noBidiControl"]]);
    }
  });

  it("refuses them in a multipart field, a field's name and an upload's original name, writing nothing", async () => {
    const ticket = await makeTicket(app.db, customerRow.id);
    const before = await count("support_messages");
    const png = await pngBytes();
    const send = (fields: Record<string, string>, name = "photo.png") =>
      postForm(app, "/api/users/support/send", fields, {
        token: customer,
        file: { bytes: png, name, type: "image/png" },
      });
    for (const control of CONTROLS) {
      const inText = await send({ ticketId: ticket.id, message: `Thank you ${control}!` });
      expect([hex(control), inText.status, inText.body.fields]).toEqual([
        hex(control),
        400,
        { message: "noBidiControl" },
      ]);
      const inName = await send({ ticketId: ticket.id, [`mess${control}age`]: "Hello" });
      expect([hex(control), inName.status, inName.body.fields]).toEqual([
        hex(control),
        400,
        { message: "noBidiControl" },
      ]);
      const inFile = await send({ ticketId: ticket.id, message: "See the photo" }, `photo${control}gpj.exe`);
      expect([hex(control), inFile.status, inFile.body.fields]).toEqual([hex(control), 400, { file: "noBidiControl" }]);
    }
    expect(await count("support_messages")).toBe(before);
  });

  it("allows Arabic text with the marks LRM, RLM and ALM, stored as written", async () => {
    const store = "متجر\u200F Zara\u200E";
    const description = "حذاء رياضي\u061C ٢";
    const res = await addPreAlert(
      preAlert({ store, trackNumber: "1Z999AA10123456785", lines: [{ description, quantity: 1, price: 5 }] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.preAlert).toMatchObject({ store, lines: [{ description }] });
  });
});

describe("#input that cannot be read", () => {
  it("answers 400 to a body whose Content-Encoding does not match it, or is unknown", async () => {
    for (const encoding of ["gzip", "br", "deflate", "bogus"]) {
      const res = await app.request("POST", "/api/users/login", {
        body: { email: "a@example.com", password: "long-enough-password" },
        headers: { "content-encoding": encoding },
      });
      expect([encoding, res.status, res.body.error]).toEqual([encoding, 400, true]);
    }
  });

  it("answers 400 to a 1 MB e-mail on password recovery, and counts nothing under it", async () => {
    const email = `${"a".repeat(1_000_000)}@example.com`;
    const res = await app.request("POST", "/api/users/password/recover", { body: { email } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    const longest = await app
      .db("rate_limits")
      .max({ n: app.db.raw("length(key)") })
      .first();
    expect(Number(longest?.n ?? 0)).toBeLessThan(300);
  });
});
