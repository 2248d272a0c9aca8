import type { Knex } from "knex";
import { addUpdatedAtTrigger, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The shipping engine's tracker of a shipped parcel (label bought here or tracking typed in).
  // checked_at: when the engine was last read (webhook or polling); last_event_at: the newest event.
  await knex.raw(`
    CREATE TABLE parcel_trackers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL UNIQUE REFERENCES parcels (id) ON DELETE CASCADE,
      engine_carrier text NOT NULL,
      tracking_number text NOT NULL,
      engine_tracker_id text,
      status text NOT NULL DEFAULT 'pending',
      estimated_delivery date,
      tracking_url text,
      delivered_at timestamptz,
      last_event_at timestamptz,
      checked_at timestamptz,
      ${TIMESTAMPS},
      UNIQUE (engine_carrier, tracking_number)
    )
  `);
  await knex.raw(
    "CREATE INDEX parcel_trackers_to_poll ON parcel_trackers (checked_at) WHERE delivered_at IS NULL AND status NOT IN ('returned', 'cancelled')",
  );
  await addUpdatedAtTrigger(knex, "parcel_trackers");
  // Events as the carrier gave them; the same event read twice (a webhook replayed, polling after
  // a webhook) is stored once.
  await knex.raw(`
    CREATE TABLE parcel_tracking_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tracker_id uuid NOT NULL REFERENCES parcel_trackers (id) ON DELETE CASCADE,
      occurred_at timestamptz NOT NULL,
      status text NOT NULL,
      description text NOT NULL,
      location text,
      code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tracker_id, occurred_at, status, description)
    )
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE parcel_tracking_events");
  await knex.raw("DROP TABLE parcel_trackers");
}
