import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The offer the customer paid for; it must be one of the parcel's own
  // offers. Removing that offer clears the choice, not the parcel.
  await knex.raw(`
    ALTER TABLE parcels
      ADD COLUMN chosen_offer_id uuid,
      ADD CONSTRAINT parcels_chosen_offer_fkey FOREIGN KEY (id, chosen_offer_id)
        REFERENCES shipping_offers (parcel_id, id) ON DELETE SET NULL (chosen_offer_id)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE parcels DROP COLUMN chosen_offer_id");
}
