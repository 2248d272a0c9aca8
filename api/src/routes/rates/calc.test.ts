import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import {
  customerToken,
  makeCarrier,
  makeCustomer,
  makeRange,
  makeWarehouse,
  makeZone,
} from "../../test/factories-config.js";
import { rateCardsOf } from "../../services/rate-card.js";

const app = await createTestApp();

// France ships with economy (divisor 5000) and express (divisor 4000); a
// switched-off carrier and one of a closed warehouse must never show.
const france = await makeWarehouse(app.db, { country: "FR" });
const closed = await makeWarehouse(app.db, { country: "ES", is_active: false });
const maghreb = await makeZone(app.db, ["DZ", "MA"], "Maghreb");
const europe = await makeZone(app.db, ["DE"], "Europe");
const economy = await makeCarrier(app.db, france.id, {
  name: "Economy",
  name_ar: "اقتصادي",
  min_ship_days: 6,
  max_ship_days: 12,
});
const express = await makeCarrier(app.db, france.id, {
  name: "Express",
  name_ar: "سريع",
  dimensional_divisor: 4000,
  min_ship_days: 1,
  max_ship_days: 3,
});
const asleep = await makeCarrier(app.db, france.id, { name: "Asleep", is_active: false });
const spanish = await makeCarrier(app.db, closed.id, { name: "Spanish" });
await makeRange(app.db, economy.id, maghreb.id, 0, 1, 10);
await makeRange(app.db, economy.id, maghreb.id, 1, 5, 20);
await makeRange(app.db, economy.id, maghreb.id, 5, 30, 40);
await makeRange(app.db, express.id, maghreb.id, 0, 2, 25);
await makeRange(app.db, express.id, maghreb.id, 2, 30, 50);
await makeRange(app.db, express.id, europe.id, 0, 2, 15);
await makeRange(app.db, asleep.id, maghreb.id, 0, 30, 1);
await makeRange(app.db, spanish.id, maghreb.id, 0, 30, 1);
// The side card: one groupage carrier for the Maghreb.
const groupage = await makeCarrier(app.db, france.id, {
  name: "Groupage",
  rate_card: "side",
  min_ship_days: 10,
  max_ship_days: 20,
});
await makeRange(app.db, groupage.id, maghreb.id, 0, 30, 7.5);
// The factories wrote straight to the database: load the cards as a start would.
await rateCardsOf(app.deps).reload();

const calc = (body: Record<string, unknown>) =>
  app.request("POST", "/api/users/calc_shipping", { body: { warehouse: france.id, ...body } });
const priced = (res: { body: { prices: { name: string; price: number }[] } }) =>
  res.body.prices.map((p) => [p.name, p.price]);

describe("#users.calc_shipping", () => {
  it("prices a parcel without dimensions by its actual weight, cheapest first", async () => {
    const res = await calc({ weight: 0.8, country: "DZ" });
    expect(res.status).toBe(200);
    expect(priced(res)).toEqual([
      ["Economy", 10],
      ["Express", 25],
    ]);
    expect(res.body.prices[0]).toEqual({
      _id: economy.id,
      name: "Economy",
      nameAR: "اقتصادي",
      logo: null,
      price: 10,
      minShipTime: 6,
      maxShipTime: 12,
      warehouse: france.id,
      chargeableWeight: 0.8,
    });
  });

  it("charges each carrier the larger of actual and volumetric weight with its own divisor", async () => {
    // 25 x 20 x 10 = 5000 cm³: economy 1 kg (band 0-1: 10 $), express 1.25 kg (band 0-2: 25 $).
    const light = await calc({ weight: 0.5, country: "MA", length: 25, width: 20, height: 10 });
    expect(
      light.body.prices.map((p: { name: string; chargeableWeight: number; price: number }) => [
        p.name,
        p.chargeableWeight,
        p.price,
      ]),
    ).toEqual([
      ["Economy", 1, 10],
      ["Express", 1.25, 25],
    ]);
    // 40 x 30 x 20 = 24000 cm³: economy 4.8 kg (1-5: 20 $), express 6 kg (2-30: 50 $).
    const bulky = await calc({ weight: "1", country: "MA", length: "40", width: "30", height: "20" });
    expect(priced(bulky)).toEqual([
      ["Economy", 20],
      ["Express", 50],
    ]);
  });

  it("puts a weight on a band's upper edge in that band, and one gram more in the next", async () => {
    expect(priced(await calc({ weight: 1, country: "DZ" }))).toEqual([
      ["Economy", 10],
      ["Express", 25],
    ]);
    expect(priced(await calc({ weight: 1.001, country: "DZ" }))).toEqual([
      ["Economy", 20],
      ["Express", 25],
    ]);
    expect(priced(await calc({ weight: 5, country: "DZ" }))).toEqual([
      ["Economy", 20],
      ["Express", 50],
    ]);
  });

  it("quotes a zone's countries only where a carrier has a band for them", async () => {
    expect(priced(await calc({ weight: 1, country: "DE" }))).toEqual([["Express", 15]]);
    const heavy = await calc({ weight: 3, country: "DE" });
    expect(heavy.status).toBe(422);
    expect(heavy.body).toMatchObject({
      code: "OUT_OF_RANGE",
      message: "No carrier takes 3 kg to DE",
      fields: { weight: "noCarrierAtWeight?weight=3&country=DE&max=2" },
    });
    const nowhere = await calc({ weight: 1, country: "US" });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body).toMatchObject({
      code: "OUT_OF_RANGE",
      message: "No shipping options available, adjust weight or dimensions",
      fields: { weight: "noOptions" },
    });
  });

  it("says which weight no carrier takes to the destination, and the most they take, actual or volumetric", async () => {
    expect(priced(await calc({ weight: 30, country: "DZ" }))).toEqual([
      ["Economy", 40],
      ["Express", 50],
    ]);
    const over = await calc({ weight: 42, country: "DZ" });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      error: true,
      code: "OUT_OF_RANGE",
      message: "No carrier takes 42 kg to DZ",
      fields: { weight: "noCarrierAtWeight?weight=42&country=DZ&max=30" },
    });
    // 60 x 50 x 50 = 150000 cm³: 30 kg for economy, 37.5 kg for express (left out).
    expect(priced(await calc({ weight: 1, country: "DZ", length: 60, width: 50, height: 50 }))).toEqual([
      ["Economy", 40],
    ]);
    // 100 x 100 x 100: 200 kg for economy, 250 kg for express; the least is said.
    const huge = await calc({ weight: 1, country: "DZ", length: 100, width: 100, height: 100 });
    expect(huge.body.fields).toEqual({ weight: "noCarrierAtWeight?weight=200&country=DZ&max=30" });
  });

  it("quotes a heavy parcel with the carriers whose bands cover it, with no limit of its own", async () => {
    const gulf = await makeZone(app.db, ["AE"], "Gulf");
    const freight = await makeCarrier(app.db, france.id, { name: "Freight" });
    await makeRange(app.db, freight.id, gulf.id, 30, 70, 120);
    await rateCardsOf(app.deps).reload();
    expect(priced(await calc({ weight: 42, country: "AE" }))).toEqual([["Freight", 120]]);
    expect((await calc({ weight: 71, country: "AE" })).body.fields).toEqual({
      weight: "noCarrierAtWeight?weight=71&country=AE&max=70",
    });
  });

  it("answers 400 for bad numbers, an unknown country and an unknown or closed warehouse", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ country: "DZ" }, { weight: "weightRequired" }],
      [{ weight: "abc", country: "DZ" }, { weight: "invalidWeight" }],
      // A negative figure reads as a number, out of the range a parcel weighs.
      [{ weight: "-1", country: "DZ" }, { weight: "outOfRange" }],
      [{ weight: 0, country: "DZ" }, { weight: "outOfRange" }],
      [{ weight: 1000.5, country: "DZ" }, { weight: "weightMax?max=1000" }],
      [{ weight: 1, country: "Atlantis" }, { country: "invalidCountry" }],
      [{ weight: 1, country: "" }, { country: "countryRequired" }],
      [
        { weight: 1, country: "DZ", length: 10 },
        { width: "widthRequired", height: "heightRequired" },
      ],
      [
        { weight: 1, country: "DZ", length: 10, width: 0, height: "x" },
        { width: "invalidDimensions", height: "invalidDimensions" },
      ],
      [{ weight: 1, country: "DZ", warehouse: "nope" }, { warehouse: "invalidWarehouse" }],
      [{ weight: 1, country: "DZ", warehouse: closed.id }, { warehouse: "invalidWarehouse" }],
    ];
    for (const [body, fields] of cases) {
      const res = await calc(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
  });

  it("accepts the country as ISO alpha-3 or lower case", async () => {
    expect((await calc({ weight: 1, country: "dza" })).status).toBe(200);
    expect((await calc({ weight: 1, country: "ma" })).status).toBe(200);
  });
});

describe("#users.side_calc_shipping", () => {
  it("should require authentication", async () => {
    const res = await app.request("POST", "/api/users/side_calc_shipping", {
      body: { weight: 1, country: "DZ", length: 10, width: 10, height: 10 },
    });
    expect(res.status).toBe(401);
  });

  it("quotes the side card only, for a signed-in customer", async () => {
    const token = customerToken(app, await makeCustomer(app.db));
    const res = await app.request("POST", "/api/users/side_calc_shipping", {
      token,
      body: { weight: 12, country: "DZ", length: 10, width: 10, height: 10 },
    });
    expect(res.status).toBe(200);
    expect(priced(res)).toEqual([["Groupage", 7.5]]);
    const nothing = await app.request("POST", "/api/users/side_calc_shipping", {
      token,
      body: { weight: 1, country: "DE", length: 10, width: 10, height: 10 },
    });
    expect(nothing.status).toBe(422);
  });

  it("requires weight, country and the three dimensions", async () => {
    const token = customerToken(app, await makeCustomer(app.db));
    const res = await app.request("POST", "/api/users/side_calc_shipping", { token, body: { weight: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      country: "countryRequired",
      height: "heightRequired",
      width: "widthRequired",
      length: "lengthRequired",
    });
  });
});

describe("the rate card in memory", () => {
  it("answers quotes without a query to the database", async () => {
    const cards = rateCardsOf(app.deps);
    expect(cards.peek("main")).toBeDefined();
    const queries: string[] = [];
    const listen = (query: { sql: string }) => queries.push(query.sql);
    app.db.on("query", listen);
    try {
      for (const weight of [5, 10, 15, 20, 25, 30]) expect((await calc({ weight, country: "DZ" })).status).toBe(200);
    } finally {
      app.db.off("query", listen);
    }
    expect(queries).toEqual([]);
  });
});
