import type { Knex } from "knex";

/**
 * The dashboard's statistics over a date range: destinations by when the
 * shipping request named them, and carriers by when the parcel was paid for
 * (or shipped), each read from the index alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX parcel_shipping_addresses_created_at ON parcel_shipping_addresses (created_at) INCLUDE (parcel_id, country)",
  );
  await knex.raw(`
    CREATE INDEX parcels_carried_at ON parcels ((coalesce(paid_at, shipped_at)))
      INCLUDE (ship_carrier_id, chosen_offer_id) WHERE deleted_at IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX parcels_carried_at");
  await knex.raw("DROP INDEX parcel_shipping_addresses_created_at");
}
