import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

/**
 * The storage reminders sent: one row per parcel and threshold (30, 7 and 1
 * days before free storage ends). The primary key is what keeps each
 * reminder to one, however many API instances run the job at once: only the
 * instance whose insert lands sends the e-mail and raises the alert.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE storage_reminders (
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      days_before smallint NOT NULL CHECK (days_before > 0),
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (parcel_id, days_before)
    )
  `);
}

export const down = dropTable("storage_reminders");
