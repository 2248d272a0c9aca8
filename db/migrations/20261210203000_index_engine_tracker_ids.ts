import type { Knex } from "knex";

/**
 * Each webhook of the shipping engine names its tracker by the engine's id:
 * an index on it, so that finding the tracker stays one lookup however many
 * parcels have shipped.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX parcel_trackers_engine_tracker_id ON parcel_trackers (engine_tracker_id) WHERE engine_tracker_id IS NOT NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX parcel_trackers_engine_tracker_id");
}
