import type { Knex } from "knex";

/**
 * The dashboard's delivery times read the trackers delivered in a range of
 * dates: an index on the delivery time, of the delivered trackers only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX parcel_trackers_delivered_at ON parcel_trackers (delivered_at) INCLUDE (parcel_id) WHERE delivered_at IS NOT NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX parcel_trackers_delivered_at");
}
