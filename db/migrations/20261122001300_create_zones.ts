import type { Knex } from "knex";
import { addUpdatedAtTrigger } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A named set of destination countries that carriers price by.
  await knex.raw(`
    CREATE TABLE zones (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (btrim(name) <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX zones_name_lower_key ON zones (lower(name))");
  await addUpdatedAtTrigger(knex, "zones");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE zones");
}
