import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

/**
 * A customer's pre-alert: a parcel they expect at one of our warehouses,
 * announced by its store, its track number (or only its last characters,
 * kept upper case without spaces) and its declared lines (a jsonb array of
 * { description, quantity, priceCents, hsCode }). "Ship on arrival" names an
 * address of their book and a carrier of that warehouse, both or neither.
 * Intake marks it arrived with the parcel it became; "overdue" is derived
 * from its age, never stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE pre_alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      warehouse_id uuid NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      store text NOT NULL CHECK (btrim(store) <> ''),
      track_number text NOT NULL CHECK (track_number ~ '^[^a-z[:space:]]{4,}$'),
      lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) > 0),
      ship_address_id uuid REFERENCES address_book (id) ON DELETE SET NULL,
      ship_carrier_id uuid REFERENCES carriers (id) ON DELETE SET NULL,
      state text NOT NULL DEFAULT 'expected' CHECK (state IN ('expected', 'arrived', 'cancelled')),
      parcel_id uuid UNIQUE REFERENCES parcels (id) ON DELETE SET NULL,
      arrived_at timestamptz,
      cancelled_at timestamptz,
      ${TIMESTAMPS},
      CONSTRAINT pre_alerts_arrived CHECK ((state = 'arrived') = (arrived_at IS NOT NULL)),
      CONSTRAINT pre_alerts_cancelled CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL))
    )
  `);
  // The customer's list, newest first.
  await knex.raw("CREATE INDEX pre_alerts_customer ON pre_alerts (customer_id, created_at DESC, id)");
  // Intake's match: the whole scanned number, or one of its suffixes, equal to an expected pre-alert's number.
  await knex.raw("CREATE INDEX pre_alerts_expected_track ON pre_alerts (track_number) WHERE state = 'expected'");
  // Intake's suggestions when nothing matches: numbers close to the scanned one.
  await knex.raw(
    "CREATE INDEX pre_alerts_expected_track_trgm ON pre_alerts USING gin (track_number gin_trgm_ops) WHERE state = 'expected'",
  );
  // The back office's list of expected pre-alerts, oldest first (the overdue ones lead).
  await knex.raw("CREATE INDEX pre_alerts_expected_created ON pre_alerts (created_at, id) WHERE state = 'expected'");
  await addUpdatedAtTrigger(knex, "pre_alerts");
}

export const down = dropTable("pre_alerts");
