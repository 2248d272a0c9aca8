import type { Knex } from "knex";
import { dropTable, translatedText } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Dashboard banners. alert_code is the old product's alertId; type is the
  // banner severity. customer_id NULL means every customer; parcel_id links the
  // alert to a parcel (staff filter alerts by packageId).
  await knex.raw(`
    CREATE TABLE alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      alert_code text NOT NULL UNIQUE CHECK (btrim(alert_code) <> ''),
      type text NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error')),
      text jsonb NOT NULL CHECK (${translatedText("text")}),
      customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
      parcel_id uuid REFERENCES parcels (id) ON DELETE SET NULL,
      cleared boolean NOT NULL DEFAULT false,
      cleared_at timestamptz,
      cleared_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT alerts_cleared_has_time CHECK (cleared = (cleared_at IS NOT NULL))
    )
  `);
  await knex.raw("CREATE INDEX alerts_created_at ON alerts (created_at DESC)");
  // The customer's current alerts: their own and everyone's, not cleared.
  await knex.raw("CREATE INDEX alerts_active_customer ON alerts (customer_id, created_at DESC) WHERE NOT cleared");
  await knex.raw("CREATE INDEX alerts_parcel ON alerts (parcel_id) WHERE parcel_id IS NOT NULL");
}

export const down = dropTable("alerts");
