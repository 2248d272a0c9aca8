import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_STAFF_EVENTS } from "@ipf/shared/schemas/payments";
import { createStripeTestApp, makePayableParcel, transactionsOf } from "../../test/factories-payments.js";
import { ecbXml, useEuroRateSource } from "../../services/euro-rate.js";

/** A payment in flight is shown, resumed and cancelled by its customer; the parcel is never stuck at "pay". */

const { stripe, app, world } = await createStripeTestApp("whsec_test_pending_payments");
const staffEvents: { event: string; data: unknown }[] = [];

beforeAll(async () => {
  useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.25, "2026-11-26")) });
  const toStaff = app.deps.realtime.toStaff.bind(app.deps.realtime);
  app.deps.realtime.toStaff = (event, data) => {
    staffEvents.push({ event, data });
    return toStaff(event, data);
  };
});

const payable = () => makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
const as = (token: string) => ({ token });
const pending = (token = world.customerToken) => app.request("GET", "/api/users/transactions/pending", as(token));
const cancel = (id: string, token = world.customerToken) =>
  app.request("POST", `/api/users/transactions/${id}/cancel`, as(token));
const resume = (id: string, token = world.customerToken) =>
  app.request("POST", `/api/users/transactions/${id}/resume`, as(token));
const offline = async () => {
  const { parcel, offers } = await payable();
  const res = await app.request("POST", "/api/users/offline/create_payment", {
    token: world.customerToken,
    body: { packageId: parcel.id, methodId: offers[0]!.id, paymentType: "bank_transfer" },
  });
  expect(res.status).toBe(201);
  return { parcel, offers, transaction: res.body.transaction as { _id: string; paymentId: string } };
};
const card = (parcelId: string, methodId: string) =>
  app.request("POST", "/api/users/stripe/create_payment", {
    token: world.customerToken,
    body: { packageId: parcelId, methodId, locale: "en" },
  });
const confirm = (id: string) => app.request("GET", `/api/admins/bitcoin/confirm_payment/${id}`, as(world.admin.token));

describe("#users.transactions.pending", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/users/transactions/pending")).status).toBe(401);
  });

  it("should list the customer's payments in flight with method, amount, date and carrier, and no one else's", async () => {
    const { parcel, transaction } = await offline();
    const bitcoinParcel = await payable();
    const bitcoin = await app.request("POST", "/api/users/bitcoin/create_payment", {
      token: world.customerToken,
      body: { packageId: bitcoinParcel.parcel.id, methodId: bitcoinParcel.offers[1]!.id },
    });
    const res = await pending();
    expect(res.status).toBe(200);
    const mine = res.body.payments.find((p: { _id: string }) => p._id === transaction._id);
    expect(mine).toMatchObject({
      parcelId: parcel.id,
      package: parcel.parcel_code,
      type: "offline",
      offlinePaymentType: "bank_transfer",
      amount: 20.4,
      currency: "EUR",
      state: "pending",
      instructionsUrl: null,
      cancelledBy: null,
    });
    expect(mine.carrier).toMatch(/^Carrier /);
    expect(Date.parse(mine.createdAt)).not.toBeNaN();
    const coins = res.body.payments.find((p: { _id: string }) => p._id === bitcoin.body.transaction._id);
    expect(coins).toMatchObject({ type: "bitcoin", amount: 49.99, currency: "USD" });
    expect(coins.instructionsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/bitcoin\//);
    expect((await pending(world.otherToken)).body.payments).toEqual([]);
  });
});

describe("#users.transactions", () => {
  it("should read a cancelled checkout as cancelled and an expired one as expired beside the paid one, never as pending", async () => {
    const { parcel, offers } = await payable();
    await card(parcel.id, offers[0]!.id);
    const [first] = await transactionsOf(app, parcel.id);
    expect((await cancel(first.id)).status).toBe(200);
    await card(parcel.id, offers[0]!.id);
    const second = (await transactionsOf(app, parcel.id)).find((row) => row.state === "pending");
    stripe.sessions.get(second.provider_session_id)!.status = "expired";
    expect((await resume(second.id)).status).toBe(409);
    const offlinePaid = await app.request("POST", "/api/users/offline/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id, paymentType: "bank_transfer" },
    });
    expect(offlinePaid.status).toBe(201);
    const paid = offlinePaid.body.transaction as { _id: string };
    expect((await confirm(paid._id)).status).toBe(200);

    const res = await app.request("GET", "/api/users/transactions?perPage=100", as(world.customerToken));
    expect(res.status).toBe(200);
    const ofParcel = res.body.transactions.filter((t: { package: string }) => t.package === parcel.parcel_code);
    expect(ofParcel.map((t: { _id: string; status: string }) => [t._id, t.status])).toEqual([
      [paid._id, "complete"],
      [second.id, "expired"],
      [first.id, "cancelled"],
    ]);
    expect(ofParcel.map((t: { state: string; complete: boolean }) => [t.state, t.complete])).toEqual([
      ["complete", true],
      ["cancelled", false],
      ["cancelled", false],
    ]);
    // Each amount with the currency it was asked in: the card checkouts in dollars, the offline payment in euros.
    expect(ofParcel.map((t: { currency: string }) => t.currency)).toEqual(["EUR", "USD", "USD"]);
  });
});

describe("#users.transactions.cancel", () => {
  it("should cancel the customer's offline payment, tell staff who did, and let the parcel be paid by card", async () => {
    const { parcel, offers, transaction } = await offline();
    expect((await card(parcel.id, offers[0]!.id)).body.code).toBe("TRAN_EXIST");
    staffEvents.length = 0;

    const res = await cancel(transaction._id);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/cancelled/);
    const [row] = await transactionsOf(app, parcel.id);
    expect(row).toMatchObject({ state: "cancelled", cancelled_by: "customer" });
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("approved");
    expect(staffEvents).toContainEqual({
      event: PAYMENT_STAFF_EVENTS.offline,
      data: {
        type: "offline",
        transactionId: transaction._id,
        packageId: parcel.parcel_code,
        change: "cancelled",
        by: "customer",
      },
    });
    expect((await pending()).body.payments.map((p: { _id: string }) => p._id)).not.toContain(transaction._id);

    // Staff see it gone from the pending list, and marked as the customer's cancel in the history.
    const desk = await app.request("GET", `/api/admins/transactions/offline?query=${parcel.parcel_code}`, {
      token: world.admin.token,
    });
    expect(desk.body.transactions).toEqual([]);
    const history = await app.request("GET", `/api/admins/transactions?query=${transaction.paymentId}`, {
      token: world.admin.token,
    });
    expect(history.body.transactions[0]).toMatchObject({ state: "cancelled", cancelledBy: "customer" });

    const paid = await card(parcel.id, offers[0]!.id);
    expect(paid.status).toBe(200);
    expect(paid.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it("should answer 409 once it is closed, and 404 for another customer's payment", async () => {
    const { parcel, transaction } = await offline();
    expect((await cancel(transaction._id, world.otherToken)).status).toBe(404);
    expect((await cancel("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await cancel("not-an-id")).status).toBe(400);
    expect((await cancel(transaction._id)).status).toBe(200);
    const again = await cancel(transaction._id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TRANSACTION_CLOSED");
    // Staff cancelling it from a screen not yet refreshed hear it is closed.
    const staff = await app.request("POST", "/api/admins/transactions/offline/cancel", {
      token: world.admin.token,
      body: { transactionId: transaction._id, userId: world.customer.id, packageId: parcel.parcel_code },
    });
    expect(staff.status).toBe(409);
    expect(staff.body.code).toBe("TRANSACTION_CLOSED");
  });

  it("should refuse to cancel a payment staff already confirmed", async () => {
    const { transaction } = await offline();
    expect((await confirm(transaction._id)).status).toBe(200);
    const res = await cancel(transaction._id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ALREADY_PAID");
  });

  it("should have one winner when the customer cancels while staff confirm", async () => {
    for (let round = 0; round < 4; round++) {
      const { parcel, transaction } = await offline();
      const [cancelled, confirmed] = await Promise.all([cancel(transaction._id), confirm(transaction._id)]);
      expect([cancelled.status, confirmed.status].sort()).toEqual([200, 409]);
      const [row] = await transactionsOf(app, parcel.id);
      const state = (await app.db("parcels").where({ id: parcel.id }).first()).state;
      if (cancelled.status === 200) {
        expect(confirmed.body.code).toBe("TRANSACTION_CLOSED");
        expect(row.state).toBe("cancelled");
        expect(state).toBe("approved");
      } else {
        expect(cancelled.body.code).toBe("ALREADY_PAID");
        expect(row.state).toBe("complete");
        expect(state).toBe("paid");
      }
    }
  });

  it("should expire the checkout session of a cancelled card payment", async () => {
    const { parcel, offers } = await payable();
    const started = await card(parcel.id, offers[0]!.id);
    const sessionId = new URL(started.body.checkoutUrl).pathname.split("/").pop()!;
    const [row] = await transactionsOf(app, parcel.id);
    expect((await cancel(row.id)).status).toBe(200);
    expect(stripe.sessions.get(sessionId)!.status).toBe("expired");
  });
});

describe("#users.transactions.resume", () => {
  it("should answer the card checkout while it is open, and close the payment once it is not", async () => {
    const { parcel, offers } = await payable();
    const started = await card(parcel.id, offers[0]!.id);
    const [row] = await transactionsOf(app, parcel.id);
    const res = await resume(row.id);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(started.body.checkoutUrl);

    stripe.sessions.get(row.provider_session_id)!.status = "expired";
    const closed = await resume(row.id);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("CHECKOUT_CLOSED");
    expect((await transactionsOf(app, parcel.id))[0]).toMatchObject({ state: "cancelled", cancelled_by: "system" });
  });

  it("should answer 502 when the provider cannot be read, changing nothing", async () => {
    const { parcel, offers } = await payable();
    await card(parcel.id, offers[0]!.id);
    const [row] = await transactionsOf(app, parcel.id);
    stripe.failNext(3);
    const res = await resume(row.id);
    expect(res.status).toBe(502);
    expect((await transactionsOf(app, parcel.id))[0].state).toBe("pending");
  });

  it("should give the bitcoin instructions again, and nothing to resume for offline", async () => {
    const { parcel, offers } = await payable();
    const bitcoin = await app.request("POST", "/api/users/bitcoin/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id },
    });
    const res = await resume(bitcoin.body.transaction._id);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(bitcoin.body.link);
    const { transaction } = await offline();
    const none = await resume(transaction._id);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe("NOT_RESUMABLE");
    expect((await resume(transaction._id, world.otherToken)).status).toBe(404);
  });
});
