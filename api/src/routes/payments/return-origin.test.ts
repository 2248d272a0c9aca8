import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { makeWorld } from "../../test/factories-parcels.js";
import { createStripeTestApp, makePayableParcel, type StripeTestApp } from "../../test/factories-payments.js";

/**
 * Return links follow the address the customer uses when it is one of ours
 * (PUBLIC_URL, PUBLIC_HOSTS, loopback outside production), so paying never
 * lands them signed out on another host; any other Host falls back to PUBLIC_URL.
 */

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** fetch() sets Host itself; these requests name theirs. */
function send(
  app: TestApp,
  method: string,
  path: string,
  options: { host: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Raw> {
  const url = new URL(app.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          host: options.host,
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const json = (res.headers["content-type"] ?? "").includes("json");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: json && text ? JSON.parse(text) : text });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const WEBHOOK_SECRET = "whsec_test_return_origin";
const direct = await createStripeTestApp(WEBHOOK_SECRET, { PUBLIC_HOSTS: "www.ipf.example" });
const proxied = await createStripeTestApp(WEBHOOK_SECRET, {
  NODE_ENV: "production",
  PUBLIC_HOSTS: "www.ipf.example",
  TRUST_PROXY: "true",
});

/** Starts paying a new parcel by card from `host`, as the app's customer: the fake Stripe's session for it. */
async function checkoutOn(
  { stripe, app, world }: StripeTestApp,
  host: string,
  headers: Record<string, string>,
  locale: string,
) {
  const { parcel, offers } = await makePayableParcel(app, {
    customerId: world.customer.id,
    warehouseId: world.warehouse.id,
  });
  const res = await send(app, "POST", "/api/users/stripe/create_payment", {
    host,
    headers,
    token: world.customerToken,
    body: { packageId: parcel.id, methodId: offers[0]!.id, locale },
  });
  expect(res.status).toBe(200);
  const id = new URL(res.body.checkoutUrl).pathname.split("/").pop()!;
  return { session: stripe.sessions.get(id)!, parcel };
}

describe("return links with Stripe (the SDK against the fake)", () => {
  const { app, world } = direct;

  const payable = () => makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
  const checkout = (host: string, headers: Record<string, string> = {}) => checkoutOn(direct, host, headers, "ar");

  it("returns to an alias of PUBLIC_HOSTS the customer is using", async () => {
    const { session, parcel } = await checkout("www.ipf.example");
    expect(session.success_url).toBe("http://www.ipf.example/ar/dashboard?payment=success");
    expect(session.cancel_url).toBe("http://www.ipf.example/ar/dashboard?payment=cancel");
    const row = await app.db("transactions").where({ parcel_id: parcel.id }).first();
    expect(row.return_origin).toBe("http://www.ipf.example");
  });

  it("returns to PUBLIC_URL for a host that is not ours, and ignores X-Forwarded-Host without TRUST_PROXY", async () => {
    expect((await checkout("evil.example")).session.success_url).toBe(
      "https://ipf.example/ar/dashboard?payment=success",
    );
    const forwarded = await checkout("ipf.example", { "x-forwarded-host": "www.ipf.example" });
    expect(forwarded.session.success_url).toBe("https://ipf.example/ar/dashboard?payment=success");
  });

  it("returns to the loopback name used, outside production", async () => {
    const { session } = await checkout("localhost:4321");
    expect(session.success_url).toBe("http://localhost:4321/ar/dashboard?payment=success");
  });

  it("links the bitcoin instructions (answer and e-mail) to the host used", async () => {
    const { parcel, offers } = await payable();
    const res = await send(app, "POST", "/api/users/bitcoin/create_payment", {
      host: "www.ipf.example",
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.link).toMatch(/^http:\/\/www\.ipf\.example\/pay\/bitcoin\/[0-9a-f-]{36}\?lang=/);
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.text_body).toContain(res.body.link);
  });

  it("links the payment-complete e-mail to the host the payment was started from", async () => {
    const { parcel, offers } = await payable();
    const res = await send(app, "POST", "/api/users/offline/create_payment", {
      host: "www.ipf.example",
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id, paymentType: "bank_transfer" },
    });
    expect(res.status).toBe(201);
    const confirmed = await app.request("GET", `/api/admins/bitcoin/confirm_payment/${res.body.transaction._id}`, {
      token: world.admin.token,
    });
    expect(confirmed.status).toBe(200);
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.text_body).toContain(`http://www.ipf.example/${world.customer.language}/transactions`);
  });
});

describe("return links with TRUST_PROXY", () => {
  const successUrl = async (headers: Record<string, string>, host = "10.0.0.5:8080") =>
    (await checkoutOn(proxied, host, headers, "en")).session.success_url;

  it("reads the host and scheme the proxy forwards", async () => {
    expect(await successUrl({ "x-forwarded-host": "www.ipf.example", "x-forwarded-proto": "https" })).toBe(
      "https://www.ipf.example/en/dashboard?payment=success",
    );
  });

  it("still checks them against the allow-list; no loopback in production", async () => {
    expect(await successUrl({ "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" })).toBe(
      "https://ipf.example/en/dashboard?payment=success",
    );
    expect(await successUrl({}, "localhost:8080")).toBe("https://ipf.example/en/dashboard?payment=success");
  });
});

describe("return links with the local checkout", () => {
  let app: TestApp;
  let world: Awaited<ReturnType<typeof makeWorld>>;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: "http://localhost:8080" });
    world = await makeWorld(app);
  });

  it("serves the checkout on the host used and sends the customer back to it", async () => {
    const host = new URL(app.url).host; // 127.0.0.1:<port>, while PUBLIC_URL names localhost
    const { parcel, offers } = await makePayableParcel(app, {
      customerId: world.customer.id,
      warehouseId: world.warehouse.id,
    });
    const res = await send(app, "POST", "/api/users/stripe/create_payment", {
      host,
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id, locale: "fr" },
    });
    expect(res.status).toBe(200);
    const checkoutUrl = new URL(res.body.checkoutUrl);
    expect(checkoutUrl.host).toBe(host);
    const page = await send(app, "GET", checkoutUrl.pathname, { host });
    expect(page.status).toBe(200);
    expect(String(page.headers["content-security-policy"])).toContain(`form-action 'self' http://${host}`);
    const paid = await send(app, "POST", `${checkoutUrl.pathname}/pay`, { host });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`http://${host}/fr/dashboard?payment=success`);

    const other = await send(app, "POST", `${checkoutUrl.pathname}/cancel`, { host: "evil.example" });
    expect(other.headers.location).toBe("http://localhost:8080/fr/dashboard?payment=cancel");
  });
});
