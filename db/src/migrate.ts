import type { Knex } from "knex";
import { migrations } from "../migrations/index.js";

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Migrations are imported statically (see ../migrations/index.ts) rather than
 * found on disk, so the same list runs from TypeScript sources under the test
 * runner and from the compiled build in production.
 */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = (migrations as Record<string, Migration>)[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

const config = { migrationSource, tableName: "knex_migrations" };

/** Applies every pending migration; answers the names applied. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(config, true);
}

/**
 * Applies pending migrations one at a time up to `last`, included, and no
 * further: the schema a backup's rows were written under.
 */
export async function migrateTo(db: Knex, last: string): Promise<void> {
  if (!(await migrationSource.getMigrations([])).includes(last)) {
    throw new Error(`Unknown migration ${last}: the backup was made by a newer version of the product.`);
  }
  while (
    !(await db.schema.hasTable("knex_migrations")) ||
    !(await db("knex_migrations").where({ name: last }).first())
  ) {
    const [, applied] = (await db.migrate.up(config)) as [number, string[]];
    if (!applied.length) throw new Error(`Migration ${last} was not reached.`);
  }
}
