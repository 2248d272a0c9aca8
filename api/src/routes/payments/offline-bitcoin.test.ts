import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { makeWorld } from "../../test/factories-parcels.js";
import { makePayableParcel, transactionsOf } from "../../test/factories-payments.js";
import { ecbXml, useEuroRateSource } from "../../services/euro-rate.js";

let app: TestApp;
let world: Awaited<ReturnType<typeof makeWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await makeWorld(app);
  useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.25, "2026-11-26")) });
});

const payable = () => makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
const offline = (body: unknown, token = world.customerToken) =>
  app.request("POST", "/api/users/offline/create_payment", { token, body });
const bitcoin = (body: unknown, token = world.customerToken) =>
  app.request("POST", "/api/users/bitcoin/create_payment", { token, body });

describe("#users.offline.create_payment", () => {
  it("should record a pending payment in euro at the day's rate, and say an invoice will follow", async () => {
    const { parcel, offers } = await payable();
    const res = await offline({ packageId: parcel.parcel_code, methodId: offers[0]!.id, paymentType: "bank_transfer" });
    expect(res.status).toBe(201);
    // 25.50 USD at 1.25 USD for one euro is 20.40 EUR.
    expect(res.body.transaction).toMatchObject({
      type: "offline",
      offlinePaymentType: "bank_transfer",
      amount: 20.4,
      currency: "EUR",
      eurRate: 0.8,
      complete: false,
      package: parcel.parcel_code,
    });
    const [tx] = await transactionsOf(app, parcel.id);
    expect(tx).toMatchObject({ amount_cents: 2040, currency: "EUR", state: "pending" });
    expect(Number(tx.eur_rate)).toBe(0.8);
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.text_body).toMatch(/invoice|فاتورة|facture/i);
  });

  it("should answer TRAN_EXIST when a payment is already pending, and race to one transaction", async () => {
    const { parcel, offers } = await payable();
    const body = { packageId: parcel.id, methodId: offers[0]!.id, paymentType: "bank_transfer" };
    const answers = await Promise.all([offline(body), offline(body), offline(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe("TRAN_EXIST");
    expect(await transactionsOf(app, parcel.id)).toHaveLength(1);
    const card = await app.request("POST", "/api/users/stripe/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id, locale: "en" },
    });
    expect(card.body.code).toBe("TRAN_EXIST");
  });

  it("should require a payment type", async () => {
    const { parcel, offers } = await payable();
    const res = await offline({ packageId: parcel.id, methodId: offers[0]!.id, paymentType: " " });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ paymentType: "paymentTypeRequired" });
  });
});

describe("#users.bitcoin.create_payment", () => {
  it("should record a pending payment in dollars and link to the instructions", async () => {
    const { parcel, offers } = await payable();
    const res = await bitcoin({ packageId: parcel.id, methodId: offers[1]!.id });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({ type: "bitcoin", amount: 49.99, currency: "USD", state: "pending" });
    const page = await fetch(res.body.link.replace(/^https?:\/\/[^/]+/, app.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("$49.99");
    expect(html).toContain(res.body.transaction.paymentId);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("approved");
  });
});

describe("#users.create_payment", () => {
  it("should say the method is not enabled", async () => {
    const res = await app.request("POST", "/api/users/create_payment", { token: world.customerToken, body: {} });
    expect(res.status).toBe(410);
    expect(res.body.code).toBe("PAYMENT_METHOD_DISABLED");
  });
});

describe("#admins.transactions pending lists, confirm and cancel", () => {
  async function pending(kind: "offline" | "bitcoin") {
    const made = await payable();
    const res =
      kind === "offline"
        ? await offline({ packageId: made.parcel.id, methodId: made.offers[0]!.id, paymentType: "cash" })
        : await bitcoin({ packageId: made.parcel.id, methodId: made.offers[0]!.id });
    return { ...made, tx: res.body.transaction as { _id: string; paymentId: string } };
  }
  const confirm = (id: string, token: string) =>
    app.request("GET", `/api/admins/bitcoin/confirm_payment/${id}`, { token });

  it("should list pending payments of each kind, with the customer and the parcel", async () => {
    const { parcel, tx } = await pending("bitcoin");
    const res = await app.request("GET", `/api/admins/transactions/bitcoin?query=${parcel.track_number}`, {
      token: world.support.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requestCount: 1, pageCount: 1 });
    expect(res.body.transactions[0]).toMatchObject({
      _id: tx._id,
      user: { _id: world.customer.id, addressHash: world.customer.address_code },
      parcel: { packageId: parcel.parcel_code },
      method: { price: 25.5 },
    });
    expect((await app.request("GET", "/api/admins/transactions/offline", { token: world.intake.token })).status).toBe(
      403,
    );
  });

  it("should let only admins confirm bitcoin, and admins and support confirm offline", async () => {
    const btc = await pending("bitcoin");
    expect((await confirm(btc.tx._id, world.support.token)).status).toBe(403);
    const res = await confirm(btc.tx._id, world.admin.token);
    expect(res.status).toBe(200);
    expect(await app.db("parcels").where({ id: btc.parcel.id }).first()).toMatchObject({
      state: "paid",
      chosen_offer_id: btc.offers[0]!.id,
    });
    const again = await confirm(btc.tx._id, world.admin.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TRANSACTION_CLOSED");

    const off = await pending("offline");
    expect((await confirm(off.tx._id, world.support.token)).status).toBe(200);
    const [tx] = await transactionsOf(app, off.parcel.id);
    expect(tx).toMatchObject({ state: "complete", confirmed_by: world.support.row.id });
  });

  it("should confirm once when two staff race", async () => {
    const { parcel, tx } = await pending("offline");
    const answers = await Promise.all([confirm(tx._id, world.admin.token), confirm(tx._id, world.support.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await app.db("notifications").where({ parcel_id: parcel.id })).toHaveLength(1);
  });

  it("should cancel a pending payment when the three ids agree", async () => {
    const { parcel, tx } = await pending("offline");
    const other = await payable();
    const cancel = (body: unknown, kind = "offline", token = world.admin.token) =>
      app.request("POST", `/api/admins/transactions/${kind}/cancel`, { token, body });
    const body = { transactionId: tx._id, userId: world.customer.id, packageId: parcel.parcel_code };
    expect((await cancel({ ...body, packageId: other.parcel.id })).status).toBe(404);
    expect((await cancel({ ...body, userId: world.other.id })).status).toBe(404);
    expect((await cancel(body, "bitcoin")).status).toBe(404);
    expect((await cancel({ ...body, transactionId: "x" })).status).toBe(400);
    expect((await cancel(body, "offline", world.intake.token)).status).toBe(403);
    expect((await cancel(body)).status).toBe(200);
    expect((await transactionsOf(app, parcel.id)).map((t) => t.state)).toEqual(["cancelled"]);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("approved");
    const again = await cancel(body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TRANSACTION_CLOSED");
  });
});

describe("#transactions lists", () => {
  it("should list only the customer's own transactions, paged", async () => {
    const otherParcel = await makePayableParcel(app, { customerId: world.other.id, warehouseId: world.warehouse.id });
    await offline(
      { packageId: otherParcel.parcel.id, methodId: otherParcel.offers[0]!.id, paymentType: "cash" },
      world.otherToken,
    );
    const res = await app.request("GET", "/api/users/transactions?page=0&perPage=2", { token: world.customerToken });
    expect(res.status).toBe(200);
    expect(res.body.transactions).toHaveLength(2);
    const mine = await app.db("transactions").where({ customer_id: world.customer.id }).count({ n: "*" }).first();
    expect(res.body.requestCount).toBe(Number(mine!.n));
    expect(res.body.pageCount).toBe(Math.ceil(Number(mine!.n) / 2));
    const all = await app.request("GET", `/api/users/transactions?perPage=100`, { token: world.customerToken });
    expect(all.body.transactions.every((t: { package: string }) => t.package !== otherParcel.parcel.parcel_code)).toBe(
      true,
    );
  });

  it("should let staff page and search every transaction", async () => {
    const [tx] = await app.db("transactions").where({ customer_id: world.other.id });
    const res = await app.request("GET", `/api/admins/transactions?query=${tx.payment_id.slice(-6)}`, {
      token: world.support.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.transactions.map((t: { _id: string }) => t._id)).toEqual([tx.id]);
    const paged = await app.request("GET", "/api/admins/transactions?page=1&perPage=3", { token: world.admin.token });
    expect(paged.body.transactions.length).toBeLessThanOrEqual(3);
    expect(paged.body.requestCount).toBeGreaterThan(3);
    expect((await app.request("GET", "/api/admins/transactions", { token: world.ops.token })).status).toBe(403);
  });
});
