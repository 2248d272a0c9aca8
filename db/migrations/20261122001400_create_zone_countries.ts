import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Zones are independent sets: one country may sit in zones used by
  // different carriers. A quote finds, for each carrier, the range whose zone
  // holds the destination (index on country).
  await knex.raw(`
    CREATE TABLE zone_countries (
      zone_id uuid NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      PRIMARY KEY (zone_id, country)
    )
  `);
  await knex.raw("CREATE INDEX zone_countries_country ON zone_countries (country)");
}

export const down = dropTable("zone_countries");
