/**
 * The dashboard's counts kept per day stay exact: after every kind of write
 * to the rows they count (deletes and restores, state, paid, shipped and
 * carrier changes, offers removed, addresses moved, payments settled,
 * concurrent writes), each statistics call over ranges cut anywhere in the
 * day answers what the plain aggregate over the rows answers.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "@ipf/db";
import type { DateRange } from "@ipf/shared/schemas/statistics";
import { createTestApp } from "../test/harness.js";
import {
  makeCarrier,
  makeCustomer,
  makeParcel,
  makeShippingAddress,
  makeTransaction,
  makeWarehouse,
} from "../test/factories-config.js";
import * as statistics from "./statistics.js";
import { readScope } from "./work.js";

const app = await createTestApp();
const db = app.db;
const scope = readScope(app.deps);
const at = (iso: string) => new Date(`2026-${iso}Z`);

/** The oracle: each number read straight from the rows. */
const oracle = {
  async byCountry(range: DateRange) {
    return (await db("parcel_shipping_addresses as a")
      .join("parcels as p", "p.id", "a.parcel_id")
      .whereNull("p.deleted_at")
      .where("a.created_at", ">=", range.from)
      .andWhere("a.created_at", "<", range.to)
      .groupBy("a.country")
      .orderByRaw("count(*) DESC, a.country")
      .select(db.raw("a.country::text AS country"), db.raw("count(*)::int AS count"))) as unknown[];
  },
  async byCarrier(range: DateRange) {
    return (await db("parcels as p")
      .leftJoin("shipping_offers as o", "o.id", "p.chosen_offer_id")
      .join("carriers as c", "c.id", db.raw("coalesce(p.ship_carrier_id, o.carrier_id)"))
      .join("warehouses as w", "w.id", "c.warehouse_id")
      .whereNull("p.deleted_at")
      .andWhereRaw("coalesce(p.paid_at, p.shipped_at) >= ? AND coalesce(p.paid_at, p.shipped_at) < ?", [
        range.from,
        range.to,
      ])
      .groupBy("c.id", "c.name", "w.country")
      .orderByRaw("count(*) DESC, c.name")
      .select("c.id", "c.name", db.raw("w.country::text AS country"), db.raw("count(*)::int AS count"))) as unknown[];
  },
  async byMonth(range: DateRange) {
    return (await db("parcels")
      .where({ state: "shipped" })
      .whereNull("deleted_at")
      .andWhere("shipped_at", ">=", range.from)
      .andWhere("shipped_at", "<", range.to)
      .groupByRaw("1")
      .orderByRaw("1")
      .select(
        db.raw("to_char(shipped_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month"),
        db.raw("count(*)::int AS count"),
      )) as unknown[];
  },
  async total(table: string, column: string, range: DateRange, where: (q: ReturnType<Db>) => void) {
    const [row] = await db(table)
      .where(column, ">=", range.from)
      .andWhere(column, "<", range.to)
      .modify(where)
      .select(db.raw("count(*)::int AS n"));
    return (row as { n: number }).n;
  },
  async payments(range: DateRange) {
    const rows = (await db("transactions")
      .where({ state: "complete" })
      .andWhere("completed_at", ">=", range.from)
      .andWhere("completed_at", "<", range.to)
      .groupBy("currency")
      .orderBy("currency")
      .select(
        db.raw("currency::text AS currency"),
        db.raw("count(*)::int AS count"),
        db.raw("sum(amount_cents)::int AS cents"),
      )) as { currency: string; count: number; cents: number }[];
    return {
      count: rows.reduce((sum, row) => sum + row.count, 0),
      volume: rows.map((row) => ({ currency: row.currency, sum: row.cents / 100 })),
    };
  },
};

const RANGES: DateRange[] = [
  { from: at("09-01T00:00:00"), to: at("11-01T00:00:00") },
  { from: at("10-03T12:00:00"), to: at("10-08T06:30:00") },
  { from: at("10-05T01:00:00"), to: at("10-05T20:00:00") },
  { from: at("10-05T20:00:00"), to: at("10-06T11:00:00") },
  { from: at("10-04T00:00:00"), to: at("10-06T23:59:59.999") },
  { from: new Date("2021-11-03T00:00:00Z"), to: at("10-31T15:00:00") },
  // Ending after now: the last piece of a day is counted as its day less what comes later.
  { from: at("10-05T13:00:00"), to: new Date(Date.now() + 60 * 60 * 1000) },
];

async function expectExact() {
  for (const range of RANGES) {
    const live = (q: ReturnType<Db>) => q.whereNull("deleted_at");
    expect({
      range,
      byCountry: await statistics.packagesByCountry(scope, range),
      byCarrier: await statistics.packagesByCarrier(scope, range),
      byMonth: await statistics.shippedByMonth(scope, range),
      logins: await statistics.totalLogins(scope, range),
      received: await statistics.totalPackages(scope, range),
      signups: await statistics.newCustomers(scope, range),
      payments: await statistics.transactionTotals(scope, range),
    }).toEqual({
      range,
      byCountry: await oracle.byCountry(range),
      byCarrier: await oracle.byCarrier(range),
      byMonth: await oracle.byMonth(range),
      logins: await oracle.total("login_logs", "created_at", range, (q) => q.where({ success: true })),
      received: await oracle.total("parcels", "created_at", range, live),
      signups: await oracle.total("customers", "created_at", range, () => {}),
      payments: await oracle.payments(range),
    });
  }
  // The counts kept are the counts rebuilt from every row.
  const kept = await nonZeroCounts();
  const trx = await db.transaction();
  try {
    await trx.raw("SELECT statistics_rebuild()");
    expect(await nonZeroCounts(trx)).toEqual(kept);
  } finally {
    await trx.rollback();
  }
}

async function nonZeroCounts(q: Db = db) {
  return await q("statistics_daily")
    .whereNot("count", 0)
    .orderBy(["metric", "day", "key"])
    .select("metric", q.raw("day::text AS day"), "key", "count", "cents");
}

const warehouse = await makeWarehouse(db, { country: "FR" });
const alpha = await makeCarrier(db, warehouse.id, { name: "Alpha Post" });
const beta = await makeCarrier(db, warehouse.id, { name: "Beta Express" });
const owner = await makeCustomer(db, { created_at: at("10-05T23:30:00") });
await makeCustomer(db, { created_at: at("10-06T00:30:00") });

async function parcel(created: string, fields: Record<string, unknown> = {}, country?: string, addressed?: string) {
  const row = await makeParcel(db, owner.id, warehouse.id, { created_at: at(created), ...fields });
  if (country) {
    await makeShippingAddress(db, row.id, country);
    await db("parcel_shipping_addresses")
      .where({ parcel_id: row.id })
      .update({ created_at: at(addressed ?? created) });
  }
  return row;
}

async function offer(parcelId: string, carrierId: string) {
  const [row] = await db("shipping_offers")
    .insert({ parcel_id: parcelId, carrier_id: carrierId, price_cents: 3000 })
    .returning("id");
  return (row as { id: string }).id;
}

const shippedFields = (paid: string, shipped: string, carrier: string) => ({
  state: "shipped",
  approved_at: at(paid),
  paid_at: at(paid),
  shipped_at: at(shipped),
  ship_carrier_id: carrier,
});

const shipped = await parcel("10-03T10:00:00", shippedFields("10-04T23:00:00", "10-05T01:00:00", alpha.id), "DZ");
const paid = await parcel(
  "10-04T10:00:00",
  { state: "paid", approved_at: at("10-05T10:00:00"), paid_at: at("10-05T21:00:00") },
  "MA",
  "10-05T20:30:00",
);
const paidOffer = await offer(paid.id, beta.id);
await db("parcels").where({ id: paid.id }).update({ chosen_offer_id: paidOffer });
const waiting = await parcel("10-06T00:15:00", { state: "awaiting_approval" }, "DZ", "10-06T05:00:00");
const locker = await parcel("10-05T23:59:00");
await parcel("09-20T10:00:00", shippedFields("09-25T10:00:00", "09-30T23:59:59", beta.id), "SN");
const payment = await makeTransaction(db, owner.id, paid.id, { created_at: at("10-05T21:00:00") });
await makeTransaction(db, owner.id, shipped.id, { state: "pending", amount_cents: 1999, currency: "EUR" });
for (const [success, when] of [
  [true, "10-05T08:00:00"],
  [true, "10-05T22:00:00"],
  [false, "10-05T22:30:00"],
] as const) {
  await db("login_logs").insert({ username: "admin", success, reason: success ? null : "Wrong", created_at: at(when) });
}

describe("statistics kept per day", () => {
  it("match the rows as loaded", async () => {
    await expectExact();
  });

  it("follow deletes and restores of parcels with an address, paid and shipped", async () => {
    for (const row of [shipped, paid, waiting]) {
      await db("parcels")
        .where({ id: row.id })
        .update({ deleted_at: at("10-07T00:00:00"), delete_reason: "Test" });
      await expectExact();
    }
    await db("parcels").where({ id: paid.id }).update({ deleted_at: null, delete_reason: null });
    await expectExact();
    await db("parcels").whereIn("id", [shipped.id, waiting.id]).update({ deleted_at: null, delete_reason: null });
    await expectExact();
  });

  it("follow state, paid, shipped and carrier changes", async () => {
    await db("parcels")
      .where({ id: paid.id })
      .update(shippedFields("10-05T21:00:00", "10-06T02:00:00", alpha.id));
    await expectExact();
    await db("parcels")
      .where({ id: paid.id })
      .update({ shipped_at: at("10-04T02:00:00") });
    await expectExact();
    await db("parcels")
      .where({ id: paid.id })
      .update({ ship_carrier_id: beta.id, paid_at: at("10-03T13:00:00") });
    await expectExact();
    // Back to paid: the carrier is the chosen offer's again.
    await db("parcels").where({ id: paid.id }).update({ state: "paid", shipped_at: null, ship_carrier_id: null });
    await expectExact();
    await db("parcels")
      .where({ id: waiting.id })
      .update({ state: "paid", approved_at: at("10-06T06:00:00"), paid_at: at("10-06T07:00:00") });
    await expectExact();
    await db("parcels")
      .where({ id: locker.id })
      .update({ created_at: at("10-06T00:01:00") });
    await expectExact();
  });

  it("follow the chosen offer: chosen, changed, its carrier changed, removed", async () => {
    const first = await offer(waiting.id, alpha.id);
    const second = await offer(waiting.id, beta.id);
    await db("parcels").where({ id: waiting.id }).update({ chosen_offer_id: first });
    await expectExact();
    await db("parcels").where({ id: waiting.id }).update({ chosen_offer_id: second });
    await expectExact();
    await db("shipping_offers").where({ id: second }).update({ carrier_id: alpha.id });
    await expectExact();
    await db("shipping_offers").where({ parcel_id: waiting.id }).delete();
    expect((await db("parcels").where({ id: waiting.id }).first()).chosen_offer_id).toBeNull();
    await expectExact();
  });

  it("follow addresses added, moved and removed", async () => {
    await makeShippingAddress(db, locker.id, "TN");
    await expectExact();
    await db("parcel_shipping_addresses").where({ parcel_id: locker.id }).update({ country: "MA" });
    await expectExact();
    await db("parcel_shipping_addresses")
      .where({ parcel_id: locker.id })
      .update({ created_at: at("10-04T23:00:00") });
    await expectExact();
    await db("parcels")
      .where({ id: locker.id })
      .update({ deleted_at: at("10-07T00:00:00"), delete_reason: "Test" });
    await db("parcel_shipping_addresses").where({ parcel_id: locker.id }).update({ country: "EG" });
    await expectExact();
    await db("parcel_shipping_addresses").where({ parcel_id: locker.id }).delete();
    await db("parcels").where({ id: locker.id }).update({ deleted_at: null, delete_reason: null });
    await expectExact();
    await db("parcel_shipping_addresses").where({ parcel_id: waiting.id }).delete();
    await expectExact();
  });

  it("follow payments settled, changed and cancelled, sign-ins and sign-ups", async () => {
    const pending = await db("transactions").where({ state: "pending" }).first();
    await db("transactions")
      .where({ id: pending.id })
      .update({ state: "complete", completed_at: at("10-05T23:00:00") });
    await expectExact();
    await db("transactions").where({ id: pending.id }).update({ amount_cents: 4321, currency: "USD" });
    await expectExact();
    await db("transactions")
      .where({ id: payment.id })
      .update({ state: "cancelled", cancelled_at: at("10-06T00:00:00") });
    await expectExact();
    await db("transactions").where({ id: pending.id }).delete();
    await expectExact();
    await db("login_logs").where({ success: false }).update({ success: true });
    await db("login_logs")
      .where({ created_at: at("10-05T08:00:00") })
      .delete();
    await expectExact();
    const leaving = await makeCustomer(db, { created_at: at("10-05T12:00:00") });
    await db("customers")
      .where({ id: owner.id })
      .update({ created_at: at("09-01T12:00:00") });
    await expectExact();
    await db("customers").where({ id: leaving.id }).delete();
    await expectExact();
  });

  it("lose no count when writes race", async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (trx) => {
          await makeParcel(trx, owner.id, warehouse.id, { created_at: at(`10-05T1${i}:00:00`) });
          await trx.raw("SELECT pg_sleep(0.02)");
        }),
      ),
    );
    await expectExact();

    // A restore waits for an address being written, then counts it in.
    const racing = await parcel("10-05T09:00:00", { deleted_at: at("10-06T00:00:00"), delete_reason: "Test" });
    const writer = await db.transaction();
    await makeShippingAddress(writer, racing.id, "JO");
    const restore = db("parcels").where({ id: racing.id }).update({ deleted_at: null, delete_reason: null });
    const restored = restore.then(() => "done");
    expect(await Promise.race([restored, new Promise((resolve) => setTimeout(() => resolve("waiting"), 200))])).toBe(
      "waiting",
    );
    await writer.commit();
    await restored;
    await expectExact();

    // An address written while its parcel is being deleted waits, then sees it deleted.
    const doomed = await parcel("10-05T09:30:00");
    const deleter = await db.transaction();
    await deleter("parcels")
      .where({ id: doomed.id })
      .update({ deleted_at: at("10-07T00:00:00"), delete_reason: "T" });
    const adding = makeShippingAddress(db, doomed.id, "QA");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await deleter.commit();
    await adding;
    await expectExact();
  });

  it("follow parcels removed for good, with their address and offers", async () => {
    await db("transactions").whereIn("parcel_id", [paid.id, shipped.id]).delete();
    await db("parcels").whereIn("id", [paid.id, shipped.id]).delete();
    await expectExact();
  });
});
