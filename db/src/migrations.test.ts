import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { migrations } from "../migrations/index.js";
import { migrateLatest, migrationSource, rollbackAll } from "./migrate.js";
import { createTestDatabase } from "./testing/database.js";

const { db } = await createTestDatabase();

async function userTables(): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { tablename: string }[] }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'knex_%' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

describe("migrations", () => {
  it("registers every migration file in migrations/index.ts", async () => {
    const files = (await readdir(new URL("../migrations/", import.meta.url)))
      .filter((file) => /^\d{14}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations).sort()).toEqual(files);
  });

  it("leaves nothing pending after latest", async () => {
    const [completed, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    expect(pending).toEqual([]);
    expect(completed).toHaveLength(Object.keys(migrations).length);
    expect(await userTables()).toEqual(
      expect.arrayContaining(["customers", "parcels", "carrier_ranges", "transactions"]),
    );
  });

  it("rolls back to an empty schema and migrates again", async () => {
    await rollbackAll(db);
    expect(await userTables()).toEqual([]);
    const { rows: functions } = await db.raw("SELECT 1 FROM pg_proc WHERE proname = 'set_updated_at'");
    expect(functions).toHaveLength(0);

    const applied = await migrateLatest(db);
    expect(applied).toHaveLength(Object.keys(migrations).length);
    const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    expect(pending).toEqual([]);
  });

  it("has the extensions the constraints and searches rely on", async () => {
    const { rows } = await db.raw<{ rows: { extname: string }[] }>(
      "SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gist') ORDER BY extname",
    );
    expect(rows.map((row) => row.extname)).toEqual(["btree_gist", "pg_trgm"]);
  });
});
