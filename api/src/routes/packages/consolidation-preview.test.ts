import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCarrier, makeRange, makeZone } from "../../test/factories-config.js";
import { makeWarehouse, makeWorld } from "../../test/factories-parcels.js";
import { rateCardsOf } from "../../services/rate-card.js";

const app = await createTestApp();
const world = await makeWorld(app);

// The parcels' warehouse ships with economy (divisor 5000) and express
// (divisor 4000, also to Europe); a switched-off carrier and one of another
// warehouse must never show.
const maghreb = await makeZone(app.db, ["DZ", "MA"]);
const europe = await makeZone(app.db, ["DE"]);
const economy = await makeCarrier(app.db, world.warehouse.id, { name: "Economy", min_ship_days: 6 });
const express = await makeCarrier(app.db, world.warehouse.id, { name: "Express", dimensional_divisor: 4000 });
const asleep = await makeCarrier(app.db, world.warehouse.id, { name: "Asleep", is_active: false });
const german = await makeCarrier(app.db, (await makeWarehouse(app.db, { country: "DE" })).id, { name: "German" });
const bands = [
  [economy, maghreb, 0, 1, 10.5],
  [economy, maghreb, 1, 5, 19.9],
  [economy, maghreb, 5, 10, 39.9],
  [express, maghreb, 0, 2, 25],
  [express, maghreb, 2, 30, 49.9],
  [express, europe, 0, 30, 15],
  [asleep, maghreb, 0, 30, 1],
  [german, maghreb, 0, 30, 1],
] as const;
for (const [carrier, zone, fromKg, toKg, usd] of bands) await makeRange(app.db, carrier.id, zone.id, fromKg, toKg, usd);
await rateCardsOf(app.deps).reload();

const preview = (packages: string[], country: unknown = "DZ", token = world.customerToken) =>
  app.request("POST", "/api/packages/consolidation_preview", { token, body: { packages, country } });

/** Per carrier: its name, separately, together (dollars, or the refusal with the most it takes), and the saving. */
type Offer = { ok: true; price: number } | { ok: false; reason: string; maxWeight?: number };
const shown = (offer: Offer) =>
  offer.ok ? offer.price : offer.maxWeight === undefined ? offer.reason : `${offer.reason} ${offer.maxWeight}`;
const table = (body: {
  carriers: { name: string; separately: Offer; together: Offer; saving: { amount: number; percent: number } | null }[];
}) =>
  body.carriers.map(({ name, separately, together, saving }) => [
    name,
    shown(separately),
    shown(together),
    saving && [saving.amount, saving.percent],
  ]);

const stateOf = async (id: string) => ((await app.db("parcels").where({ id }).first()) as { state: string }).state;

describe("#packages.consolidation_preview", () => {
  it("prices the parcels separately and together per carrier, cheapest together first", async () => {
    // 850 g of 25 x 18 x 12 and 1200 g of 12 x 30 x 25: stacked flat, 30 x 25 x 24 = 18,000 cm³ and 2.05 kg.
    const small = await world.parcel({ weight_grams: 850, length_cm: 25, width_cm: 18, height_cm: 12 });
    const large = await world.parcel({ weight_grams: 1200, length_cm: 12, width_cm: 30, height_cm: 25 });
    const res = await preview([small.id, large.parcel_code]);
    expect(res.status).toBe(200);
    expect(res.body.country).toBe("DZ");
    expect(res.body.estimate).toEqual({ weight: 2.05, length: 30, width: 25, height: 24 });
    // Economy: 5400/5 = 1.08 kg and 9000/5 = 1.8 kg, both in 1-5 kg at $19.90: $39.80 separately;
    //   together 18000/5 = 3.6 kg, $19.90; saving $19.90, 50 %.
    // Express: 5400/4 = 1.35 kg ($25) and 9000/4 = 2.25 kg ($49.90): $74.90 separately;
    //   together 18000/4 = 4.5 kg, $49.90; saving $25, 2500 / 7490 = 33 %.
    expect(table(res.body)).toEqual([
      ["Economy", 39.8, 19.9, [19.9, 50]],
      ["Express", 74.9, 49.9, [25, 33]],
    ]);
    expect(res.body.carriers[0]).toEqual({
      _id: economy.id,
      name: "Economy",
      nameAR: "ناقل",
      logo: null,
      minShipTime: 6,
      maxShipTime: 6,
      separately: { ok: true, price: 39.8, chargeableWeight: 2.88 },
      together: { ok: true, price: 19.9, chargeableWeight: 3.6 },
      saving: { amount: 19.9, percent: 50 },
    });
  });

  it("answers for the destination asked: only the carriers serving it", async () => {
    const parcels = [await world.parcel(), await world.parcel()];
    const res = await preview(
      parcels.map((p) => p.id),
      "deu",
    );
    expect(res.status).toBe(200);
    expect(res.body.country).toBe("DE");
    // Express prices Europe at $15 whatever the weight.
    expect(table(res.body)).toEqual([["Express", 30, 15, [15, 50]]]);
    const nowhere = await preview(
      parcels.map((p) => p.id),
      "US",
    );
    expect(nowhere.body.carriers).toEqual([]);
  });

  it("says which carrier cannot carry the consolidated parcel instead of a price", async () => {
    // Three 4 kg parcels: 12 kg together, beyond economy's last band (10 kg).
    const cubes = [];
    for (let i = 0; i < 3; i++)
      cubes.push(await world.parcel({ weight_grams: 4000, length_cm: 20, width_cm: 20, height_cm: 20 }));
    const res = await preview(cubes.map((p) => p.id));
    // Express: 8000/4 = 2 kg charged 4 kg actual, $49.90 each; together 12 kg, $49.90.
    expect(table(res.body)).toEqual([
      ["Express", 149.7, 49.9, [99.8, 67]],
      ["Economy", 59.7, "tooHeavy 10", null],
    ]);
    // Two parcels of 16 kg: 32 kg together is beyond every carrier's last band, each says its own.
    const heavy = [await world.parcel({ weight_grams: 16_000 }), await world.parcel({ weight_grams: 16_000 })];
    expect(table((await preview(heavy.map((p) => p.id))).body)).toEqual([
      ["Economy", "tooHeavy 10", "tooHeavy 10", null],
      ["Express", 99.8, "tooHeavy 30", null],
    ]);
  });

  it("refuses what the consolidation request refuses, changing nothing", async () => {
    const mine = await world.parcel();
    const second = await world.parcel();
    const theirs = await world.parcel({ customer_id: world.other.id });
    const elsewhere = await world.parcel({ warehouse_id: (await makeWarehouse(app.db, { country: "ES" })).id });
    const requested = await world.parcel({ state: "awaiting_assemble" });

    const another = await preview([mine.id, theirs.id]);
    expect(another.status).toBe(404);
    const mixed = await preview([mine.id, elsewhere.id]);
    expect([mixed.status, mixed.body.fields]).toEqual([400, { packages: "assembleSameWarehouse" }]);
    for (const packages of [[mine.id], [mine.id, mine.parcel_code]]) {
      const one = await preview(packages);
      expect([one.status, one.body.fields]).toEqual([400, { packages: "assembleMinCount" }]);
    }
    const notFree = await preview([mine.id, requested.id]);
    expect([notFree.status, notFree.body.code]).toEqual([409, "INVALID_STATE"]);
    for (const [country, key] of [
      ["XX", "invalidCountry"],
      ["", "countryRequired"],
      [null, "countryRequired"],
    ] as const) {
      const bad = await preview([mine.id, second.id], country);
      expect([bad.status, bad.body.fields]).toEqual([400, { country: key }]);
    }
    const unsigned = await app.request("POST", "/api/packages/consolidation_preview", {
      body: { packages: [mine.id, second.id], country: "DZ" },
    });
    expect(unsigned.status).toBe(401);
    for (const parcel of [mine, second, theirs, elsewhere]) expect(await stateOf(parcel.id)).toBe("in_locker");
  });
});
