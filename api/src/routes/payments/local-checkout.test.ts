import { beforeAll, describe, expect, it } from "vitest";
import { assertPaymentsReady, loadConfig } from "../../config.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { makeWorld } from "../../test/factories-parcels.js";
import { makePayableParcel, transactionsOf } from "../../test/factories-payments.js";

let app: TestApp;
let world: Awaited<ReturnType<typeof makeWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await makeWorld(app);
});

const noRedirect = (path: string, method = "GET") => fetch(app.url + path, { method, redirect: "manual" });

async function checkout(locale = "en") {
  const made = await makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
  const res = await app.request("POST", "/api/users/stripe/create_payment", {
    token: world.customerToken,
    body: { packageId: made.parcel.parcel_code, methodId: made.offers[0]!.id, locale },
  });
  expect(res.status).toBe(200);
  return { ...made, path: new URL(res.body.checkoutUrl as string).pathname };
}

describe("local checkout", () => {
  it("should show the amount and the parcel in the customer's language under a strict CSP", async () => {
    const { parcel, path } = await checkout("ar");
    expect(path).toMatch(/^\/pay\/local\/cs_local_[\w-]+$/);
    const res = await noRedirect(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('dir="rtl"');
    // The shared money format: the same "$25.50" as the pay dialog beside it, never "25.50 USD" or "US$".
    expect(html).toContain("$25.50");
    expect(html).toContain(parcel.parcel_code);
    // The carrier by its Arabic name, as the Arabic pay dialog named it.
    expect(html).toContain("ناقل");
    expect(html).not.toContain("<script");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'.*form-action 'self'/);
  });

  it("should complete through the webhook handler on Pay and return to the dashboard", async () => {
    const { parcel, offers, path } = await checkout("en");
    const res = await noRedirect(`${path}/pay`, "POST");
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname + new URL(res.headers.get("location")!).search).toBe(
      "/en/dashboard?payment=success",
    );
    expect(await app.db("parcels").where({ id: parcel.id }).first()).toMatchObject({
      state: "paid",
      chosen_offer_id: offers[0]!.id,
    });
    expect(await app.db("processed_webhook_events").where("event_id", "like", "evt_local_%")).not.toHaveLength(0);
    // The page is closed now, and paying again changes nothing.
    expect((await noRedirect(path)).status).toBe(410);
    expect((await noRedirect(`${path}/pay`, "POST")).status).toBe(303);
    expect((await transactionsOf(app, parcel.id)).map((t) => t.state)).toEqual(["complete"]);
  });

  it("should cancel the checkout on Cancel and return with payment=cancel", async () => {
    const { parcel, path } = await checkout("fr");
    const res = await noRedirect(`${path}/cancel`, "POST");
    expect(res.headers.get("location")).toMatch(/\/fr\/dashboard\?payment=cancel$/);
    expect((await transactionsOf(app, parcel.id)).map((t) => t.state)).toEqual(["cancelled"]);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("approved");
  });

  it("should answer 404 for an unknown session", async () => {
    expect((await noRedirect("/pay/local/cs_local_AAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await noRedirect("/pay/local/cs_local_AAAAAAAAAAAAAAAAAAAAAAAA/pay", "POST")).status).toBe(404);
  });

  it("should refuse events signed with anything but the local secret", async () => {
    const res = await app.request("POST", "/api/payments/stripe/webhook", {
      body: JSON.stringify({ id: "evt_x", type: "checkout.session.completed" }),
      headers: { "stripe-signature": "t=1,v1=abc" },
    });
    expect(res.status).toBe(400);
  });
});

describe("payment configuration", () => {
  const production = { NODE_ENV: "production", JWT_SECRET: "x".repeat(40) };

  it("should refuse to start in production without Stripe keys", () => {
    expect(() => assertPaymentsReady(loadConfig(production))).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("should start in production with keys, or with the local checkout chosen", () => {
    expect(() =>
      assertPaymentsReady(
        loadConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
      ),
    ).not.toThrow();
    expect(() => assertPaymentsReady(loadConfig({ ...production, PAYMENTS_LOCAL_CHECKOUT: "true" }))).not.toThrow();
  });

  it("should require the webhook secret with the secret key", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("local checkout of a purchase request", () => {
  it("names the request, completes it through the webhook handler, and returns to its page", async () => {
    const sent = await app.request("POST", "/api/purchases", {
      token: world.customerToken,
      body: {
        warehouseId: world.warehouse.id,
        send: true,
        items: [{ url: "https://shop.example/p/1", name: "Lamp", quantity: 1, maxUnitPrice: 40 }],
      },
    });
    const purchase = sent.body.purchase as { _id: string; reference: string; items: { _id: string }[] };
    const quoted = await app.request("POST", `/api/admins/purchases/${purchase._id}/quote`, {
      token: world.support.token,
      body: { items: [{ itemId: purchase.items[0]!._id, available: true, unitPrice: 30 }], delivery: 0, tax: 0 },
    });
    expect(quoted.status).toBe(200);
    const pay = await app.request("POST", `/api/purchases/${purchase._id}/pay`, {
      token: world.customerToken,
      body: { locale: "fr" },
    });
    const path = new URL(pay.body.checkoutUrl as string).pathname;
    const page = await (await noRedirect(path)).text();
    expect(page).toContain("Demande d&#39;achat");
    expect(page).toContain(purchase.reference);
    // 30 € and the 5 € minimum fee, in euros.
    expect(page).toContain("35,00\u00a0€");
    const res = await noRedirect(`${path}/pay`, "POST");
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe(`/fr/purchases/${purchase._id}`);
    expect((await app.db("purchase_requests").where({ id: purchase._id }).first()).state).toBe("paid");
  });
});
