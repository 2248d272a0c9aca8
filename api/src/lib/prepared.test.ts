import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@ipf/db/testing";
import { createStatements, runStatement, statementName } from "./prepared.js";

const { db, url } = await createTestDatabase();
const statements = createStatements(db);

describe("prepared statements", () => {
  it("name a text by its content", () => {
    const names = new Map<string, string>();
    expect(statementName(names, "SELECT 1")).toBe(statementName(new Map(), "SELECT 1"));
    expect(statementName(names, "SELECT 1")).not.toBe(statementName(names, "SELECT 2"));
  });

  it("keep working when a migration adds a column to a table they read whole", async () => {
    await db.raw("CREATE TABLE prepared_probe (id int PRIMARY KEY, name text)");
    await db("prepared_probe").insert({ id: 1, name: "one" });
    const read = () =>
      runStatement<Record<string, unknown>>(statements, db, "SELECT * FROM prepared_probe WHERE id = $1", [1]);
    // Several times, on the pool's connections, so that the plan is kept.
    for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ id: 1, name: "one" }]);
    await db.raw("ALTER TABLE prepared_probe ADD COLUMN note text DEFAULT 'new'");
    for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ id: 1, name: "one", note: "new" }]);
  });

  it("run inside a transaction on its connection", async () => {
    await db.transaction(async (trx) => {
      await trx("prepared_probe").insert({ id: 2, name: "two" });
      expect(await runStatement(statements, trx, "SELECT name FROM prepared_probe WHERE id = $1", [2])).toEqual([
        { name: "two" },
      ]);
      expect(await runStatement(statements, db, "SELECT name FROM prepared_probe WHERE id = $1", [2])).toEqual([]);
    });
  });
});

describe("generic plans", () => {
  const setting = (target: Knex | Knex.Transaction, generic: boolean, on = statements) =>
    runStatement<{ mode: string; workers: string }>(
      on,
      target,
      "SELECT current_setting('plan_cache_mode') AS mode, current_setting('max_parallel_workers_per_gather') AS workers",
      [],
      { generic },
    );

  it("run on the generic pool when asked, and only then", async () => {
    const [ordinary] = await setting(db, false);
    expect(ordinary!.mode).toBe("auto");
    expect(await setting(db, true)).toEqual([ordinary]);
    const withPool = createStatements(db, { url, max: 1 });
    try {
      expect(await setting(db, true, withPool)).toEqual([{ mode: "force_generic_plan", workers: "0" }]);
      expect(await setting(db, false, withPool)).toEqual([ordinary]);
      // A transaction's statements stay on its connection.
      await db.transaction(async (trx) => expect(await setting(trx, true, withPool)).toEqual([ordinary]));
    } finally {
      await withPool.close();
    }
  });
});
