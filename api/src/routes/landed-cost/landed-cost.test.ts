import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import {
  customerToken,
  makeCarrier,
  makeCustomer,
  makeLandedCost,
  makeRange,
  makeStaff,
  makeWarehouse,
  makeZone,
  staffToken,
} from "../../test/factories-config.js";
import { makePayableParcel } from "../../test/factories-payments.js";
import { ecbXml, useEuroRateSource } from "../../services/euro-rate.js";
import { rateCardsOf } from "../../services/rate-card.js";

const app = await createTestApp();
useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.1, "2026-11-24")) });
const admin = await makeStaff(app.db, { group_id: 1 });
const adminToken = staffToken(app, admin);
const supportToken = staffToken(app, await makeStaff(app.db, { group_id: 2 }));

// Algeria-like: CIF, electronics (chapter 85) at 5 %, a 100-dollar threshold for both.
await makeLandedCost(app.db, "DZ", {
  vatRate: 19,
  dutyRate: 30,
  chapterDutyRates: { "85": 5 },
  dutyDeMinimis: 100,
  vatDeMinimis: 100,
});
await makeLandedCost(app.db, "GB", { vatRate: 20, dutyRate: 4, dutyDeMinimis: 176.85, vatDeMinimis: null });

const validEdit = {
  vatRate: 21,
  dutyRate: 4,
  chapterDutyRates: { "61": 12 },
  dutyDeMinimis: 176.85,
  vatDeMinimis: null,
  basis: "cif",
  note: "HMRC, read again",
};
const edit = (country: string, body: unknown, token = adminToken) =>
  app.request("POST", `/api/landed-cost/edit/${country}`, { token, body });

describe("#landed-cost.list", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/landed-cost")).status).toBe(401);
  });

  it("is for admins only", async () => {
    expect((await app.request("GET", "/api/landed-cost", { token: supportToken })).status).toBe(403);
  });

  it("lists each destination's figures in dollars and percent, by country", async () => {
    const res = await app.request("GET", "/api/landed-cost", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.countries.map((row: { country: string }) => row.country)).toEqual(["DZ", "GB"]);
    expect(res.body.countries[0]).toMatchObject({
      _id: "DZ",
      vatRate: 19,
      dutyRate: 30,
      chapterDutyRates: { "85": 5 },
      dutyDeMinimis: 100,
      vatDeMinimis: 100,
      basis: "cif",
      updatedBy: null,
    });
  });
});

describe("#landed-cost.edit", () => {
  it("refuses figures out of range, naming each field, and writes nothing", async () => {
    const refused = {
      vatRate: [120, "invalidRate"],
      dutyRate: [-1, "invalidRate"],
      dutyDeMinimis: ["lots", "invalidThreshold"],
      basis: ["ddp", "invalidBasis"],
    } as const;
    const values = Object.fromEntries(Object.entries(refused).map(([field, [value]]) => [field, value]));
    const res = await edit("GB", { ...validEdit, ...values, chapterDutyRates: { "6A": 3 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject(
      Object.fromEntries(Object.entries(refused).map(([field, [, key]]) => [field, key])),
    );
    expect(JSON.stringify(res.body.fields)).toContain("invalidChapter");
    expect(await app.db("landed_cost_rates").where({ country: "GB" }).first("vat_rate")).toEqual({ vat_rate: 20 });
    expect(await app.db("admin_changes").where({ subject: "landed_cost" })).toEqual([]);
  });

  it("answers 404 for a country without figures", async () => {
    expect((await edit("FR", validEdit)).status).toBe(404);
  });

  it("is for admins only", async () => {
    expect((await edit("GB", validEdit, supportToken)).status).toBe(403);
  });

  it("replaces the figures and logs who changed what", async () => {
    const res = await edit("gb", validEdit);
    expect(res.status).toBe(200);
    expect(res.body.country).toMatchObject({ country: "GB", vatRate: 21, note: "HMRC, read again" });
    expect(res.body.country.updatedBy).toBe(admin.username);

    const [change] = (await app.db("admin_changes").where({ subject: "landed_cost", key: "GB" })) as {
      changed_by: string;
      before: { vatRate: number; chapterDutyRates: object };
      after: { vatRate: number; chapterDutyRates: object };
    }[];
    expect(change).toMatchObject({
      changed_by: admin.id,
      before: { vatRate: 20, chapterDutyRates: {} },
      after: { vatRate: 21, chapterDutyRates: { "61": 12 } },
    });
  });
});

const warehouse = await makeWarehouse(app.db);
const owner = await makeCustomer(app.db);
const token = customerToken(app, owner);
// Two offers: 15.00 and 75.00 dollars of shipping.
const { parcel, offers } = await makePayableParcel(
  app,
  { customerId: owner.id, warehouseId: warehouse.id },
  [1500, 7500],
);
await app.db("parcel_items").where({ parcel_id: parcel.id }).delete();
await app.db("parcel_items").insert([
  {
    parcel_id: parcel.id,
    position: 0,
    description: "T-shirts",
    quantity: 2,
    price_cents: 10000,
    made_in: "FR",
    hs_code: "610910",
  },
  {
    parcel_id: parcel.id,
    position: 1,
    description: "Phone",
    quantity: 1,
    price_cents: 5000,
    made_in: "CN",
    hs_code: "851713",
  },
]);

describe("#packages.landed_cost", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", `/api/packages/landed_cost/${parcel.id}`)).status).toBe(401);
  });

  it("estimates duty and VAT to the parcel's destination for each offer", async () => {
    const res = await app.request("GET", `/api/packages/landed_cost/${parcel.parcel_code}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.country).toBe("DZ");
    // Lines at 1.10 dollars per euro: 100 € → 110.00 (chapter 61, 30 %), 50 € → 55.00 (chapter 85, 5 %).
    // Goods 165.00, CIF. Duty per dollar of customs value: (110 x 30 % + 55 x 5 %) / 165 = 35.75 / 165.
    // Offer 15.00: customs 180.00 > 100; duty 180 x 35.75 / 165 = 39.00; VAT (180 + 39) x 19 % = 41.61.
    // Offer 75.00: customs 240.00; duty 240 x 35.75 / 165 = 52.00; VAT (240 + 52) x 19 % = 55.48.
    expect(res.body.estimates).toEqual([
      {
        methodId: offers[0]!.id,
        estimate: expect.objectContaining({ goodsValue: 165, customsValue: 180, duty: 39, vat: 41.61, total: 80.61 }),
      },
      {
        methodId: offers[1]!.id,
        estimate: expect.objectContaining({ customsValue: 240, duty: 52, vat: 55.48, total: 107.48 }),
      },
    ]);
  });

  it("estimates nothing for a destination without figures", async () => {
    await app.db("parcel_shipping_addresses").where({ parcel_id: parcel.id }).update({ country: "MA" });
    const res = await app.request("GET", `/api/packages/landed_cost/${parcel.id}`, { token });
    await app.db("parcel_shipping_addresses").where({ parcel_id: parcel.id }).update({ country: "DZ" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ country: "MA", estimates: [] });
  });

  it("answers 404 for another customer's parcel", async () => {
    const other = customerToken(app, await makeCustomer(app.db));
    expect((await app.request("GET", `/api/packages/landed_cost/${parcel.id}`, { token: other })).status).toBe(404);
  });
});

const calcWarehouse = await makeWarehouse(app.db);
const carrier = await makeCarrier(app.db, calcWarehouse.id, { name: "Economy" });
const zone = await makeZone(app.db, ["DZ", "MA"]);
await makeRange(app.db, carrier.id, zone.id, 0, 30, 20);
await rateCardsOf(app.deps).reload();
const calc = (body: Record<string, unknown>) =>
  app.request("POST", "/api/users/calc_shipping", { body: { warehouse: calcWarehouse.id, weight: 2, ...body } });

describe("#users.calc_shipping with a declared value", () => {
  it("carries each price's estimate: duty at the default rate, CIF", async () => {
    // Goods 200.00 + shipping 20.00 = 220.00 > 100; duty 220 x 30 % = 66.00; VAT (220 + 66) x 19 % = 54.34.
    const res = await calc({ country: "DZ", declaredValue: "200" });
    expect(res.status).toBe(200);
    expect(res.body.prices[0].landedCost).toMatchObject({ customsValue: 220, duty: 66, vat: 54.34, total: 120.34 });
  });

  it("leaves the estimate out without a declared value or without figures for the destination", async () => {
    expect((await calc({ country: "DZ" })).body.prices[0]).not.toHaveProperty("landedCost");
    expect((await calc({ country: "MA", declaredValue: 200 })).body.prices[0]).not.toHaveProperty("landedCost");
  });

  it("refuses a negative declared value", async () => {
    const res = await calc({ country: "DZ", declaredValue: -5 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ declaredValue: "invalidDeclaredValue" });
  });
});
