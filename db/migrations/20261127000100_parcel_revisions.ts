import type { Knex } from "knex";
import { addParcelRevisionTriggers } from "./helpers.js";

/**
 * Revisions that let the API keep what it has read in memory and know,
 * exactly, when it no longer holds.
 *
 * `parcels.revision` goes up with every change of the parcel and of the
 * rows that belong to it (lines, photos, shipping address, offers), in the
 * transaction that changes them. A list reads the page's ids with their
 * revisions, and the API reuses any parcel it loaded at the same revision.
 *
 * `reference_version` (one row) goes up with every change of the small
 * tables that parcel answers name: warehouses, carriers and staff. The API
 * keeps those tables in memory and reloads them when the version moves.
 *
 * Both are read in the same statement as the data they stand for, so an
 * answer is never older than what the database held when it was asked:
 * no message between instances is needed, nor trusted.
 */
const CHILDREN = ["parcel_items", "parcel_images", "parcel_shipping_addresses", "shipping_offers"] as const;
/** The changes of each that parcel answers show: of staff, only the name (a sign-in writes last_login_at). */
const REFERENCES = [
  ["warehouses", "INSERT OR UPDATE OR DELETE OR TRUNCATE"],
  ["carriers", "INSERT OR UPDATE OR DELETE OR TRUNCATE"],
  ["staff", "INSERT OR UPDATE OF full_name OR DELETE OR TRUNCATE"],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE parcels ADD COLUMN revision bigint NOT NULL DEFAULT 1");
  await knex.raw(`
    CREATE FUNCTION parcels_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.revision := OLD.revision + 1;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcels_next_revision BEFORE UPDATE ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcels_next_revision()`);

  // Once per statement and parcel, however many of its rows the statement touched.
  await knex.raw(`
    CREATE FUNCTION parcels_revise_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE parcels SET revision = revision + 1 WHERE id IN (SELECT DISTINCT parcel_id FROM changed);
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE FUNCTION parcels_revise_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE parcels SET revision = revision + 1
        WHERE id IN (SELECT parcel_id FROM changed UNION SELECT parcel_id FROM was);
      RETURN NULL;
    END $$`);
  for (const table of CHILDREN) await addParcelRevisionTriggers(knex, table);

  await knex.raw(`
    CREATE TABLE reference_version (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      version bigint NOT NULL
    )`);
  await knex.raw("INSERT INTO reference_version (version) VALUES (1)");
  await knex.raw(`
    CREATE FUNCTION reference_version_next() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE reference_version SET version = version + 1;
      RETURN NULL;
    END $$`);
  for (const [table, events] of REFERENCES) {
    await knex.raw(`
      CREATE TRIGGER ${table}_reference_version AFTER ${events} ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION reference_version_next()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of REFERENCES) await knex.raw(`DROP TRIGGER ${table}_reference_version ON ${table}`);
  await knex.raw("DROP FUNCTION reference_version_next()");
  await knex.raw("DROP TABLE reference_version");
  for (const table of CHILDREN) {
    for (const event of ["insert", "update", "delete"])
      await knex.raw(`DROP TRIGGER ${table}_revise_${event} ON ${table}`);
  }
  await knex.raw("DROP FUNCTION parcels_revise_moved()");
  await knex.raw("DROP FUNCTION parcels_revise_changed()");
  await knex.raw("DROP TRIGGER parcels_next_revision ON parcels");
  await knex.raw("DROP FUNCTION parcels_next_revision()");
  await knex.raw("ALTER TABLE parcels DROP COLUMN revision");
}
