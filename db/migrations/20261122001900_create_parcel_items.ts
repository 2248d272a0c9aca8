import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The declared contents ("details"): one line per kind of item, priced in
  // euro cents. made_in is the country of origin as an ISO alpha-2 code
  // (the intake form's default "China" is CN), so every language can name it.
  // position orders the lines; the unique key is deferred so a whole list
  // can be rewritten in one transaction.
  await knex.raw(`
    CREATE TABLE parcel_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position >= 0),
      description text NOT NULL CHECK (btrim(description) <> ''),
      quantity integer NOT NULL CHECK (quantity >= 0),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      made_in char(2) NOT NULL CHECK (made_in ~ '^[A-Z]{2}$'),
      type text NOT NULL DEFAULT 'Parcels' CHECK (type IN ('Mail', 'Parcels')),
      hs_code text,
      ${TIMESTAMPS},
      CONSTRAINT parcel_items_position_key UNIQUE (parcel_id, position) DEFERRABLE INITIALLY DEFERRED
    )
  `);
  await addUpdatedAtTrigger(knex, "parcel_items");
}

export const down = dropTable("parcel_items");
