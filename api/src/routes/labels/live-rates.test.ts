import { afterEach, describe, expect, it } from "vitest";
import type { CarrierEngine } from "../../lib/carriers/engine.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { ecbXml, useEuroRateSource } from "../../services/euro-rate.js";
import { createTestApp } from "../../test/harness.js";
import { makeCarrier, makeRange, makeZone } from "../../test/factories-config.js";
import { addAlgerianAddress, makeParcel, makeWorld } from "../../test/factories-parcels.js";

/**
 * Live rates in the approve dialog, against the in-process karrio stand-in
 * (the fake karrio, checking every call against karrio's schemas): the
 * engine's rate per linked carrier beside the rate card's price, in dollars
 * at the euro rate, and the margin; a carrier the engine refuses carries its
 * message; an engine down, slow or absent never blocks approval.
 */
const app = await createTestApp();
const world = await makeWorld(app);
const standIn = app.deps.carrierEngine.standIn!;
const desk = world.support.token;
// Dollars for one euro: the fake karrio answers in euros.
useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.1, "2026-11-27")) });

const maghreb = await makeZone(app.db, ["DZ"], "Maghreb");
const colissimo = await makeCarrier(app.db, world.warehouse.id, {
  name: "A Colissimo",
  engine_carrier: "colissimo",
  engine_service: "colissimo_international",
});
const dhl = await makeCarrier(app.db, world.warehouse.id, {
  name: "B DHL",
  engine_carrier: "dhl_express",
  engine_service: "dhl_express_worldwide",
});
// Linked, but not on the rate card for Algeria: a cost, no card price.
const aramex = await makeCarrier(app.db, world.warehouse.id, {
  name: "C Aramex",
  engine_carrier: "aramex",
  engine_service: "aramex_priority_parcel_express",
});
const manual = await makeCarrier(app.db, world.warehouse.id, { name: "D Manual" });
const asleep = await makeCarrier(app.db, world.warehouse.id, {
  name: "E Asleep",
  is_active: false,
  engine_carrier: "colissimo",
  engine_service: "colissimo_international",
});
await makeRange(app.db, colissimo.id, maghreb.id, 0, 2, 35);
await makeRange(app.db, colissimo.id, maghreb.id, 2, 60, 90);
await makeRange(app.db, dhl.id, maghreb.id, 0, 2, 45);
await makeRange(app.db, dhl.id, maghreb.id, 2, 60, 120);
await makeRange(app.db, manual.id, maghreb.id, 0, 60, 20);
await makeRange(app.db, asleep.id, maghreb.id, 0, 60, 20);
await rateCardsOf(app.deps).reload();

/** A shipping request of the world's customer to Algeria, awaiting approval (1.2 kg, 30 × 20 × 10 cm unless told). */
async function request(fields: Record<string, unknown> = {}) {
  const parcel = await makeParcel(app.db, {
    customer_id: world.customer.id,
    warehouse_id: world.warehouse.id,
    state: "awaiting_approval",
    ...fields,
  });
  await addAlgerianAddress(app.db, parcel.id);
  return parcel;
}

const liveRates = (ref: string, token = desk) =>
  app.request("GET", `/api/packages/approval/live-rates/${ref}`, { token });

afterEach(() => {
  expect(standIn.violations).toEqual([]);
  standIn.setDown(false);
  standIn.delayRates(0);
});

describe("#ratesLive.forApproval", () => {
  it("prices each linked carrier at the engine, in dollars at the euro rate, with the rate card's margin", async () => {
    const parcel = await request();
    const res = await liveRates(parcel.parcel_code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      engine: "local",
      currency: "USD",
      euroRate: { usdPerEur: 1.1, date: "2026-11-27", stale: false },
    });
    // Inactive and unlinked carriers are absent; the rest by name.
    expect(res.body.rates.map((r: { company: string }) => r.company)).toEqual([colissimo.id, dhl.id, aramex.id]);
    const [first, second, third] = res.body.rates;
    // Colissimo International for 1.2 kg abroad: 19 + 3.4 × 1.2 = €23.08 = $25.388, $25.39.
    expect(first).toEqual({
      company: colissimo.id,
      engineCarrier: "colissimo",
      engineService: "colissimo_international",
      cardPriceCents: 3500,
      cost: { cents: 2308, currency: "EUR" },
      costCents: 2539,
      cardMargin: { cents: 961, percent: 27.5 },
      transitDays: 8,
      refusal: null,
    });
    // DHL: 38 + 6.2 × 1.2 = €45.44 = $49.98 against a card price of $45: a loss.
    expect(second).toMatchObject({
      cardPriceCents: 4500,
      cost: { cents: 4544, currency: "EUR" },
      costCents: 4998,
      cardMargin: { cents: -498, percent: -11.1 },
    });
    // Aramex: a cost, but no card price to set it against.
    expect(third).toMatchObject({ cardPriceCents: null, costCents: 3604, cardMargin: null, refusal: null });
    expect(standIn.calls.get("POST /v1/proxy/rates")).toBeGreaterThan(0);
  });

  it("shows the engine's message on a carrier it refuses for the parcel, and prices the others", async () => {
    const parcel = await request({ weight_grams: 42_000 });
    const res = await liveRates(parcel.id);
    expect(res.status).toBe(200);
    const [first, second] = res.body.rates;
    expect(first).toMatchObject({
      company: colissimo.id,
      cardPriceCents: 9000,
      cost: null,
      costCents: null,
      cardMargin: null,
      refusal: "Colissimo International takes at most 30 kg",
    });
    expect(second).toMatchObject({ company: dhl.id, refusal: null, cardPriceCents: 12000 });
    expect(second.costCents).toBeGreaterThan(0);
  });

  it("carries each carrier's message when the engine rates none (karrio's 424)", async () => {
    const parcel = await request({ weight_grams: 75_000, length_cm: 10, width_cm: 10, height_cm: 10 });
    const res = await liveRates(parcel.id);
    expect(res.status).toBe(200);
    expect(res.body.euroRate).toBeNull();
    expect(res.body.rates.map((r: { refusal: string }) => r.refusal)).toEqual([
      "Colissimo International takes at most 30 kg",
      "DHL Express Worldwide takes at most 70 kg",
      "Priority Parcel Express takes at most 50 kg",
    ]);
  });

  it("answers 503 ENGINE_UNAVAILABLE when the engine is down, and the request can still be approved", async () => {
    const parcel = await request();
    standIn.setDown(true);
    const res = await liveRates(parcel.id);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: true, code: "ENGINE_UNAVAILABLE" });
    const approved = await app.request("POST", "/api/packages/approval/accept", {
      token: desk,
      body: { packageId: parcel.id, methods: [{ company: colissimo.id, price: 35 }] },
    });
    expect(approved.status).toBe(200);
  });

  it("answers 503 when the engine takes longer than 5 s", { timeout: 20_000 }, async () => {
    const parcel = await request();
    standIn.delayRates(6_000);
    const started = Date.now();
    const res = await liveRates(parcel.id);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("ENGINE_UNAVAILABLE");
    expect(Date.now() - started).toBeLessThan(5_900);
  });

  it("without an engine, says so with no rates", async () => {
    const parcel = await request();
    const deps = app.deps as { carrierEngine: CarrierEngine };
    const engine = deps.carrierEngine;
    deps.carrierEngine = { ...engine, gateway: null, standIn: null };
    try {
      const res = await liveRates(parcel.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: false, engine: "none", currency: "USD", euroRate: null, rates: [] });
    } finally {
      deps.carrierEngine = engine;
    }
  });

  it("is for a request awaiting approval only", async () => {
    const inLocker = await makeParcel(app.db, { customer_id: world.customer.id, warehouse_id: world.warehouse.id });
    const res = await liveRates(inLocker.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("STATE_CONFLICT");
    expect((await liveRates("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("is for the staff who approve requests", async () => {
    const parcel = await request();
    expect((await liveRates(parcel.id, world.ops.token)).status).toBe(403);
    expect((await liveRates(parcel.id, world.customerToken)).status).toBe(401);
  });
});
