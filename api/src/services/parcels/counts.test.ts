/**
 * The lists' totals kept by the database stay exact: after inserts, state
 * changes, owners flagged, deletes, restores and removals, after folding,
 * and when writers race, each key's total is what counting the parcels
 * answers; and two writers moving parcels of the same queue never wait for
 * each other.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer, makeWarehouse } from "../../test/factories.js";
import { makeParcel } from "../../test/factories-config.js";
import { compactParcelCounts, countedTotal } from "./counts.js";
import { workQueue } from "./page.js";

const app = await createTestApp();
const db = app.db;

/** Every (state, suspicious) total from the counts beside the same from the parcels. */
async function expectExact() {
  const kept = (await db("parcel_counts")
    .groupBy("state", "owner_suspicious")
    .havingRaw("sum(count) <> 0")
    .orderBy(["state", "owner_suspicious"])
    .select("state", "owner_suspicious", db.raw("sum(count)::int AS n"))) as unknown[];
  const counted = (await db("parcels")
    .whereNull("deleted_at")
    .groupBy("state", "owner_suspicious")
    .orderBy(["state", "owner_suspicious"])
    .select("state", "owner_suspicious", db.raw("count(*)::int AS n"))) as unknown[];
  expect(kept).toEqual(counted);
}

/** A state change with the time its state requires. */
const move = (q: typeof db, id: string, state: "approved" | "shipped") =>
  q("parcels")
    .where({ id })
    .update({ state, [`${state}_at`]: new Date() });

const total = async (filter: Parameters<typeof countedTotal>[1]) =>
  Number((await db.raw(countedTotal(db, filter).toQuery())).rows[0].n);

describe("parcel counts", () => {
  let owner: { id: string };
  let warehouse: { id: string };
  beforeAll(async () => {
    owner = await makeCustomer(db);
    warehouse = await makeWarehouse(db);
  });

  it("follow inserts, state changes, flags, deletes, restores and removals", async () => {
    const parcels = await Promise.all(
      ["in_locker", "awaiting_approval", "awaiting_approval", "paid", "shipped"].map((state) =>
        makeParcel(db, owner.id, warehouse.id, { state }),
      ),
    );
    await expectExact();
    expect(await total({ state: "awaiting_approval", suspicious: false })).toBe(2);

    await move(db, parcels[1]!.id, "approved");
    await db("parcels").where({ id: parcels[3]!.id }).update({ owner_suspicious: true });
    await expectExact();
    expect(await total({ state: "paid", suspicious: true })).toBe(1);
    expect(await total({ state: "paid", suspicious: false })).toBe(0);

    await db("parcels").where({ id: parcels[4]!.id }).update({ deleted_at: new Date(), delete_reason: "Test" });
    await expectExact();
    expect(await total({ state: "shipped" })).toBe(0);
    await db("parcels").where({ id: parcels[4]!.id }).update({ deleted_at: null, delete_reason: null });
    await expectExact();

    // A change that moves nothing writes nothing.
    const rows = Number((await db("parcel_counts").count({ n: "*" }))[0]!.n);
    await db("parcels").where({ id: parcels[0]!.id }).update({ weight_grams: 2500 });
    expect(Number((await db("parcel_counts").count({ n: "*" }))[0]!.n)).toBe(rows);

    await db("parcels").where({ id: parcels[0]!.id }).delete();
    await expectExact();
    expect(await total({})).toBe(4);
  });

  it("fold into one row a key, totals unchanged", async () => {
    await makeParcel(db, owner.id, warehouse.id, { state: "paid" });
    await compactParcelCounts(db);
    await expectExact();
    const perKey = (await db("parcel_counts")
      .groupBy("state", "owner_suspicious")
      .select(db.raw("count(*)::int AS rows"))) as { rows: number }[];
    expect(perKey.every((key) => key.rows === 1)).toBe(true);
  });

  it("let two writers of the same queue go on at once, and lose no count", async () => {
    const [first, second] = await Promise.all([
      makeParcel(db, owner.id, warehouse.id, { state: "awaiting_approval" }),
      makeParcel(db, owner.id, warehouse.id, { state: "awaiting_approval" }),
    ]);
    const one = await db.transaction();
    await move(one, first!.id, "approved");
    // The second writer finishes while the first still holds its transaction open.
    const other = move(db, second!.id, "approved").then(() => "done");
    expect(await Promise.race([other, new Promise((resolve) => setTimeout(() => resolve("waiting"), 1000))])).toBe(
      "done",
    );
    // Folding meanwhile neither waits for the open writer nor loses its change.
    await compactParcelCounts(db);
    await one.commit();
    await expectExact();

    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (trx) => {
          const parcel = await makeParcel(trx, owner.id, warehouse.id, { state: i % 2 ? "paid" : "approved" });
          await trx.raw("SELECT pg_sleep(0.02)");
          await move(trx, parcel.id, "shipped");
        }),
      ),
    );
    await compactParcelCounts(db);
    await expectExact();
  });

  it("give each work queue the total of the parcels its page reads", async () => {
    const flagged = await makeCustomer(db, { suspicious: true, suspicion_reason: "Test" });
    for (const state of ["awaiting_approval", "approved", "paid"] as const) {
      await makeParcel(db, owner.id, warehouse.id, { state });
      await makeParcel(db, flagged.id, warehouse.id, { state });
    }
    for (const state of ["awaiting_approval", "approved", "paid"] as const) {
      for (const suspicious of [false, true]) {
        const queue = workQueue(db, state, suspicious);
        const listed = Number((await queue.base.clone().count({ n: "*" }))[0]!.n);
        expect(listed).toBeGreaterThan(0);
        expect(Number((await db.raw(queue.total.toQuery())).rows[0].n)).toBe(listed);
      }
    }
  });
});
