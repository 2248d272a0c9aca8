import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A named set of destination countries that carriers price by.
  await knex.raw(`
    CREATE TABLE zones (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (btrim(name) <> ''),
      ${TIMESTAMPS}
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX zones_name_lower_key ON zones (lower(name))");
  await addUpdatedAtTrigger(knex, "zones");
}

export const down = dropTable("zones");
