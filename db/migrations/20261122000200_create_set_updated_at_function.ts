import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // One trigger function keeps every table's updated_at honest, whichever
  // code path (service, script, psql) writes the row.
  await knex.raw(`
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := now();
      RETURN NEW;
    END
    $$
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP FUNCTION IF EXISTS set_updated_at()");
}
