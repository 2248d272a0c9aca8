/**
 * The migration that gives parcels their arrival (free storage counts from
 * it): existing consolidated and split parcels take their sources' earliest
 * arrival, however they nest, and a row written without one arrives when it
 * is created.
 */
import { describe, expect, it } from "vitest";
import * as addArrivedAt from "../migrations/20261208170500_add_arrived_at_to_parcels.js";
import { seedDemo, seedReference } from "./seed/index.js";
import { createTestDatabase } from "./testing/database.js";

const { db } = await createTestDatabase();
await seedReference(db);
await seedDemo(db);

const arrivalOf = async (id: string) =>
  ((await db("parcels").where({ id }).first("arrived_at")) as { arrived_at: Date }).arrived_at;

describe("parcel arrivals", () => {
  it("lists parcels in the locker by arrival through the partial index", async () => {
    const plan = await db.transaction(async (trx) => {
      // This runs before the migration test below, which rebuilds the index over rows it has just
      // updated: PostgreSQL then marks the index (pg_index.indcheckxmin) as hidden from any snapshot
      // older than the rebuild, and another test file's open transaction makes every snapshot older.
      // The demo data is a few dozen rows, where any plan costs next to nothing and the planner's
      // choice between indexes is a toss-up. With scans of the whole table, bitmap scans and sorts
      // disabled, the only plan without a disabled step is an ordered scan of an index whose
      // predicate matches the query and whose key is the arrival: the question this test asks.
      await trx.raw("SET LOCAL enable_seqscan = off");
      await trx.raw("SET LOCAL enable_bitmapscan = off");
      await trx.raw("SET LOCAL enable_sort = off");
      const { rows } = await trx.raw<{ rows: { "QUERY PLAN": unknown }[] }>(
        `EXPLAIN (FORMAT JSON) SELECT id FROM parcels
         WHERE state = 'in_locker' AND deleted_at IS NULL AND arrived_at <= now() ORDER BY arrived_at LIMIT 10`,
      );
      return JSON.stringify(rows[0]!["QUERY PLAN"]);
    });
    expect(plan, plan).toContain('"Index Name":"parcels_in_locker_since"');
    expect(plan, plan).not.toContain('"Node Type":"Sort"');
  });

  it("backfills a consolidated parcel from its earliest member, and a split one from its original, nested too", async () => {
    const consolidated = (await db("consolidations as c")
      .join("parcels as r", "r.id", "c.result_parcel_id")
      .where("c.state", "accepted")
      .first("r.id", "r.customer_id", "r.warehouse_id", "r.created_at")) as {
      id: string;
      customer_id: string;
      warehouse_id: string;
      created_at: Date;
    };
    const members = (await db("consolidation_parcels as cp")
      .join("parcels as m", "m.id", "cp.parcel_id")
      .join("consolidations as c", "c.id", "cp.consolidation_id")
      .where("c.result_parcel_id", consolidated.id)
      .pluck("m.created_at")) as Date[];
    const earliest = new Date(Math.min(...members.map((at) => at.getTime())));
    expect(earliest.getTime()).toBeLessThan(consolidated.created_at.getTime());
    // A parcel split out of the consolidated one, today: it should arrive with the earliest member too.
    const [nested] = (await db("parcels")
      .insert({
        parcel_code: "NESTED01",
        track_number: "NESTED-1",
        customer_id: consolidated.customer_id,
        warehouse_id: consolidated.warehouse_id,
        weight_grams: 500,
        length_cm: 10,
        width_cm: 10,
        height_cm: 10,
        from_split_of: consolidated.id,
        created_at: new Date(),
      })
      .returning(["id", "created_at", "arrived_at"])) as { id: string; created_at: Date; arrived_at: Date }[];
    // Written without an arrival, it arrives when it is created.
    expect(nested!.arrived_at).toEqual(nested!.created_at);

    // As the migration finds a database that never had arrivals.
    await addArrivedAt.down(db);
    await addArrivedAt.up(db);

    expect(await arrivalOf(consolidated.id)).toEqual(earliest);
    expect(await arrivalOf(nested!.id)).toEqual(earliest);
    const splits = (await db("parcels as p")
      .join("parcels as o", "o.id", "p.from_split_of")
      .whereNot("p.id", nested!.id)
      .select("p.arrived_at as child", "o.arrived_at as original", "p.created_at as created")) as {
      child: Date;
      original: Date;
      created: Date;
    }[];
    expect(splits.length).toBeGreaterThan(0);
    for (const split of splits) {
      expect(split.child).toEqual(split.original);
      expect(split.child.getTime()).toBeLessThan(split.created.getTime());
    }
    // Every other parcel arrived when it was received.
    const { rows } = await db.raw<{ rows: { n: number }[] }>(
      `SELECT count(*)::int AS n FROM parcels
       WHERE arrived_at <> created_at AND NOT is_consolidated AND from_split_of IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
