import type { Knex } from "knex";
import { dropTable, translatedText } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The customer's notification bell. title and text are {en, ar, fr};
  // warehouse_id gives the flag shown beside it. seen_at NULL is "new".
  await knex.raw(`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      title jsonb NOT NULL CHECK (${translatedText("title")}),
      text jsonb NOT NULL CHECK (${translatedText("text")}),
      warehouse_id uuid REFERENCES warehouses (id) ON DELETE SET NULL,
      parcel_id uuid REFERENCES parcels (id) ON DELETE SET NULL,
      seen_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX notifications_customer ON notifications (customer_id, created_at DESC)");
  await knex.raw("CREATE INDEX notifications_unseen ON notifications (customer_id) WHERE seen_at IS NULL");
}

export const down = dropTable("notifications");
