import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { customerToken, makeCustomer } from "../../test/factories.js";

/** Input no form sends: NUL characters, unreadable bodies, oversized keys. Each must be a 4xx, never a 500. */
const { app, token: admin } = await createStaffTestApp(1);
const customer = customerToken(app, await makeCustomer(app.db));

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

describe("#input with a NUL character", () => {
  const searches = operations.flatMap(({ method, path, operation, token }) =>
    method === "GET"
      ? (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ path, token, name: p.name }))
      : [],
  );
  it(`refuses it in every query parameter of every list (${searches.length}) as a validation error`, async () => {
    expect(searches.filter(({ name }) => name === "query").length).toBeGreaterThanOrEqual(15);
    for (const { path, token, name } of searches) {
      const res = await app.request("GET", `${withPath(path, "1")}?${name}=ab%00cd`, { token });
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
