import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { pdfBytes, postForm } from "../../test/factories-accounts.js";
import { makeRange, makeZone } from "../../test/factories-config.js";
import { makeAddress, makeCarrier } from "../../test/factories-parcels.js";
import { createStripeTestApp } from "../../test/factories-payments.js";
import { rateCardsOf } from "../../services/rate-card.js";

/**
 * Returns to the shop against real PostgreSQL, the real Stripe SDK and its
 * local fake, and the shipping engine's stand-in: the request and its
 * checks, its fee charged once, the label bought once, and the end.
 */
const SECRET = "whsec_test_secret_for_the_returns_tests";
const { stripe, app, world, signed, deliver } = await createStripeTestApp(SECRET);

// A carrier of the world's warehouse to Germany, linked to the engine: $14 up to 5 kg.
const zone = await makeZone(app.db, ["DE"]);
const carrier = await makeCarrier(app.db, world.warehouse.id, {
  engine_carrier: "colissimo",
  engine_service: "colissimo_international",
});
await makeRange(app.db, carrier.id, zone.id, 0, 5, 14);
await rateCardsOf(app.deps).reload();

const SHOP = {
  name: "Zalando SE",
  country: "DE",
  city: "Berlin",
  zip: "10243",
  addressLineOne: "Valeska-Gert-Strasse 5",
  phone: "+49 30 20968820",
  rma: "RMA-2026-0042",
  note: "Wrong size",
  locale: "en",
};
const FEE = 1000;

/** A parcel of the locker whose lines customs would take (HS code, value, origin). */
async function lockerParcel() {
  const parcel = await world.parcel({ weight_grams: 1200 });
  await app
    .db("parcel_items")
    .where({ parcel_id: parcel.id })
    .update({ hs_code: "640399", price_cents: 6000, quantity: 1 });
  return parcel;
}

const ask = (
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
  token = world.customerToken,
) => postForm(app, "/api/returns", fields, { token, file });
const prepaid = (packageId: string, extra: Record<string, string> = {}, token?: string) =>
  ask(
    { packageId, ...SHOP, label: "prepaid", ...extra },
    { bytes: pdfBytes(), name: "label.pdf", type: "application/pdf" },
    token,
  );
const buying = (packageId: string, extra: Record<string, string> = {}) =>
  ask({ packageId, ...SHOP, label: "buy", ...extra });

const returnsOf = (parcelId: string) => app.db("parcel_returns").where({ parcel_id: parcelId }).orderBy("created_at");
const paymentsOf = (parcelId: string) =>
  app.db("transactions").where({ parcel_id: parcelId }).whereNotNull("parcel_return_id").orderBy("created_at");
const stateOf = async (id: string) => ((await app.db("parcels").where({ id }).first()) as { state: string }).state;

/** A paid checkout's webhook event; the PaymentIntent the fake Stripe charged, unless another is named. */
const paidEvent = (sessionId: string, amount: number, intent = stripe.pay(sessionId)) =>
  signed("checkout.session.completed", {
    id: sessionId,
    amount_total: amount,
    currency: "usd",
    payment_status: "paid",
    status: "complete",
    payment_intent: intent,
  });

/** A return asked and paid through the webhook: its row, its parcel, the payment intent paid. */
async function paidReturn(label: "prepaid" | "buy" = "prepaid") {
  const parcel = await lockerParcel();
  const res = label === "prepaid" ? await prepaid(parcel.parcel_code) : await buying(parcel.parcel_code);
  expect(res.status).toBe(200);
  const [payment] = await paymentsOf(parcel.id);
  const intent = stripe.pay(payment.provider_session_id);
  expect((await deliver(paidEvent(payment.provider_session_id, payment.amount_cents, intent))).status).toBe(200);
  const [ret] = await returnsOf(parcel.id);
  expect(ret.state).toBe("paid");
  return { parcel, ret, intent, payment };
}

const staff = (method: "GET" | "POST", path: string, body?: unknown, token = world.support.token) =>
  app.request(method, path, { token, body });

describe("#returns.ask, what it refuses", () => {
  it("refuses an empty address, a bad RMA length, and changes nothing", async () => {
    const parcel = await lockerParcel();
    const empty = await prepaid(parcel.id, { name: "", city: " ", addressLineOne: "", zip: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      name: "nameRequired",
      city: "cityRequired",
      addressLineOne: "addressLineOneRequired",
      zip: "zipRequired",
    });
    for (const rma of ["AB", "R".repeat(41)]) {
      const res = await prepaid(parcel.id, { rma });
      expect(res.status, rma).toBe(400);
      expect(res.body.fields).toEqual({ rma: "rmaLength" });
    }
    const arabic = await prepaid(parcel.id, { city: "برلين" });
    expect(arabic.body.fields).toEqual({ city: "noArabicLetters" });
    expect(await returnsOf(parcel.id)).toHaveLength(0);
    expect(await stateOf(parcel.id)).toBe("in_locker");
  });

  it("refuses a label that is no PDF or image, one of 20 MB, and a prepaid choice without a label", async () => {
    const parcel = await lockerParcel();
    const before = await app.deps.storage.files.list("returns");
    const text = await ask(
      { packageId: parcel.id, ...SHOP, label: "prepaid" },
      { bytes: Buffer.from("#!/bin/sh\necho label\n"), name: "label.pdf", type: "application/pdf" },
    );
    expect(text.status).toBe(400);
    expect(text.body.fields).toEqual({ file: "imageOrPdfOnly" });
    const huge = await ask(
      { packageId: parcel.id, ...SHOP, label: "prepaid" },
      { bytes: Buffer.alloc(20 * 1024 * 1024, 0x20), name: "label.pdf", type: "application/pdf" },
    );
    expect(huge.status).toBe(413);
    const none = await ask({ packageId: parcel.id, ...SHOP, label: "prepaid" });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ file: "returnLabelRequired" });
    expect(await returnsOf(parcel.id)).toHaveLength(0);
    expect(await app.deps.storage.files.list("returns")).toEqual(before);
  });

  it("answers 404 for another customer's parcel and 401 without a token", async () => {
    const parcel = await lockerParcel();
    expect((await prepaid(parcel.id, {}, world.otherToken)).status).toBe(404);
    expect((await app.request("GET", `/api/returns/${parcel.id}`, { token: world.otherToken })).status).toBe(404);
    expect((await postForm(app, "/api/returns", { packageId: parcel.id })).status).toBe(401);
  });

  it("refuses a parcel in another request (409), and keeps a returning one out of every other", async () => {
    const asked = await world.parcel({ state: "awaiting_approval" });
    const res = await prepaid(asked.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("INVALID_STATE");

    const parcel = await lockerParcel();
    const other = await lockerParcel();
    expect((await prepaid(parcel.id)).status).toBe(200);
    expect(await stateOf(parcel.id)).toBe("awaiting_return");
    const address = await makeAddress(app.db, world.customer.id);
    const token = world.customerToken;
    const ship = await app.request("POST", "/api/packages/request/package-approve", {
      token,
      body: { packageId: parcel.id, address: address.id },
    });
    const group = await app.request("POST", "/api/packages/group", {
      token,
      body: { packages: [parcel.parcel_code, other.parcel_code] },
    });
    const split = await app.request("POST", `/api/packages/disassemble-request/${parcel.id}`, {
      token,
      body: { disassembleNote: "In two please" },
    });
    for (const refused of [ship, group, split]) expect(refused.status).toBe(409);
    expect(await stateOf(parcel.id)).toBe("awaiting_return");
    expect(await stateOf(other.id)).toBe("in_locker");
  });

  it("refuses a parcel a service is open on, until the service is done", async () => {
    const parcel = await lockerParcel();
    const service = (await app.db("services").where({ code: "content_inspection" }).first("id")) as { id: string };
    const [request] = (await app
      .db("service_requests")
      .insert({ parcel_id: parcel.id, customer_id: world.customer.id, service_id: service.id })
      .returning("id")) as { id: string }[];
    const res = await buying(parcel.parcel_code);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SERVICE_OPEN");
    expect(await returnsOf(parcel.id)).toEqual([]);
    await app
      .db("service_requests")
      .where({ id: request!.id })
      .update({ state: "cancelled", cancelled_at: new Date() });
    expect((await buying(parcel.parcel_code)).status).toBe(200);
  });
});

describe("#returns.ask, the fee", () => {
  it("opens a checkout of the catalogue's fee, plus the label by the rate card when we buy it", async () => {
    const parcel = await lockerParcel();
    const res = await buying(parcel.parcel_code);
    expect(res.status).toBe(200);
    const [payment] = await paymentsOf(parcel.id);
    const session = stripe.sessions.get(payment.provider_session_id)!;
    expect(res.body.checkoutUrl).toBe(session.url);
    expect(res.body.return).toMatchObject({
      state: "awaiting_payment",
      fee: 10,
      labelPrice: 14,
      total: 24,
      label: "buy",
    });
    expect(session.line_items).toEqual([
      { name: `Return of parcel ${parcel.parcel_code} to the shop`, unit_amount: FEE, quantity: 1 },
      { name: `Return label for parcel ${parcel.parcel_code} to DE`, unit_amount: 1400, quantity: 1 },
    ]);
    expect(payment).toMatchObject({ type: "card", state: "pending", amount_cents: FEE + 1400, currency: "USD" });
    const [ret] = await returnsOf(parcel.id);
    expect(ret).toMatchObject({ carrier_id: carrier.id, phone: "+493020968820", label_source: "buy" });
  });

  it("refuses a country no carrier of ours serves when we buy the label", async () => {
    const parcel = await lockerParcel();
    const res = await buying(parcel.id, { country: "JP", city: "Tokyo", zip: "100-0001", phone: "+81 3 1234 5678" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ country: "noOptions" });
    expect(await returnsOf(parcel.id)).toHaveLength(0);
  });

  it("takes one of two asks racing: the other is 409 and nothing is charged twice", async () => {
    const parcel = await lockerParcel();
    const answers = await Promise.all([prepaid(parcel.id), prepaid(parcel.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe("RETURN_EXISTS");
    expect(await returnsOf(parcel.id)).toHaveLength(1);
    expect(await paymentsOf(parcel.id)).toHaveLength(1);
    const again = await prepaid(parcel.id);
    expect(again.status).toBe(409);
  });

  it("settles once when the webhook comes twice, or two events of one session race", async () => {
    const parcel = await lockerParcel();
    expect((await prepaid(parcel.id)).status).toBe(200);
    const [payment] = await paymentsOf(parcel.id);
    const intent = stripe.pay(payment.provider_session_id);
    const event = paidEvent(payment.provider_session_id, FEE, intent);
    const replayed = await Promise.all([
      deliver(event),
      deliver(event),
      deliver(paidEvent(payment.provider_session_id, FEE, "pi_second")),
    ]);
    expect(replayed.map((r) => r.status)).toEqual([200, 200, 200]);
    const [ret] = await returnsOf(parcel.id);
    expect(ret.state).toBe("paid");
    const payments = await paymentsOf(parcel.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ state: "complete", provider_payment_intent: intent });
    const mails = await app
      .db("email_outbox")
      .where({ to_address: world.customer.email })
      .whereLike("subject", `%${parcel.parcel_code}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`We have your return of parcel ${parcel.parcel_code}`);
    // Paid: the customer can no longer cancel; staff handle it.
    const cancel = await app.request("POST", `/api/returns/${ret.id}/cancel`, { token: world.customerToken });
    expect(cancel.status).toBe(409);
  });

  it("lets the customer cancel before paying: nothing charged, the parcel free again", async () => {
    const parcel = await lockerParcel();
    expect((await prepaid(parcel.id)).status).toBe(200);
    const [ret] = await returnsOf(parcel.id);
    expect((await app.request("POST", `/api/returns/${ret.id}/cancel`, { token: world.otherToken })).status).toBe(404);
    const res = await app.request("POST", `/api/returns/${ret.id}/cancel`, { token: world.customerToken });
    expect(res.status).toBe(200);
    expect(await stateOf(parcel.id)).toBe("in_locker");
    expect((await paymentsOf(parcel.id))[0]).toMatchObject({ state: "cancelled", cancelled_by: "customer" });
    // A checkout paid after all is not settled as a return any more: the money goes straight back, once.
    const [payment] = await paymentsOf(parcel.id);
    const intent = stripe.pay(payment.provider_session_id);
    expect((await deliver(paidEvent(payment.provider_session_id, FEE, intent))).status).toBe(200);
    expect((await deliver(paidEvent(payment.provider_session_id, FEE, intent))).status).toBe(200);
    const [closed] = await returnsOf(parcel.id);
    expect(closed.state).toBe("cancelled");
    const refunds = stripe.refunds.filter((r) => r.payment_intent === intent);
    expect(refunds).toMatchObject([{ id: closed.refund_id, amount: FEE }]);
    // And the parcel may be returned afresh.
    expect((await prepaid(parcel.id)).status).toBe(200);
  });

  it("closes the return when its checkout expires unpaid", async () => {
    const parcel = await lockerParcel();
    expect((await prepaid(parcel.id)).status).toBe(200);
    const [payment] = await paymentsOf(parcel.id);
    expect((await deliver(signed("checkout.session.expired", { id: payment.provider_session_id }))).status).toBe(200);
    expect((await returnsOf(parcel.id))[0].state).toBe("cancelled");
    expect(await stateOf(parcel.id)).toBe("in_locker");
  });
});

describe("#returns staff", () => {
  it("lets only groups with the permission see the queue (403 for the others)", async () => {
    expect((await staff("GET", "/api/admins/returns", undefined, world.intake.token)).status).toBe(403);
    expect((await staff("GET", "/api/admins/returns", undefined, world.ops.token)).status).toBe(403);
    const { parcel } = await paidReturn();
    const res = await staff("GET", `/api/admins/returns?query=${parcel.parcel_code}`);
    expect(res.status).toBe(200);
    expect(res.body.returns).toHaveLength(1);
    expect(res.body.returns[0]).toMatchObject({ packageId: parcel.parcel_code, state: "paid", hasLabel: true });
    expect(res.body.counts.paid).toBe(1);
  });

  it("prints the shop's prepaid label, then sends the parcel back with the typed tracking: final", async () => {
    const { parcel, ret } = await paidReturn();
    const label = await staff("GET", `/api/admins/returns/${ret.id}/label`);
    expect(label.status).toBe(200);
    expect(label.body.contentType).toBe("application/pdf");
    expect(Buffer.from(label.body.document, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const missing = await staff("POST", `/api/admins/returns/${ret.id}/ship`, {});
    expect(missing.status).toBe(400);
    const shipped = await staff("POST", `/api/admins/returns/${ret.id}/ship`, {
      trackNumber: "dhl123456789",
      trackLink: "https://www.dhl.de/track?id=DHL123456789",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.return).toMatchObject({ state: "returned", trackNumber: "DHL123456789" });
    expect(await stateOf(parcel.id)).toBe("returned_to_sender");
    const seen = await app.request("GET", `/api/returns/${parcel.parcel_code}`, { token: world.customerToken });
    expect(seen.body.return).toMatchObject({ state: "returned", trackNumber: "DHL123456789" });
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.subject).toBe(`Your parcel ${parcel.parcel_code} is on its way back to the shop`);
    // Final: neither sent again nor refused.
    expect((await staff("POST", `/api/admins/returns/${ret.id}/ship`, { trackNumber: "X1" })).status).toBe(409);
    expect((await staff("POST", `/api/admins/returns/${ret.id}/refuse`, { reason: "Late" })).status).toBe(409);
  });

  it("buys the label once however many desks click, to the shop's address, and ships with its tracking", async () => {
    const { parcel, ret } = await paidReturn("buy");
    const bought = vi.spyOn(app.deps.carrierEngine.gateway!, "buyLabel");
    const answers = await Promise.all([
      staff("POST", `/api/admins/returns/${ret.id}/label`, { format: "PDF" }),
      staff("POST", `/api/admins/returns/${ret.id}/label`, { format: "PDF" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const labels = await app.db("parcel_labels").where({ parcel_id: parcel.id });
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({ state: "purchased", carrier_id: carrier.id });
    const standIn = app.deps.carrierEngine.standIn!;
    expect(standIn.purchases.get(labels[0].reference)).toBe(1);
    expect(standIn.violations).toEqual([]);
    // To the shop's address, by the carrier the label was priced with.
    expect(bought).toHaveBeenCalledTimes(1);
    expect(bought.mock.calls[0]![0]).toMatchObject({
      carrierName: "colissimo",
      recipient: {
        personName: "Zalando SE",
        city: "Berlin",
        countryCode: "DE",
        addressLine1: "Valeska-Gert-Strasse 5",
      },
    });
    bought.mockRestore();
    // The parcel stays in the locker until it leaves.
    expect(await stateOf(parcel.id)).toBe("awaiting_return");
    const shipped = await staff("POST", `/api/admins/returns/${ret.id}/ship`, {});
    expect(shipped.status).toBe(200);
    expect(shipped.body.return.trackNumber).toBe(labels[0].tracking_number);
    expect(await stateOf(parcel.id)).toBe("returned_to_sender");
    // Tracked as a shipment is: the customer's timeline reads it.
    const tracking = await app.request("GET", `/api/packages/${parcel.id}/tracking`, { token: world.customerToken });
    expect(tracking.status).toBe(200);
    expect(tracking.body.tracking).toMatchObject({ trackNumber: labels[0].tracking_number, carrier: "colissimo" });
  });

  it("refuses with a reason, refunding the fee once through Stripe, and frees the parcel", async () => {
    const { parcel, ret, intent, payment } = await paidReturn();
    const noReason = await staff("POST", `/api/admins/returns/${ret.id}/refuse`, { reason: " " });
    expect(noReason.status).toBe(400);
    const answers = await Promise.all([
      staff("POST", `/api/admins/returns/${ret.id}/refuse`, { reason: "The shop no longer takes it back" }),
      staff("POST", `/api/admins/returns/${ret.id}/refuse`, { reason: "The shop no longer takes it back" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refunds = stripe.refunds.filter((r) => r.payment_intent === intent);
    expect(refunds).toMatchObject([{ amount: payment.amount_cents }]);
    const [refused] = await returnsOf(parcel.id);
    expect(refused).toMatchObject({ state: "refused", refund_id: refunds[0]!.id });
    expect(await stateOf(parcel.id)).toBe("in_locker");
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.subject).toBe(`We could not return parcel ${parcel.parcel_code}`);
  });

  it("changes nothing when Stripe fails the refund", async () => {
    const { parcel, ret } = await paidReturn();
    stripe.failNext(3);
    const res = await staff("POST", `/api/admins/returns/${ret.id}/refuse`, { reason: "Damaged" });
    expect(res.status).toBe(502);
    expect((await returnsOf(parcel.id))[0].state).toBe("paid");
    expect(await stateOf(parcel.id)).toBe("awaiting_return");
  });
});

describe("#returns, the invoice", () => {
  /** The PDF's text, every run of spaces as one. */
  function pdfText(bytes: Buffer): string {
    const file = join(mkdtempSync(join(tmpdir(), "return-invoice-")), "invoice.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-raw", file, "-"])
      .toString()
      .replace(/[\u202a-\u202e]/g, "")
      .replace(/\s+/g, " ");
  }

  it("bills the fee and the label as their own lines, to the shop, in the customer's language", async () => {
    const { parcel, payment } = await paidReturn("buy");
    await app.db("customers").where({ id: world.customer.id }).update({ language: "fr" });
    try {
      const res = await fetch(`${app.url}/api/users/transactions/${payment.id}/invoice`, {
        headers: { authorization: `Bearer ${world.customerToken}` },
      });
      expect(res.status).toBe(200);
      const text = pdfText(Buffer.from(await res.arrayBuffer()));
      expect(text).toContain(`Retour du colis n° ${parcel.parcel_code} à la boutique`);
      expect(text).toContain(`Étiquette de retour du colis n° ${parcel.parcel_code}`);
      expect(text).toContain("Zalando SE");
      expect(text).not.toContain("Réexpédition");
    } finally {
      await app.db("customers").where({ id: world.customer.id }).update({ language: "en" });
    }
  });
});
