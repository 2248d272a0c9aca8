/**
 * Small helpers shared by the migrations. Not a migration itself: only the
 * files listed in ./index.ts run.
 *
 * The migrations write PostgreSQL DDL directly rather than through knex's
 * schema builder: identity columns, trigram and GiST indexes, exclusion and
 * partial unique constraints read more plainly as SQL than as builder calls.
 * Never put a "?" in that SQL: knex.raw would read it as a binding.
 */
import type { Knex } from "knex";

/** The `down` of a migration that creates one table: drops it, with its indexes and triggers. */
export function dropTable(table: string): (knex: Knex) => Promise<void> {
  return async (knex) => {
    await knex.raw(`DROP TABLE ${table}`);
  };
}

/**
 * The two timestamps of a table whose rows change, for its CREATE TABLE;
 * addUpdatedAtTrigger keeps updated_at current. Indented as the column
 * lines of those statements, so the SQL stays the same to the byte.
 */
export const TIMESTAMPS = `created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * A table of names, each unique whatever its case (zones, shop categories):
 * an id, the name, the timestamps kept current.
 */
export async function createNameList(knex: Knex, table: string): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${table} (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (btrim(name) <> ''),
      ${TIMESTAMPS}
    )
  `);
  await knex.raw(`CREATE UNIQUE INDEX ${table}_name_lower_key ON ${table} (lower(name))`);
  await addUpdatedAtTrigger(knex, table);
}

/** Keeps `updated_at` current on every UPDATE (see create_set_updated_at_function). */
export async function addUpdatedAtTrigger(knex: Knex, table: string): Promise<void> {
  await knex.raw(
    `CREATE TRIGGER ${table}_set_updated_at BEFORE UPDATE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  );
}

/**
 * A CHECK body requiring a jsonb object with a string for each interface
 * language. coalesce matters: a missing key gives NULL, and a CHECK that
 * evaluates to NULL passes.
 */
export function translatedText(column: string, languages: readonly string[] = ["en", "ar", "fr"]): string {
  return languages.map((lang) => `coalesce(jsonb_typeof(${column} -> '${lang}'), '') = 'string'`).join(" AND ");
}

/**
 * Raises the revision of the parcels whose rows of `table` (a table with a
 * `parcel_id`) a statement inserts, moves or deletes, as parcel_revisions
 * does for the parcel's own child tables: the API never keeps a parcel
 * answer older than the rows it shows.
 */
export async function addParcelRevisionTriggers(knex: Knex, table: string): Promise<void> {
  await knex.raw(`
    CREATE TRIGGER ${table}_revise_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION parcels_revise_changed()`);
  await knex.raw(`
    CREATE TRIGGER ${table}_revise_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS was NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION parcels_revise_moved()`);
  await knex.raw(`
    CREATE TRIGGER ${table}_revise_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION parcels_revise_changed()`);
}
