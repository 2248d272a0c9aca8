import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import {
  makeCarrier,
  makeCustomer,
  makeParcel,
  makeShippingAddress,
  makeStaff,
  makeWarehouse,
  staffToken,
} from "../../test/factories-config.js";

/**
 * Delivery times per carrier and destination: parcels delivered in October
 * 2026 with days from shipped to delivered set here, and parcels around them
 * that must stay out (delivered in another month, deleted, still on their
 * way, delivered before they were shipped).
 */
const { app, token } = await createStaffTestApp(2);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(`2026-${iso}Z`);

await app.db("countries").insert([
  { iso2: "DZ", iso3: "DZA", dial_code: "213", name_en: "Algeria", name_ar: "الجزائر", name_fr: "Algérie" },
  { iso2: "MA", iso3: "MAR", dial_code: "212", name_en: "Morocco", name_ar: "المغرب", name_fr: "Maroc" },
]);
const owner = (await makeCustomer(app.db)).id;
const france = await makeWarehouse(app.db, { country: "FR" });
const alpha = await makeCarrier(app.db, france.id, { name: "Alpha Post" });
const beta = await makeCarrier(app.db, france.id, { name: "Beta Express" });
const gamma = await makeCarrier(app.db, france.id, { name: "Gamma Freight" });

let trackingNumber = 0;
/** A parcel shipped at `shippedAt` to `country`, delivered `days` later (null: still on its way). */
async function ship(
  carrierId: string,
  country: string,
  shippedAt: Date,
  days: number | null,
  fields: Record<string, unknown> = {},
) {
  const parcel = await makeParcel(app.db, owner, france.id, {
    state: "shipped",
    created_at: new Date(shippedAt.getTime() - 5 * DAY),
    shipped_at: shippedAt,
    ship_carrier_id: carrierId,
    ...fields,
  });
  await makeShippingAddress(app.db, parcel.id, country);
  await app.db("parcel_trackers").insert({
    parcel_id: parcel.id,
    engine_carrier: "colissimo",
    tracking_number: `6A${String(++trackingNumber).padStart(11, "0")}`,
    status: days === null ? "in_transit" : "delivered",
    delivered_at: days === null ? null : new Date(shippedAt.getTime() + days * DAY),
  });
}

// Alpha to Algeria: 1 to 10 days, each delivered an hour before October ends (the last day is included).
for (let days = 1; days <= 10; days++)
  await ship(alpha.id, "DZ", new Date(at("10-31T23:00:00").getTime() - days * DAY), days);
// Beta to Algeria: 2, 3, 3, 4 and 10 days, delivered on 3, 5, 6, 8 and 15 October.
for (const [i, days] of [2, 3, 3, 4, 10].entries()) await ship(beta.id, "DZ", at(`10-0${i + 1}T10:00:00`), days);
// Left out of October: delivered on 14 September, deleted, still on its way, delivered before it was shipped,
// and delivered on 1 November at midnight (the end of the range).
await ship(beta.id, "DZ", at("08-15T10:00:00"), 30);
await ship(beta.id, "DZ", at("10-05T10:00:00"), 20, { deleted_at: at("10-30T10:00:00"), delete_reason: "Duplicate" });
await ship(beta.id, "DZ", at("10-05T10:00:00"), null);
await ship(beta.id, "DZ", at("10-20T10:00:00"), -2);
await ship(alpha.id, "DZ", at("10-30T00:00:00"), 2);
// Morocco: Gamma six days five times; Alpha twice, 1.25 and 2 days: too few to judge, listed after Gamma.
for (let i = 1; i <= 5; i++) await ship(gamma.id, "MA", at(`10-0${i}T08:00:00`), 6);
await ship(alpha.id, "MA", at("10-03T10:00:00"), 1.25);
await ship(alpha.id, "MA", at("10-04T10:00:00"), 2);
// Tunisia, without a row in the countries table: named by its code.
await ship(beta.id, "TN", at("10-10T10:00:00"), 4);

const times = async (query: string) => {
  const res = await app.request("GET", `/api/admins/statistics/delivery-times?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as { error: false; deliveryTimes: Record<string, unknown>[] };
};
const row = (carrier: { id: string } & Record<string, unknown>, country: string, countryName: string) => ({
  carrierId: carrier.id,
  carrier: carrier.name as string,
  warehouseCountry: "FR",
  country,
  countryName,
});

describe("GET /api/admins/statistics/delivery-times", () => {
  it("gives the median and the 90th percentile of days from shipped to delivered per carrier and destination", async () => {
    expect(await times("from=2026-10-01&to=2026-10-31")).toEqual({
      error: false,
      deliveryTimes: [
        { ...row(beta, "DZ", "Algeria"), delivered: 5, medianDays: 3, p90Days: 7.6, tooFew: false },
        { ...row(alpha, "DZ", "Algeria"), delivered: 10, medianDays: 5.5, p90Days: 9.1, tooFew: false },
        { ...row(gamma, "MA", "Morocco"), delivered: 5, medianDays: 6, p90Days: 6, tooFew: false },
        { ...row(alpha, "MA", "Morocco"), delivered: 2, medianDays: 1.6, p90Days: 1.9, tooFew: true },
        { ...row(beta, "TN", "TN"), delivered: 1, medianDays: 4, p90Days: 4, tooFew: true },
      ],
    });
  });

  it("counts the parcels delivered in the chosen range, and judges the rows with too few by median too", async () => {
    expect((await times("from=2026-10-01&to=2026-10-10")).deliveryTimes).toEqual([
      { ...row(beta, "DZ", "Algeria"), delivered: 4, medianDays: 3, p90Days: 3.7, tooFew: true },
      { ...row(alpha, "MA", "Morocco"), delivered: 2, medianDays: 1.6, p90Days: 1.9, tooFew: true },
      { ...row(gamma, "MA", "Morocco"), delivered: 4, medianDays: 6, p90Days: 6, tooFew: true },
    ]);
    expect((await times("from=2026-09-01&to=2026-10-05")).deliveryTimes).toEqual([
      { ...row(beta, "DZ", "Algeria"), delivered: 3, medianDays: 3, p90Days: 24.6, tooFew: true },
      { ...row(alpha, "MA", "Morocco"), delivered: 1, medianDays: 1.3, p90Days: 1.3, tooFew: true },
    ]);
    expect((await times("from=2026-08-01&to=2026-08-31")).deliveryTimes).toEqual([]);
  });

  it("takes the last 90 days by default", async () => {
    app.setNow(new Date("2026-11-20T00:00:00Z"));
    const recent = await times("");
    expect(recent.deliveryTimes.map((r) => [r.carrier, r.country, r.delivered])).toEqual([
      ["Beta Express", "DZ", 6],
      ["Alpha Post", "DZ", 11],
      ["Gamma Freight", "MA", 5],
      ["Alpha Post", "MA", 2],
      ["Beta Express", "TN", 1],
    ]);
    app.setNow(new Date("2027-03-01T00:00:00Z"));
    expect((await times("")).deliveryTimes).toEqual([]);
  });

  it("answers 400 for a range that ends before it starts", async () => {
    const res = await app.request("GET", "/api/admins/statistics/delivery-times?from=2026-10-31&to=2026-10-01", {
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ to: "toBeforeFrom" });
  });

  it("is for admins and support", async () => {
    const intake = staffToken(app, await makeStaff(app.db, { group_id: 3 }));
    expect((await app.request("GET", "/api/admins/statistics/delivery-times", { token: intake })).status).toBe(403);
    expect((await app.request("GET", "/api/admins/statistics/delivery-times")).status).toBe(401);
  });
});
