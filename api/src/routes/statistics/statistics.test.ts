import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import {
  makeCarrier,
  makeCustomer,
  makeParcel,
  makeShippingAddress,
  makeStaff,
  makeTransaction,
  makeWarehouse,
  staffToken,
} from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(2);
const day = (iso: string) => new Date(`2026-${iso}Z`);

// October 2026 is the range under test; the rows around it must stay out.
const customers = [
  await makeCustomer(app.db, { created_at: day("10-01T00:00:00") }),
  await makeCustomer(app.db, { created_at: day("10-31T23:59:59") }),
  await makeCustomer(app.db, { created_at: day("09-30T23:59:59") }),
  await makeCustomer(app.db, { created_at: day("11-01T00:00:00") }),
];
const owner = customers[0]!.id;
const warehouse = await makeWarehouse(app.db, { country: "FR" });
const carrierA = await makeCarrier(app.db, warehouse.id, { name: "Alpha Post" });
const carrierB = await makeCarrier(app.db, warehouse.id, { name: "Beta Express" });

const shipped = (created: string, paid: string, shippedAt: string, carrier: string) => ({
  state: "shipped",
  created_at: day(created),
  approved_at: day(paid),
  paid_at: day(paid),
  shipped_at: day(shippedAt),
  ship_carrier_id: carrier,
});
const p1 = await makeParcel(
  app.db,
  owner,
  warehouse.id,
  shipped("10-05T10:00:00", "10-08T10:00:00", "10-10T10:00:00", carrierA.id),
);
const p2 = await makeParcel(
  app.db,
  owner,
  warehouse.id,
  shipped("10-06T10:00:00", "10-09T10:00:00", "10-12T10:00:00", carrierA.id),
);
const p3 = await makeParcel(app.db, owner, warehouse.id, {
  state: "paid",
  created_at: day("10-07T10:00:00"),
  approved_at: day("10-10T10:00:00"),
  paid_at: day("10-11T10:00:00"),
});
const p4 = await makeParcel(app.db, owner, warehouse.id, {
  state: "awaiting_approval",
  created_at: day("10-08T10:00:00"),
});
const p5 = await makeParcel(app.db, owner, warehouse.id, {
  created_at: day("10-09T10:00:00"),
  deleted_at: day("10-10T10:00:00"),
  delete_reason: "Duplicate",
});
const p6 = await makeParcel(
  app.db,
  owner,
  warehouse.id,
  shipped("09-15T10:00:00", "09-18T10:00:00", "09-20T10:00:00", carrierB.id),
);
await makeParcel(
  app.db,
  owner,
  warehouse.id,
  shipped("08-01T10:00:00", "08-03T10:00:00", "08-05T10:00:00", carrierA.id),
);
await makeParcel(
  app.db,
  owner,
  warehouse.id,
  shipped("08-02T10:00:00", "08-04T10:00:00", "08-06T10:00:00", carrierA.id),
);

// p3 was paid for an offer of carrier B (not shipped yet).
const [offer] = await app
  .db("shipping_offers")
  .insert({ parcel_id: p3.id, carrier_id: carrierB.id, price_cents: 3000 })
  .returning("id");
await app.db("parcels").where({ id: p3.id }).update({ chosen_offer_id: offer.id });

for (const [parcel, country, at] of [
  [p1, "DZ", "10-06T10:00:00"],
  [p2, "DZ", "10-07T10:00:00"],
  [p3, "DZ", "10-08T10:00:00"],
  [p4, "MA", "10-09T10:00:00"],
  [p5, "MA", "10-09T11:00:00"],
  [p6, "FR", "09-16T10:00:00"],
] as const) {
  await makeShippingAddress(app.db, parcel.id, country);
  await app
    .db("parcel_shipping_addresses")
    .where({ parcel_id: parcel.id })
    .update({ created_at: day(at) });
}

await makeTransaction(app.db, owner, p1.id, {
  amount_cents: 2500,
  currency: "USD",
  completed_at: day("10-10T10:00:00"),
});
await makeTransaction(app.db, owner, p2.id, {
  amount_cents: 3000,
  currency: "EUR",
  completed_at: day("10-12T10:00:00"),
});
await makeTransaction(app.db, owner, p3.id, {
  amount_cents: 1050,
  currency: "USD",
  completed_at: day("10-11T10:00:00"),
});
await makeTransaction(app.db, owner, p4.id, { state: "pending", amount_cents: 9900 });
await makeTransaction(app.db, owner, p6.id, { amount_cents: 7000, completed_at: day("09-18T10:00:00") });

for (const [success, at] of [
  [true, "10-02T08:00:00"],
  [true, "10-15T08:00:00"],
  [true, "10-31T20:00:00"],
  [false, "10-16T08:00:00"],
  [true, "11-01T08:00:00"],
] as const) {
  await app
    .db("login_logs")
    .insert({ username: "admin", success, reason: success ? null : "Wrong password", created_at: day(at) });
}

const october = "from=2026-10-01&to=2026-10-31";
const stat = (name: string, query = october) =>
  app.request("GET", `/api/admins/statistics/${name}?${query}`, { token });

describe("#admins.statistics", () => {
  it("counts parcels by destination country", async () => {
    const res = await stat("packages-location");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      packagesByCountry: [
        { country: "DZ", count: 3 },
        { country: "MA", count: 1 },
      ],
    });
  });

  it("counts parcels by carrier, shipped or paid for an offer", async () => {
    const res = await stat("packages-company");
    expect(res.body.packagesByCompany).toEqual([
      { _id: "Alpha Post", carrierId: carrierA.id, warehouseCountry: "FR", packagesCount: 2 },
      { _id: "Beta Express", carrierId: carrierB.id, warehouseCountry: "FR", packagesCount: 1 },
    ]);
  });

  it("counts shipped parcels by month, by default since 1 January of last year", async () => {
    const res = await stat("packages-month", "from=2026-08-01&to=2026-10-31");
    expect(res.body.packagesByMonth).toEqual([
      { _id: "2026-08", shippedCount: 2 },
      { _id: "2026-09", shippedCount: 1 },
      { _id: "2026-10", shippedCount: 2 },
    ]);
    const september = await stat("packages-month", "from=2026-09-01&to=2026-09-30");
    expect(september.body.packagesByMonth).toEqual([{ _id: "2026-09", shippedCount: 1 }]);
    app.setNow(new Date("2027-03-01T00:00:00Z"));
    const byDefault = await stat("packages-month", "");
    expect(byDefault.body.packagesByMonth.map((m: { _id: string }) => m._id)).toEqual([
      "2026-08",
      "2026-09",
      "2026-10",
    ]);
    app.setNow(new Date("2028-02-01T00:00:00Z"));
    expect((await stat("packages-month", "")).body.packagesByMonth).toEqual([]);
  });

  it("totals sign-ins, parcels received and new customers, both ends of the range included", async () => {
    expect((await stat("total-logins")).body).toEqual({ error: false, num: 3 });
    expect((await stat("total-packages")).body).toEqual({ error: false, num: 4 });
    expect((await stat("new-users")).body).toEqual({ error: false, num: 2 });
  });

  it("counts completed payments and their volume per currency", async () => {
    const res = await stat("total-transactions");
    expect(res.body).toEqual({
      error: false,
      transactionsNum: 3,
      transactionsVolume: [
        { _id: "EUR", sum: 30 },
        { _id: "USD", sum: 35.5 },
      ],
    });
  });

  it("takes the last month by default", async () => {
    app.setNow(new Date("2026-11-01T00:00:00Z"));
    expect((await stat("total-packages", "")).body.num).toBe(4);
    expect((await stat("new-users", "")).body.num).toBe(2);
  });

  it("starts the last month at the beginning of its first day, read from the daily counts", async () => {
    // A month back from noon is 1 October at noon: the customer of 1 October at midnight is in.
    app.setNow(new Date("2026-11-01T12:00:00Z"));
    expect((await stat("new-users", "")).body.num).toBe(3);
  });

  it("answers 400 for a bad date or a range that ends before it starts", async () => {
    const bad = await stat("total-packages", "from=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ from: "invalidDate" });
    const reversed = await stat("total-packages", "from=2026-10-31&to=2026-10-01");
    expect(reversed.body.fields).toEqual({ to: "toBeforeFrom" });
  });

  it("answers 400 for a range longer than five years, and takes five years", async () => {
    const twenty = await stat("packages-month", "from=2006-10-01&to=2026-10-31");
    expect(twenty.status).toBe(400);
    expect(twenty.body.fields).toEqual({ to: "rangeTooLong" });
    expect((await stat("packages-month", "from=2021-11-01&to=2026-10-31")).status).toBe(200);
  });

  it("is for admins and support", async () => {
    const intake = staffToken(app, await makeStaff(app.db, { group_id: 3 }));
    expect((await app.request("GET", "/api/admins/statistics/new-users", { token: intake })).status).toBe(403);
    expect((await app.request("GET", "/api/admins/statistics/new-users")).status).toBe(401);
  });
});
