import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@ipf/db/testing";
import { runStatement, statementName } from "./prepared.js";

const { db } = await createTestDatabase();

describe("prepared statements", () => {
  it("name a text by its content", () => {
    expect(statementName("SELECT 1")).toBe(statementName("SELECT 1"));
    expect(statementName("SELECT 1")).not.toBe(statementName("SELECT 2"));
  });

  it("keep working when a migration adds a column to a table they read whole", async () => {
    await db.raw("CREATE TABLE prepared_probe (id int PRIMARY KEY, name text)");
    await db("prepared_probe").insert({ id: 1, name: "one" });
    const read = () => runStatement<Record<string, unknown>>(db, "SELECT * FROM prepared_probe WHERE id = $1", [1]);
    // Several times, on the pool's connections, so that the plan is kept.
    for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ id: 1, name: "one" }]);
    await db.raw("ALTER TABLE prepared_probe ADD COLUMN note text DEFAULT 'new'");
    for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ id: 1, name: "one", note: "new" }]);
  });

  it("run inside a transaction on its connection", async () => {
    await db.transaction(async (trx) => {
      await trx("prepared_probe").insert({ id: 2, name: "two" });
      expect(await runStatement(trx, "SELECT name FROM prepared_probe WHERE id = $1", [2])).toEqual([{ name: "two" }]);
      expect(await runStatement(db, "SELECT name FROM prepared_probe WHERE id = $1", [2])).toEqual([]);
    });
  });
});
