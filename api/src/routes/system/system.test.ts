import { describe, expect, it } from "vitest";
import { createTestApp, externalAddress, readAnswer } from "../../test/harness.js";
import { PASSWORD, makeCustomer, makeStaff } from "../../test/factories.js";

const app = await createTestApp();
const prod = await createTestApp({ NODE_ENV: "production" });
// Listening on every interface, so that a request can come from another address than the loopback.
const open = await createTestApp({ TRUST_PROXY: "true" }, {}, { host: "0.0.0.0" });
const withSmtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
const external = externalAddress();

describe("#system", () => {
  it("reports health with the database checked", async () => {
    const res = await app.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: "ok", environment: "test" });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await app.request("GET", "/api/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: true, code: "NOT_FOUND", message: "No such API route." });
  });

  it("serves an OpenAPI document generated from the shared schemas", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const signup = res.body.paths["/api/users/signup"].post;
    const schema = signup.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["firstName", "lastName", "email", "phone", "password"]));
    expect(res.body.paths["/api/admins/login"].post.responses).toHaveProperty("401");
    expect(res.body.paths["/api/users/getuser"].get.security).toEqual([{ customerToken: [] }]);
  });

  it("sets security headers and a request id on every answer", async () => {
    const res = await app.request("GET", "/api/health", { headers: { "x-request-id": "abcdef-123456" } });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-request-id")).toBe("abcdef-123456");
    const fresh = await app.request("GET", "/api/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists the outbox newest first outside production", async () => {
    await app.deps.mailer.queue({ to: "a@example.com", subject: "First", text: "one" });
    await app.deps.mailer.queue({ to: "b@example.com", subject: "Second", text: "two", html: "<p>two</p>" });
    const res = await app.request("GET", "/api/dev/outbox");
    expect(res.status).toBe(200);
    expect(res.body.messages.slice(0, 2)).toMatchObject([
      { to: "b@example.com", subject: "Second", text: "two", html: "<p>two</p>", status: "stored" },
      { to: "a@example.com", subject: "First", text: "one", html: null },
    ]);
    expect(res.body.messages[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page = await app.request("GET", "/dev/mailbox");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Second");
  });

  it("slows guessing at one account, but lets the owner in from an address they signed in from", async () => {
    const customer = await makeCustomer(open.db);
    const from = (ip: string, password: string) =>
      open.request("POST", "/api/users/login", {
        body: { email: customer.email, password },
        headers: { "x-forwarded-for": ip },
      });
    expect((await from("203.0.113.5", PASSWORD)).status).toBe(200);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const res = await from("198.51.100.7", "wrong-password");
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get("retry-after");
    }
    // Five free misses, the fifth arming a wait, then refusals while it runs.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits there: the attacker must not learn it was right.
    expect((await from("198.51.100.7", PASSWORD)).status).toBe(429);
    // The owner, at the address they used before, is not held up by it.
    expect((await from("203.0.113.5", PASSWORD)).status).toBe(200);
    // Their success cleared the account's count: a new address is not held up either.
    expect((await from("192.0.2.77", PASSWORD)).status).toBe(200);
  });

  it("slows one address guessing at many accounts, with a growing Retry-After", async () => {
    const waits: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await open.request("POST", "/api/users/login", {
        body: { email: `nobody-${i}@example.com`, password: "wrong-password" },
        headers: { "x-forwarded-for": "198.51.100.99" },
      });
      if (res.status === 429) waits.push(Number(res.headers.get("retry-after")));
      else expect(res.status).toBe(401);
    }
    expect(waits.length).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await makeCustomer(open.db);
    const ok = await open.request("POST", "/api/users/login", {
      body: { email: other.email, password: PASSWORD },
      headers: { "x-forwarded-for": "198.51.100.100" },
    });
    expect(ok.status).toBe(200);
  });

  it("does not count successful sign-ins against anyone", async () => {
    const customer = await makeCustomer(app.db);
    for (let i = 0; i < 12; i++) {
      const res = await app.request("POST", "/api/users/login", {
        body: { email: customer.email, password: PASSWORD },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe("#sign-in, guesses sent together", () => {
  /** 50 wrong passwords at once from `ip`: the statuses, sorted. */
  const flood = async (path: string, body: (i: number) => object, ip: string) => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        open.request("POST", path, { body: body(i), headers: { "x-forwarded-for": ip } }),
      ),
    );
    return answers.map((a) => a.status);
  };

  it("checks at most five of 50 parallel wrong customer passwords, then refuses the right one", async () => {
    const customer = await makeCustomer(open.db);
    const statuses = await flood(
      "/api/users/login",
      (i) => ({ email: customer.email, password: `wrong-password-${i}` }),
      "198.51.100.20",
    );
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - checked);
    // The right password waits too, from there and from an address the account never used.
    for (const ip of ["198.51.100.20", "198.51.100.21"]) {
      const res = await open.request("POST", "/api/users/login", {
        body: { email: customer.email, password: PASSWORD },
        headers: { "x-forwarded-for": ip },
      });
      expect(res.status).toBe(429);
    }
  });

  it("checks at most five of 50 parallel wrong staff passwords, then refuses the right one", async () => {
    const staff = await makeStaff(open.db);
    const statuses = await flood(
      "/api/admins/login",
      (i) => ({ username: staff.username, password: `wrong-password-${i}` }),
      "198.51.100.30",
    );
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - checked);
    // Every attempt that reached the password check is in the sign-in history.
    expect(await open.db("login_logs").where({ username: staff.username })).toHaveLength(checked);
    for (const ip of ["198.51.100.30", "198.51.100.31"]) {
      const res = await open.request("POST", "/api/admins/login", {
        body: { username: staff.username, password: PASSWORD },
        headers: { "x-forwarded-for": ip },
      });
      expect(res.status).toBe(429);
    }
  });

  it("checks at most 20 of 50 parallel guesses from one address at many accounts", async () => {
    const statuses = await flood(
      "/api/users/login",
      (i) => ({ email: `spray-${i}@example.com`, password: "wrong-password" }),
      "198.51.100.40",
    );
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - checked);
  });

  it("counts a request limit before the request: 50 parallel recoveries from one address, 30 answered", async () => {
    const statuses = await flood(
      "/api/users/password/recover",
      (i) => ({ email: `probe-${i}@example.com` }),
      "198.51.100.50",
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it("lets the owner in at an address they signed in from while strangers flood the account", async () => {
    const customer = await makeCustomer(open.db);
    const login = (ip: string, password: string) =>
      open.request("POST", "/api/users/login", {
        body: { email: customer.email, password },
        headers: { "x-forwarded-for": ip },
      });
    expect((await login("203.0.113.60", PASSWORD)).status).toBe(200);
    await flood(
      "/api/users/login",
      (i) => ({ email: customer.email, password: `wrong-${i}-password` }),
      "198.51.100.61",
    );
    expect((await login("198.51.100.62", PASSWORD)).status).toBe(429);
    expect((await login("203.0.113.60", PASSWORD)).status).toBe(200);
    // Their success cleared the account's count.
    expect((await login("198.51.100.62", PASSWORD)).status).toBe(200);
  });
});

describe("#system.outbox, who may read it", () => {
  it.runIf(external)("answers 404 to a client that is not on this machine, whatever X-Forwarded-For says", async () => {
    await open.deps.mailer.queue({ to: "victim@example.com", subject: "Reset your password", text: "secret-link" });
    const port = new URL(open.url).port;
    const from = async (path: string) =>
      readAnswer(await fetch(`http://${external}:${port}${path}`, { headers: { "x-forwarded-for": "127.0.0.1" } }));
    const outbox = await from("/api/dev/outbox");
    expect(outbox.status).toBe(404);
    expect(JSON.stringify(outbox.body)).not.toContain("secret-link");
    // The page's path falls through to the customer site (when built), never the mailbox.
    const page = await from("/dev/mailbox");
    expect(String(page.body)).not.toContain("Development mailbox");
    expect(String(page.body)).not.toContain("secret-link");
    // The same server still answers the loopback (npm start and the browser tests use 127.0.0.1).
    const local = await open.request("GET", "/api/dev/outbox");
    expect(local.status).toBe(200);
    expect(JSON.stringify(local.body)).toContain("secret-link");
  });

  it("is closed when real mail is configured, even to the loopback", async () => {
    await withSmtp.deps.db("email_outbox").insert({
      to_address: "victim@example.com",
      subject: "Reset your password",
      text_body: "secret-link",
      status: "sent",
    });
    expect((await withSmtp.request("GET", "/api/dev/outbox")).status).toBe(404);
    const page = await withSmtp.request("GET", "/dev/mailbox");
    expect(String(page.body)).not.toContain("secret-link");
  });
});

describe("#system in production", () => {
  it("hides the development outbox and mailbox", async () => {
    expect((await prod.request("GET", "/api/dev/outbox")).status).toBe(404);
    // The path then falls through to the customer site (when built), never the mailbox.
    const page = await prod.request("GET", "/dev/mailbox");
    expect(String(page.body)).not.toContain("Development mailbox");
  });
});

describe("#routing", () => {
  it("finds routes without parameters whatever the case or a trailing slash, and answers 405 to a wrong method", async () => {
    expect((await app.request("GET", "/api/HEALTH/")).status).toBe(200);
    const wrong = await app.request("GET", "/api/users/login");
    expect(wrong.status).toBe(405);
    expect(wrong.body).toMatchObject({ error: true, code: "METHOD_NOT_ALLOWED" });
    expect(wrong.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
