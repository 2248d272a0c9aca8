import { describe, expect, it } from "vitest";
import { insuranceLineText } from "@ipf/shared/rules/insurance";
import { ecbXml, useEuroRateSource } from "../services/euro-rate.js";
import { paymentGateway } from "../lib/stripe.js";
import { makeCarrier, pngImage, sendForm } from "../test/factories-parcels.js";
import {
  askOfflinePayment,
  createStripeTestApp,
  makePayableParcel,
  transactionsOf,
} from "../test/factories-payments.js";
import { startSmtpPeer } from "../test/smtp-peer.js";
import { liveMessages } from "../test/harness.js";

const SECRET = "whsec_test_secret_for_the_claim_tests";
// A real SMTP server receives what the mail job sends.
const smtp = await startSmtpPeer();
const { stripe, app, world, signed, deliver } = await createStripeTestApp(SECRET, { SMTP_URL: smtp.url });
// 1.25 dollars for a euro: a parcel declared at €200 is worth $250.
useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.25, "2026-11-26")) });
const DAY = 86_400_000;
const { customer: customerMessages } = liveMessages(app);
const admin = world.admin.token;
const support = world.support.token;

const SETTINGS = { ratePercent: 2, minPremium: 3, maxCover: 1000, zoneIds: [], lostMarginDays: 5 };
const saveSettings = (body: unknown, token = admin) =>
  app.request("PUT", "/api/admins/insurance-settings", { token, body });
await saveSettings(SETTINGS);

/** Delivers a signed checkout.session.completed for the session, paid through `pi`. */
async function completeCheckout(sessionId: string) {
  const session = stripe.sessions.get(sessionId)!;
  const pi = stripe.pay(sessionId);
  const res = await deliver(
    signed("checkout.session.completed", {
      id: session.id,
      amount_total: session.amount_total,
      currency: session.currency,
      payment_status: "paid",
      status: "complete",
      payment_intent: pi,
    }),
  );
  expect(res.status).toBe(200);
}

/** A parcel declared at €200 (two lines), paid by card (insured or not) in full: no credit left to use. */
async function paidByCard(insure: boolean, owner = world.customer) {
  await app.db("account_credits").where({ customer_id: owner.id }).delete();
  const { parcel, offers } = await makePayableParcel(app, { customerId: owner.id, warehouseId: world.warehouse.id });
  await app.db("parcel_items").where({ parcel_id: parcel.id }).delete();
  await app.db("parcel_items").insert([
    { parcel_id: parcel.id, position: 0, description: "Shoes", quantity: 2, price_cents: 5000, made_in: "CN" },
    { parcel_id: parcel.id, position: 1, description: "Coat", quantity: 1, price_cents: 10000, made_in: "CN" },
  ]);
  const token = owner === world.customer ? world.customerToken : world.otherToken;
  const res = await app.request("POST", "/api/users/stripe/create_payment", {
    token,
    body: { packageId: parcel.parcel_code, methodId: offers[0]!.id, locale: "ar", insure },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [tx] = await transactionsOf(app, parcel.id);
  await completeCheckout(tx.provider_session_id);
  return { parcel, offers, tx: (await transactionsOf(app, parcel.id))[0] };
}

/** Marks a paid parcel shipped `daysAgo` days ago with a carrier of 10 days and a tracker in `status`. */
async function ship(parcelId: string, daysAgo: number, status = "in_transit", deliveredDaysAgo: number | null = null) {
  const carrier = await makeCarrier(app.db, world.warehouse.id, { max_ship_days: 10, min_ship_days: 2 });
  const shippedAt = new Date(Date.now() - daysAgo * DAY);
  await app
    .db("parcels")
    .where({ id: parcelId })
    .update({ state: "shipped", shipped_at: shippedAt, ship_carrier_id: carrier.id });
  await app.db("parcel_trackers").insert({
    parcel_id: parcelId,
    engine_carrier: "colissimo",
    tracking_number: `TRK${Math.random().toString(36).slice(2, 10)}`,
    status,
    delivered_at: deliveredDaysAgo === null ? null : new Date(Date.now() - deliveredDaysAgo * DAY),
  });
}

const claim = (parcelRef: string, fields: Record<string, unknown>, token = world.customerToken, files: Buffer[] = []) =>
  sendForm(app, `/api/claims/parcels/${parcelRef}`, fields, { token, files });
const approve = (id: string, amount: number, token = admin) =>
  app.request("POST", `/api/admins/claims/${id}/approve`, { token, body: { amount } });

describe("insurance settings", () => {
  it("should refuse bad settings with a message per field and change nothing", async () => {
    const before = await app.request("GET", "/api/admins/insurance-settings", { token: admin });
    const res = await saveSettings({ ratePercent: 0, minPremium: -1, maxCover: 200_000, lostMarginDays: 1.5 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(["lostMarginDays", "maxCover", "minPremium", "ratePercent"]);
    const unknownZone = await saveSettings({ ...SETTINGS, zoneIds: ["7d9f1f56-4a5e-4a36-9c61-0f0f7b4a1a11"] });
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.body.fields).toEqual({ zoneIds: "invalidZone" });
    const after = await app.request("GET", "/api/admins/insurance-settings", { token: admin });
    expect(after.body).toEqual(before.body);
  });

  it("should record every change, who made it and what it replaced, newest first", async () => {
    const res = await saveSettings({ ...SETTINGS, ratePercent: 2.5 });
    expect(res.status).toBe(200);
    await saveSettings(SETTINGS);
    const read = await app.request("GET", "/api/admins/insurance-settings", { token: admin });
    expect(read.body.settings).toEqual(SETTINGS);
    expect(read.body.changes[0]).toMatchObject({
      settings: SETTINGS,
      previous: { ...SETTINGS, ratePercent: 2.5 },
      changedBy: world.admin.row.full_name,
    });
  });

  it("should let admins alone change them", async () => {
    expect((await saveSettings(SETTINGS, support)).status).toBe(403);
    expect((await app.request("GET", "/api/admins/insurance-settings", { token: support })).status).toBe(403);
  });
});

describe("insurance at payment", () => {
  it("should quote the premium and cover on the declared value at the day's rate", async () => {
    const { parcel } = await makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
    // makeParcel declares one line of €10: $12.50, so the minimum premium.
    const res = await app.request("GET", `/api/insurance/${parcel.parcel_code}`, { token: world.customerToken });
    expect(res.body.quote).toEqual({ premium: 3, cover: 12.5, currency: "USD" });
    const other = await app.request("GET", `/api/insurance/${parcel.parcel_code}`, { token: world.otherToken });
    expect(other.status).toBe(404);
  });

  it("should add the insurance as its own line item and keep the cover on the transaction", async () => {
    const { parcel, tx } = await paidByCard(true);
    // $250 declared: a 2% premium of $5.00, covered up to $250.
    const session = stripe.sessions.get(tx.provider_session_id)!;
    expect(session.line_items).toEqual([
      expect.objectContaining({ unit_amount: 2550 }),
      { name: insuranceLineText(parcel.parcel_code, 25_000), unit_amount: 500, quantity: 1 },
    ]);
    expect(tx).toMatchObject({
      state: "complete",
      amount_cents: 3050,
      insurance_premium_cents: 500,
      insurance_cover_cents: 25_000,
      provider_payment_intent: expect.stringMatching(/^pi_/),
    });
  });

  it("should leave a payment started before a settings change as it was", async () => {
    const { parcel, offers } = await makePayableParcel(app, {
      customerId: world.customer.id,
      warehouseId: world.warehouse.id,
    });
    const res = await app.request("POST", "/api/users/bitcoin/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.parcel_code, methodId: offers[0]!.id, insure: true },
    });
    expect(res.status).toBe(201);
    await saveSettings({ ...SETTINGS, minPremium: 9 });
    const confirmed = await app.request("GET", `/api/admins/bitcoin/confirm_payment/${res.body.transaction._id}`, {
      token: admin,
    });
    expect(confirmed.status).toBe(200);
    await saveSettings(SETTINGS);
    const [tx] = await transactionsOf(app, parcel.id);
    expect(tx).toMatchObject({ state: "complete", insurance_premium_cents: 300, amount_cents: 2850 });
  });

  it("should refuse insurance where it is not sold", async () => {
    const [zone] = (await app
      .db("zones")
      .insert({ name: `Europe ${Math.random()}` })
      .returning("id")) as {
      id: string;
    }[];
    await app.db("zone_countries").insert({ zone_id: zone!.id, country: "FR" });
    await saveSettings({ ...SETTINGS, zoneIds: [zone!.id] });
    const { parcel, offers } = await makePayableParcel(app, {
      customerId: world.customer.id,
      warehouseId: world.warehouse.id,
    });
    const quote = await app.request("GET", `/api/insurance/${parcel.parcel_code}`, { token: world.customerToken });
    expect(quote.body.quote).toBeNull();
    const res = await app.request("POST", "/api/users/stripe/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.parcel_code, methodId: offers[0]!.id, locale: "en", insure: true },
    });
    await saveSettings(SETTINGS);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ insure: "insuranceUnavailable" });
    expect(await transactionsOf(app, parcel.id)).toHaveLength(0);
  });
});

describe("claim windows", () => {
  it("should open a lost claim only after the carrier's days and the margin", async () => {
    const { parcel } = await paidByCard(false);
    // 10 days and a 5 days' margin: 14 days after shipping it is not open yet.
    await ship(parcel.id, 14);
    const form = await app.request("GET", `/api/claims/parcels/${parcel.parcel_code}`, { token: world.customerToken });
    expect(form.body.lost).toMatchObject({ open: false, reason: "lostFrom" });
    expect(Date.parse(form.body.lost.date) - Date.now()).toBeGreaterThan(0.9 * DAY);
    const early = await claim(parcel.parcel_code, { kind: "lost", description: "Never came" });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("CLAIM_NOT_OPEN");
    await app
      .db("parcels")
      .where({ id: parcel.id })
      .update({ shipped_at: new Date(Date.now() - 15 * DAY - 60_000) });
    const res = await claim(parcel.parcel_code, { kind: "lost", description: "Never came" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Uninsured: covered for the shipping fee only.
    expect(res.body.claim).toMatchObject({ state: "open", insured: false, covered: 25.5, currency: "USD" });
  });

  it("should open a lost claim at once when the carrier reports it returned", async () => {
    const { parcel } = await paidByCard(true);
    await ship(parcel.id, 1, "returned");
    const res = await claim(parcel.parcel_code, { kind: "lost", description: "Sent back" });
    expect(res.status).toBe(201);
    expect(res.body.claim).toMatchObject({ insured: true, covered: 250 });
  });

  it("should take a damage claim with photos within 14 days of delivery, and not after", async () => {
    const recent = await paidByCard(true);
    await ship(recent.parcel.id, 10, "delivered", 13);
    const noPhoto = await claim(recent.parcel.parcel_code, { kind: "damaged", description: "Broken" });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.fields).toEqual({ photos: "photosRequired" });
    const notImage = await claim(recent.parcel.parcel_code, { kind: "damaged", description: "Broken" }, undefined, [
      Buffer.from("not an image"),
    ]);
    expect(notImage.status).toBe(400);
    const res = await claim(recent.parcel.parcel_code, { kind: "damaged", description: "Broken" }, undefined, [
      await pngImage(),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.claim.photos).toHaveLength(1);
    const photo = await fetch(app.url + res.body.claim.photos[0]);
    expect(photo.status).toBe(200);

    const old = await paidByCard(true);
    await ship(old.parcel.id, 30, "delivered", 15);
    const late = await claim(old.parcel.parcel_code, { kind: "damaged", description: "Broken" }, undefined, [
      await pngImage(),
    ]);
    expect(late.status).toBe(409);
    const form = await app.request("GET", `/api/claims/parcels/${old.parcel.parcel_code}`, {
      token: world.customerToken,
    });
    expect(form.body.damaged).toMatchObject({ open: false, reason: "damageEnded" });
  });

  it("should refuse a parcel not shipped, a second claim, and another customer's parcel", async () => {
    const paid = await paidByCard(true);
    const notShipped = await claim(paid.parcel.parcel_code, { kind: "lost", description: "Where?" });
    expect(notShipped.status).toBe(409);
    expect(notShipped.body.code).toBe("CLAIM_NOT_OPEN");
    await ship(paid.parcel.id, 40);
    expect((await claim(paid.parcel.parcel_code, { kind: "lost", description: "Where?" })).status).toBe(201);
    const again = await claim(paid.parcel.parcel_code, { kind: "lost", description: "Where?" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_CLAIMED");
    const other = await paidByCard(true, world.other);
    await ship(other.parcel.id, 40);
    expect((await claim(other.parcel.parcel_code, { kind: "lost", description: "Mine" })).status).toBe(404);
    expect(
      (await app.request("GET", `/api/claims/parcels/${other.parcel.parcel_code}`, { token: world.customerToken }))
        .status,
    ).toBe(404);
  });

  it("should tell the customer in their language that the claim was received", async () => {
    await app.db("customers").where({ id: world.customer.id }).update({ language: "fr" });
    const { parcel } = await paidByCard(true);
    await ship(parcel.id, 40);
    await claim(parcel.parcel_code, { kind: "lost", description: "Perdu" });
    await app.db("customers").where({ id: world.customer.id }).update({ language: "ar" });
    const mail = (await app
      .db("email_outbox")
      .where({ to_address: world.customer.email })
      .orderBy("id", "desc")
      .first()) as { subject: string };
    const subject = `Nous avons reçu votre réclamation pour le colis ${parcel.parcel_code}`;
    expect(mail.subject).toBe(subject);
    await expect.poll(() => smtp.mails.find((m) => m.subject === subject), { timeout: 15_000 }).toBeDefined();
    const sent = smtp.mails.find((m) => m.subject === subject)!;
    expect(sent.to).toEqual([world.customer.email]);
    expect(sent.text).toContain("Mes réclamations");
    const notice = (await app
      .db("notifications")
      .where({ customer_id: world.customer.id, parcel_id: parcel.id })
      .orderBy("created_at", "desc")
      .first()) as { title: { fr: string } };
    expect(notice.title.fr).toBe("Réclamation reçue");
  });
});

/** An insured parcel paid by card, shipped 40 days ago, claimed lost: its claim's id. */
async function openCardClaim() {
  const { parcel, tx } = await paidByCard(true);
  await ship(parcel.id, 40);
  const res = await claim(parcel.parcel_code, { kind: "lost", description: "Never came" });
  expect(res.status).toBe(201);
  return { parcel, tx, claimId: res.body.claim._id as string };
}

describe("claims live", () => {
  it("should show the notice, then reload the claims page, once a claim is filed; nothing for one refused", async () => {
    const { parcel } = await paidByCard(true);
    await ship(parcel.id, 40);
    const before = customerMessages.length;
    const refused = await claim(parcel.parcel_code, { kind: "lost", description: "" });
    expect(refused.status).toBe(400);
    const filed = await claim(parcel.parcel_code, { kind: "lost", description: "Never came" });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const events = () =>
      customerMessages
        .slice(before)
        .filter((m) => m.customerId === world.customer.id && m.event !== "parcelChanged")
        .map((m) => m.event);
    await expect.poll(events, { timeout: 5_000 }).toEqual(["newNotification", "claimUpdated"]);
  });
});

describe("staff decisions", () => {
  it("should show the queue and the evidence to support, and let admins alone decide", async () => {
    const { claimId, parcel } = await openCardClaim();
    const queue = await app.request("GET", "/api/admins/claims?state=open&perPage=100", { token: support });
    expect(queue.status).toBe(200);
    expect(queue.body.claims.map((c: { _id: string }) => c._id)).toContain(claimId);
    expect(queue.body.counts.open).toBeGreaterThan(0);
    const evidence = await app.request("GET", `/api/admins/claims/${claimId}`, { token: support });
    expect(evidence.body).toMatchObject({
      parcel: { packageId: parcel.parcel_code, declared: [{ description: "Shoes", quantity: 2, price: 50 }, {}] },
      payment: { premium: 5, cover: 250, currency: "USD" },
      trackingStatus: "in_transit",
    });
    expect((await approve(claimId, 10, support)).status).toBe(403);
    expect((await approve(claimId, 10, world.intake.token)).status).toBe(403);
    expect((await app.request("GET", "/api/admins/claims", { token: world.customerToken })).status).toBe(401);
  });

  it("should cap an approval at what the claim covers", async () => {
    const { claimId } = await openCardClaim();
    const res = await approve(claimId, 250.01);
    expect(res.status).toBe(400);
    expect(res.body.fields.amount).toContain("atMost");
    expect(await app.db("claims").where({ id: claimId }).first()).toMatchObject({ state: "open" });
  });

  it("should refund exactly once when two approvals race, the card up to what it paid and the rest as credit", async () => {
    const { claimId } = await openCardClaim();
    const before = stripe.refunds.length;
    const answers = await Promise.all([approve(claimId, 250), approve(claimId, 250)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe("CLAIM_DECIDED");
    expect(stripe.refunds.length - before).toBe(1);
    const refund = stripe.refunds.at(-1)!;
    // The card paid $30.50: refunded whole; the other $219.50 of the cover is credit.
    expect(refund).toMatchObject({ object: "refund", amount: 3050, status: "succeeded", metadata: { claimId } });
    expect(await app.db("account_credits").where({ claim_id: claimId })).toEqual([
      expect.objectContaining({ amount_cents: 21_950, currency: "USD", used_by: null }),
    ]);
    const call = stripe.requests.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(call.idempotencyKey).toBe(`claim-refund-${claimId}`);
    expect(await app.db("claims").where({ id: claimId }).first()).toMatchObject({
      state: "approved",
      refund_state: "refunded",
      refund_id: refund.id,
    });
  });

  it("should make a retried refund call the same refund", async () => {
    const { claimId, tx } = await openCardClaim();
    expect((await approve(claimId, 20)).status).toBe(200);
    const before = stripe.refunds.length;
    const again = await paymentGateway(app.deps).refund({
      key: `claim-refund-${claimId}`,
      metadata: { claimId },
      paymentIntent: tx.provider_payment_intent,
      amountCents: 2000,
    });
    expect(again.id).toBe((await app.db("claims").where({ id: claimId }).first()).refund_id);
    expect(stripe.refunds.length).toBe(before);
    expect(stripe.payments.get(tx.provider_payment_intent)!.refunded).toBe(2000);
    const retry = await app.request("POST", `/api/admins/claims/${claimId}/refund`, { token: admin });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe("REFUND_NOT_NEEDED");
  });

  it("should keep a refund Stripe failed, and send it once when staff retry", async () => {
    const { claimId } = await openCardClaim();
    const before = stripe.refunds.length;
    // The SDK tries twice (one network retry): both fail.
    stripe.failNext(2);
    // Half of what the card paid, so that a second refund would fit in the payment.
    const res = await approve(claimId, 15);
    expect(res.status).toBe(200);
    expect(res.body.claim).toMatchObject({ state: "approved", refundState: "failed" });
    expect(stripe.refunds.length).toBe(before);
    // Stripe answers slowly: both staff pass the check before either refund is recorded.
    const release = stripe.holdRefunds();
    const sent = stripe.requests.length;
    const retrying = Promise.all([
      app.request("POST", `/api/admins/claims/${claimId}/refund`, { token: admin }),
      app.request("POST", `/api/admins/claims/${claimId}/refund`, { token: admin }),
    ]);
    try {
      await expect
        .poll(() => stripe.requests.slice(sent).filter((r) => r.path === "/v1/refunds").length, { timeout: 10_000 })
        .toBe(2);
    } finally {
      // Even when the retries never reach Stripe, nothing is left waiting on it.
      release();
    }
    const retried = await retrying;
    expect(retried.every((r) => r.status === 200)).toBe(true);
    expect(stripe.refunds.length - before).toBe(1);
    expect(await app.db("claims").where({ id: claimId }).first()).toMatchObject({ refund_state: "refunded" });
  });

  it("should e-mail the customer the decision in their language", async () => {
    const { claimId, parcel } = await openCardClaim();
    await app.request("POST", `/api/admins/claims/${claimId}/reject`, {
      token: admin,
      body: { reason: "Signed for at delivery" },
    });
    const subject = `تم رفض مطالبتك بشأن الطرد ${parcel.parcel_code}`;
    await expect.poll(() => smtp.mails.find((m) => m.subject === subject), { timeout: 15_000 }).toBeDefined();
    expect(smtp.mails.find((m) => m.subject === subject)!.text).toContain("Signed for at delivery");
  });

  it("should reject with a reason the customer reads", async () => {
    const { claimId } = await openCardClaim();
    const empty = await app.request("POST", `/api/admins/claims/${claimId}/reject`, {
      token: admin,
      body: { reason: " " },
    });
    expect(empty.status).toBe(400);
    const res = await app.request("POST", `/api/admins/claims/${claimId}/reject`, {
      token: admin,
      body: { reason: "Delivered: signed for" },
    });
    expect(res.status).toBe(200);
    const list = await app.request("GET", "/api/claims?perPage=100", { token: world.customerToken });
    expect(list.body.claims.find((c: { _id: string }) => c._id === claimId)).toMatchObject({
      state: "rejected",
      rejectReason: "Delivered: signed for",
    });
    expect((await approve(claimId, 10)).status).toBe(409);
  });

  it("should show the refund in the customer's transactions", async () => {
    const { claimId, tx } = await openCardClaim();
    await approve(claimId, 12);
    const list = await app.request("GET", "/api/users/transactions?perPage=100", { token: world.customerToken });
    expect(list.body.transactions.find((t: { _id: string }) => t._id === tx.id)).toMatchObject({
      insurancePremium: 5,
      insuranceCover: 250,
      refund: { amount: 12, state: "refunded" },
    });
  });
});

describe("account credit", () => {
  /** A parcel paid offline (€), shipped, claimed lost and approved for `amount`: credit in euros. */
  async function creditedClaim(amount: number) {
    const { parcel, res } = await askOfflinePayment(app, world);
    await app.request("GET", `/api/admins/bitcoin/confirm_payment/${res.body.transaction._id}`, { token: admin });
    await ship(parcel.id, 40);
    const filed = await claim(parcel.parcel_code, { kind: "lost", description: "Lost" });
    const approved = await approve(filed.body.claim._id, amount);
    expect(approved.body.claim).toMatchObject({ refundState: "credited", currency: "EUR" });
    return filed.body.claim._id as string;
  }

  const offline = async () => {
    const { parcel, res } = await askOfflinePayment(app, world);
    expect(res.status).toBe(201);
    return (await transactionsOf(app, parcel.id))[0];
  };

  it("should take the credit off the next payment, once, never below zero", async () => {
    await app.db("account_credits").where({ customer_id: world.customer.id }).delete();
    await creditedClaim(5);
    // $25.50 at 1.25 is €20.40; €5 of credit leaves €15.40.
    const next = await offline();
    expect(next).toMatchObject({ amount_cents: 1540, credit_cents: 500 });
    const after = await offline();
    expect(after).toMatchObject({ amount_cents: 2040, credit_cents: 0 });
    // A credit larger than a payment pays it whole and keeps the rest.
    const claimId = await creditedClaim(1);
    await app.db("account_credits").where({ claim_id: claimId }).update({ amount_cents: 2540 });
    const paidWhole = await offline();
    expect(paidWhole).toMatchObject({ amount_cents: 0, credit_cents: 2040 });
    const rest = await offline();
    expect(rest).toMatchObject({ amount_cents: 1540, credit_cents: 500 });
  });

  it("should free the credit of a payment that was cancelled", async () => {
    await app.db("account_credits").where({ customer_id: world.customer.id }).delete();
    await creditedClaim(3);
    const first = await offline();
    expect(first.credit_cents).toBe(300);
    const cancelled = await app.request("POST", `/api/users/transactions/${first.id}/cancel`, {
      token: world.customerToken,
    });
    expect(cancelled.status).toBe(200);
    expect((await offline()).credit_cents).toBe(300);
  });

  it("should give the credit to one of two payments racing", async () => {
    await app.db("account_credits").where({ customer_id: world.customer.id }).delete();
    await creditedClaim(4);
    const both = await Promise.all([offline(), offline()]);
    expect(both.map((t) => t.credit_cents).sort()).toEqual([0, 400]);
  });
});

describe("refund on the invoice", () => {
  it("should print the insurance with its cover and the refund", async () => {
    await app.db("customers").where({ id: world.customer.id }).update({ language: "en" });
    const { claimId, tx } = await openCardClaim();
    await approve(claimId, 20);
    const res = await fetch(`${app.url}/api/users/transactions/${tx.id}/invoice?lang=en`, {
      headers: { authorization: `Bearer ${world.customerToken}` },
    });
    await app.db("customers").where({ id: world.customer.id }).update({ language: "ar" });
    expect(res.status).toBe(200);
    const { execFileSync } = await import("node:child_process");
    const text = execFileSync("pdftotext", ["-raw", "-", "-"], { input: Buffer.from(await res.arrayBuffer()) })
      .toString()
      .replace(/[\u202a-\u202e]/g, "")
      .replace(/\s+/g, " ");
    expect(text).toContain("covered up to");
    expect(text).toContain("$250.00");
    expect(text).toMatch(/Refunded \$20\.00 to the card/);
  });
});

describe("claims on the statistics dashboard", () => {
  it("should count the claims filed and what the approved ones paid", async () => {
    const before = await app.request("GET", "/api/admins/statistics/claims", { token: support });
    const { claimId } = await openCardClaim();
    await approve(claimId, 7.5);
    const after = await app.request("GET", "/api/admins/statistics/claims", { token: support });
    expect(after.body.filed - before.body.filed).toBe(1);
    expect(after.body.approved - before.body.approved).toBe(1);
    const usd = (body: { paid: { currency: string; sum: number }[] }) =>
      body.paid.find((row) => row.currency === "USD")?.sum ?? 0;
    expect(Math.round((usd(after.body) - usd(before.body)) * 100)).toBe(750);
  });
});
