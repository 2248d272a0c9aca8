import { describe, expect, it } from "vitest";
import { storageFeeLineText } from "@ipf/shared/rules/invoice";
import { storageEndDay, storageFeeDays } from "@ipf/shared/rules/storage";
import { createStripeTestApp, makePayableParcel, transactionsOf } from "../../test/factories-payments.js";
import type { CustomerMessage } from "../../lib/realtime.js";
import { liveMessages } from "../../test/harness.js";

const SECRET = "whsec_test_secret_for_the_card_tests";
const { stripe, app, world, signed, deliver } = await createStripeTestApp(SECRET);
const { customer: customerMessages } = liveMessages(app);

const payable = () => makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
const pay = (body: unknown, token = world.customerToken) =>
  app.request("POST", "/api/users/stripe/create_payment", { token, body });

/** Pays for the parcel by card with the offer, in English, and reads the transaction and the checkout it opened. */
const checkoutOf = async (parcel: { id: string; parcel_code: string }, methodId: string) => {
  const res = await pay({ packageId: parcel.parcel_code, methodId, locale: "en" });
  expect(res.status).toBe(200);
  const [tx] = await transactionsOf(app, parcel.id);
  return { tx, session: stripe.sessions.get(tx.provider_session_id)! };
};

const completed = (session: { id: string }, amount: number, extra: Record<string, unknown> = {}) =>
  signed("checkout.session.completed", {
    id: session.id,
    amount_total: amount,
    currency: "usd",
    payment_status: "paid",
    status: "complete",
    ...extra,
  });

describe("#users.stripe.create_payment", () => {
  it("should require authentication", async () => {
    expect((await app.request("POST", "/api/users/stripe/create_payment", { body: {} })).status).toBe(401);
  });

  it("should refuse bad input with field messages and write nothing", async () => {
    const { parcel } = await payable();
    const res = await pay({ packageId: parcel.parcel_code, methodId: "nope", locale: "de" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ methodId: "invalidId", locale: expect.any(String) });
    expect(await transactionsOf(app, parcel.id)).toHaveLength(0);
  });

  it("should answer 400 for a method that is not one of the parcel's", async () => {
    const { parcel } = await payable();
    const other = await payable();
    const res = await pay({ packageId: parcel.parcel_code, methodId: other.offers[0]!.id, locale: "en" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ methodId: "invalidMethod" });
  });

  it("should answer 404 for another customer's parcel", async () => {
    const { parcel, offers } = await payable();
    const res = await pay({ packageId: parcel.id, methodId: offers[0]!.id, locale: "en" }, world.otherToken);
    expect(res.status).toBe(404);
  });

  it("should answer 409 for a parcel not awaiting payment", async () => {
    const parcel = await world.parcel({ state: "awaiting_approval" });
    const res = await pay({ packageId: parcel.id, methodId: "7d9f1f56-4a5e-4a36-9c61-0f0f7b4a1a11", locale: "en" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("INVALID_STATE");
  });

  it("should open a checkout session priced by the server, with the ids in its metadata", async () => {
    const { parcel, offers } = await payable();
    const res = await pay({ packageId: parcel.parcel_code, methodId: offers[1]!.id, locale: "fr", amount: 1 });
    expect(res.status).toBe(200);
    const [tx] = await transactionsOf(app, parcel.id);
    const session = stripe.sessions.get(tx.provider_session_id)!;
    expect(res.body).toEqual({ error: false, checkoutUrl: session.url });
    expect(session).toMatchObject({
      amount_total: 4999,
      currency: "usd",
      mode: "payment",
      metadata: { transactionId: tx.id, parcelId: parcel.id, packageId: parcel.parcel_code },
      // Back to the address the request came to (the loopback, allowed outside production), not PUBLIC_URL.
      success_url: `${app.url}/fr/dashboard?payment=success`,
      cancel_url: `${app.url}/fr/dashboard?payment=cancel`,
    });
    expect(tx).toMatchObject({ state: "pending", type: "card", amount_cents: 4999, currency: "USD" });
    const request = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.params.get("client_reference_id") === tx.id,
    )!;
    expect(request.authorization).toBe("Bearer sk_test_fake");
    expect(request.idempotencyKey).toBe(`checkout-${tx.id}`);
    expect(session.line_items).toHaveLength(1);
  });

  it("should add the storage fee as its own line item once free storage has ended", async () => {
    const { parcel, offers } = await payable();
    // Arrived about 6 months and 3 days ago: free storage ended a few days before today.
    const arrived = new Date();
    arrived.setUTCDate(1);
    arrived.setUTCMonth(arrived.getUTCMonth() - 6);
    arrived.setUTCDate(Math.min(new Date().getUTCDate(), 28) - 3);
    await app.db("parcels").where({ id: parcel.id }).update({ arrived_at: arrived });
    const days = storageFeeDays(storageEndDay(arrived), new Date());
    expect(days).toBeGreaterThan(0);
    const { tx, session } = await checkoutOf(parcel, offers[0]!.id);
    expect(session.line_items).toEqual([
      { name: expect.stringContaining(`Shipping of parcel ${parcel.parcel_code}`), unit_amount: 2550, quantity: 1 },
      { name: storageFeeLineText(parcel.parcel_code, days), unit_amount: days * 50, quantity: 1 },
    ]);
    expect(session.amount_total).toBe(tx.amount_cents);
    expect(tx).toMatchObject({ amount_cents: 2550 + days * 50, storage_fee_cents: days * 50, storage_fee_days: days });
  });

  it("should add each completed service's fee as its own line item, once", async () => {
    const { parcel, offers } = await payable();
    const service = (await app.db("services").where({ code: "express_handling" }).first("id")) as { id: string };
    // A service staff completed on this parcel (its fee fixed then), and one refused (no fee).
    await app.db("service_requests").insert([
      {
        parcel_id: parcel.id,
        customer_id: world.customer.id,
        service_id: service.id,
        state: "completed",
        completed_at: new Date(),
        fee_cents: 850,
        charge_parcel_id: parcel.id,
      },
      {
        parcel_id: parcel.id,
        customer_id: world.customer.id,
        service_id: service.id,
        state: "refused",
        refused_at: new Date(),
        refuse_reason: "Not possible today",
      },
    ]);
    const { tx, session } = await checkoutOf(parcel, offers[0]!.id);
    expect(session.line_items).toEqual([
      { name: expect.stringContaining(`Shipping of parcel ${parcel.parcel_code}`), unit_amount: 2550, quantity: 1 },
      { name: `Express handling N° ${parcel.parcel_code}`, unit_amount: 850, quantity: 1 },
    ]);
    expect(session.amount_total).toBe(3400);
    expect(tx).toMatchObject({ amount_cents: 3400, service_fee_cents: 850 });
  });

  it("should create one transaction when two requests race, and answer both with its checkout", async () => {
    const { parcel, offers } = await payable();
    const body = { packageId: parcel.id, methodId: offers[0]!.id, locale: "en" };
    const answers = await Promise.all([pay(body), pay(body), pay(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.checkoutUrl)).size).toBe(1);
    expect(await transactionsOf(app, parcel.id)).toHaveLength(1);
  });

  it("should cancel an unfinished checkout when the customer picks another method", async () => {
    const { parcel, offers } = await payable();
    await pay({ packageId: parcel.id, methodId: offers[0]!.id, locale: "en" });
    await pay({ packageId: parcel.id, methodId: offers[1]!.id, locale: "en" });
    const txs = await transactionsOf(app, parcel.id);
    expect(txs.map((t) => t.state)).toEqual(["cancelled", "pending"]);
    expect(txs[0].cancel_reason).toBe("superseded");
    await expect.poll(() => stripe.sessions.get(txs[0].provider_session_id)?.status).toBe("expired");
  });

  it("should answer 502 and keep nothing when Stripe fails", async () => {
    const { parcel, offers } = await payable();
    stripe.failNext(5);
    const res = await pay({ packageId: parcel.id, methodId: offers[0]!.id, locale: "en" });
    stripe.failNext(0);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("PAYMENT_PROVIDER");
    expect(await transactionsOf(app, parcel.id)).toHaveLength(0);
  });
});

describe("#payments.stripe.webhook", () => {
  async function started() {
    const made = await payable();
    await pay({ packageId: made.parcel.id, methodId: made.offers[0]!.id, locale: "ar" });
    const [tx] = await transactionsOf(app, made.parcel.id);
    return { ...made, tx, session: { id: tx.provider_session_id as string } };
  }

  it("should pay the parcel on checkout.session.completed, once", async () => {
    const { parcel, offers, tx, session } = await started();
    const event = completed(session, 2550);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const row = await app.db("parcels").where({ id: parcel.id }).first();
    expect(row).toMatchObject({ state: "paid", chosen_offer_id: offers[0]!.id });
    expect(row.paid_at).toBeInstanceOf(Date);
    const after = await app.db("transactions").where({ id: tx.id }).first();
    expect(after.state).toBe("complete");
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.text_body).toContain(parcel.parcel_code);
    expect(mail.text_body).toMatch(/IPF\d{6}[A-Z0-9]{3}/);
    const notes = await app.db("notifications").where({ customer_id: world.customer.id, parcel_id: parcel.id });
    expect(notes).toHaveLength(1);

    // The same delivery again (Stripe retries): nothing changes.
    const replay = await deliver(event);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await app.db("transactions").where({ id: tx.id }).first()).updated_at).toEqual(after.updated_at);
    expect(await app.db("notifications").where({ customer_id: world.customer.id, parcel_id: parcel.id })).toHaveLength(
      1,
    );
    // A new event for a session already paid changes nothing either.
    expect((await deliver(completed(session, 2550))).status).toBe(200);
    expect(await app.db("notifications").where({ customer_id: world.customer.id, parcel_id: parcel.id })).toHaveLength(
      1,
    );
    // Live, once: the notice, then the transactions page's event.
    const about = (m: CustomerMessage) =>
      (m.event === "newNotification" && (m.data as { text: { en: string } }).text.en.includes(parcel.parcel_code)) ||
      (m.event === "paymentCompleted" && (m.data as { transactionId: string }).transactionId === tx.id);
    const events = () => customerMessages.filter(about).map((m) => m.event);
    await expect.poll(events, { timeout: 5_000 }).toEqual(["newNotification", "paymentCompleted"]);
  });

  it("should apply racing duplicate deliveries once", async () => {
    const { parcel, session } = await started();
    const event = completed(session, 2550);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(await app.db("notifications").where({ parcel_id: parcel.id })).toHaveLength(1);
  });

  it("should refuse a wrong signature and change nothing", async () => {
    const { parcel, session } = await started();
    const event = completed(session, 2550);
    const forged = {
      payload: event.payload,
      signature: completed(session, 2550, {}).signature.replace(/v1=\w+/, "v1=00"),
    };
    expect((await deliver(forged)).status).toBe(400);
    const otherSecret = signed(
      "checkout.session.completed",
      { id: session.id, amount_total: 2550, currency: "usd", payment_status: "paid" },
      { secret: "whsec_wrong" },
    );
    const res = await deliver(otherSecret);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_SIGNATURE");
    const tampered = { payload: event.payload.replace("2550", "1"), signature: event.signature };
    expect((await deliver(tampered)).status).toBe(400);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("approved");
    expect(await app.db("processed_webhook_events").where({ event_id: JSON.parse(event.payload).id })).toHaveLength(0);
  });

  it("should refuse and log an unknown session", async () => {
    const res = await deliver(completed({ id: "cs_test_unknown" }, 2550));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("UNKNOWN_SESSION");
  });

  it("should refuse a session whose amount differs from the transaction", async () => {
    const { parcel, session } = await started();
    const res = await deliver(completed(session, 100));
    expect(res.status).toBe(409);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("approved");
  });

  it("should cancel the pending transaction when the session expires", async () => {
    const { tx, session } = await started();
    const res = await deliver(signed("checkout.session.expired", { id: session.id, payment_status: "unpaid" }));
    expect(res.status).toBe(200);
    expect(await app.db("transactions").where({ id: tx.id }).first()).toMatchObject({
      state: "cancelled",
      cancelled_by: "system",
      cancel_reason: "expired",
    });
    const mine = await app.request("GET", "/api/users/transactions?perPage=100", { token: world.customerToken });
    const listed = mine.body.transactions.find((t: { _id: string }) => t._id === tx.id);
    expect(listed).toMatchObject({ state: "cancelled", status: "expired", complete: false });
  });

  it("should cancel the pending transaction as refused when a delayed method fails", async () => {
    const { tx, session } = await started();
    const res = await deliver(
      signed("checkout.session.async_payment_failed", { id: session.id, payment_status: "unpaid" }),
    );
    expect(res.status).toBe(200);
    expect(await app.db("transactions").where({ id: tx.id }).first()).toMatchObject({
      state: "cancelled",
      cancel_reason: "refused",
    });
  });

  it("should give back, once, a checkout paid after the parcel was paid another way", async () => {
    const { parcel, offers, tx, session } = await started();
    // The customer turns to bitcoin (the checkout is cancelled), and staff confirm the coins.
    const btc = await app.request("POST", "/api/users/bitcoin/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.id, methodId: offers[0]!.id },
    });
    expect(btc.status).toBe(201);
    const confirmed = await app.request("GET", `/api/admins/bitcoin/confirm_payment/${btc.body.transaction._id}`, {
      token: world.admin.token,
    });
    expect(confirmed.status).toBe(200);
    // Then the old checkout is paid after all, and Stripe reports it twice.
    const intent = stripe.pay(session.id);
    const answers = [
      await deliver(completed(session, tx.amount_cents, { payment_intent: intent })),
      await deliver(completed(session, tx.amount_cents, { payment_intent: intent })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intent)).toMatchObject([
      { amount: tx.amount_cents, metadata: { transactionId: tx.id } },
    ]);
    expect(stripe.payments.get(intent)!.refunded).toBe(tx.amount_cents);
    expect(await app.db("transactions").where({ id: tx.id }).first()).toMatchObject({
      state: "cancelled",
      provider_payment_intent: intent,
    });
    expect(await app.db("parcels").where({ id: parcel.id }).first("state")).toEqual({ state: "paid" });
  });

  it("should not let a paid parcel be paid again", async () => {
    const { parcel, offers, session } = await started();
    await deliver(completed(session, 2550));
    const res = await pay({ packageId: parcel.id, methodId: offers[0]!.id, locale: "en" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ALREADY_PAID");
  });
});
