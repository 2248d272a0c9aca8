import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The old product's "methods": a carrier and a price (US dollar cents)
  // proposed by staff when approving a shipping request. (parcel_id, id) is
  // unique so that a parcel's chosen offer and a payment's offer can be
  // required to belong to that very parcel.
  await knex.raw(`
    CREATE TABLE shipping_offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      carrier_id uuid NOT NULL REFERENCES carriers (id) ON DELETE RESTRICT,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      created_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT shipping_offers_parcel_id_key UNIQUE (parcel_id, id)
    )
  `);
  await knex.raw("CREATE INDEX shipping_offers_carrier ON shipping_offers (carrier_id)");
}

export const down = dropTable("shipping_offers");
