import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/database.js";

describe("migrations", () => {
  it("leave the template fully migrated", async () => {
    const { db } = await createTestDatabase();
    const pending = await db.migrate.list({ migrationSource: (await import("./migrate.js")).migrationSource });
    expect(pending[1]).toEqual([]);
    const { rows } = await db.raw("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(rows).toHaveLength(1);
  });
});
