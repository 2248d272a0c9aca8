import type { Knex } from "knex";

/**
 * A label purchase records, committed before the shipping engine is called,
 * which attempt is under way and since when: a retry that finds nothing at the
 * engine yet waits for that attempt rather than buying a second label.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE parcel_labels ADD COLUMN attempt_id uuid, ADD COLUMN attempt_started_at timestamptz");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE parcel_labels DROP COLUMN attempt_id, DROP COLUMN attempt_started_at");
}
