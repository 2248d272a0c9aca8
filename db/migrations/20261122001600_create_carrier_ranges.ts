import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A weight band priced for one zone. Weights are integer grams; a band
  // covers from_grams < weight <= to_grams, so 0-500 and 500-1000 meet
  // without overlapping. Prices are US dollar cents.
  await knex.raw(`
    CREATE TABLE carrier_ranges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id) ON DELETE CASCADE,
      zone_id uuid NOT NULL REFERENCES zones (id) ON DELETE RESTRICT,
      from_grams integer NOT NULL CHECK (from_grams >= 0),
      to_grams integer NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      ${TIMESTAMPS},
      CONSTRAINT carrier_ranges_from_below_to CHECK (from_grams < to_grams),
      -- Two bands of one carrier and zone never overlap, so a weight has one price.
      -- The GiST index behind it also serves the quote: carrier, zone and
      -- int4range(from_grams, to_grams, '(]') @> weight.
      CONSTRAINT carrier_ranges_no_overlap EXCLUDE USING gist (
        carrier_id WITH =,
        zone_id WITH =,
        int4range(from_grams, to_grams, '(]') WITH &&
      )
    )
  `);
  await knex.raw("CREATE INDEX carrier_ranges_zone_id ON carrier_ranges (zone_id)");
  await addUpdatedAtTrigger(knex, "carrier_ranges");
}

export const down = dropTable("carrier_ranges");
