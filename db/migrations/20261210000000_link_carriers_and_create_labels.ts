import type { Knex } from "knex";
import { addUpdatedAtTrigger, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A rate-card carrier is linked to a carrier and service of the shipping engine (karrio's slugs,
  // e.g. colissimo / colissimo_international), or stays manual (both null: tracking typed in).
  await knex.raw(`
    ALTER TABLE carriers
      ADD COLUMN engine_carrier text CHECK (engine_carrier ~ '^[a-z0-9_]{2,64}$'),
      ADD COLUMN engine_service text CHECK (engine_service ~ '^[a-z0-9_.-]{2,120}$'),
      ADD CONSTRAINT carriers_engine_link_whole CHECK ((engine_carrier IS NULL) = (engine_service IS NULL))
  `);
  // A label bought for a parcel. The row is written (purchasing) before the engine is called, with
  // the reference kept in the engine's metadata: a retry after a time-out or a crash finds the
  // label there instead of buying a second one. At most one live label a parcel.
  await knex.raw(`
    CREATE TABLE parcel_labels (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE RESTRICT,
      reference text NOT NULL UNIQUE,
      state text NOT NULL DEFAULT 'purchasing' CHECK (state IN ('purchasing', 'purchased', 'voided')),
      carrier_id uuid NOT NULL REFERENCES carriers (id) ON DELETE RESTRICT,
      engine_carrier text NOT NULL,
      engine_service text NOT NULL,
      label_format text NOT NULL CHECK (label_format IN ('PDF', 'ZPL')),
      weight_grams integer NOT NULL CHECK (weight_grams > 0),
      length_cm numeric(7, 1),
      width_cm numeric(7, 1),
      height_cm numeric(7, 1),
      shipment_id text,
      tracking_number text,
      tracking_url text,
      document_key text,
      cost_cents integer CHECK (cost_cents >= 0),
      cost_currency text,
      created_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      purchased_at timestamptz,
      voided_at timestamptz,
      ${TIMESTAMPS},
      CHECK (state = 'purchasing' OR (shipment_id IS NOT NULL AND tracking_number IS NOT NULL AND document_key IS NOT NULL))
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX parcel_labels_one_live ON parcel_labels (parcel_id) WHERE state IN ('purchasing', 'purchased')",
  );
  await addUpdatedAtTrigger(knex, "parcel_labels");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE parcel_labels");
  await knex.raw(
    "ALTER TABLE carriers DROP CONSTRAINT carriers_engine_link_whole, DROP COLUMN engine_carrier, DROP COLUMN engine_service",
  );
}
