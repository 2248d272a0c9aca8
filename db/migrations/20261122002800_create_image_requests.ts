import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A customer asks for more photos of a parcel; staff upload them or mark
  // the request complete. While one is pending a second is refused ('sent').
  await knex.raw(`
    CREATE TABLE image_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL,
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      complete boolean NOT NULL DEFAULT false,
      completed_at timestamptz,
      completed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT image_requests_parcel_fkey FOREIGN KEY (parcel_id, customer_id)
        REFERENCES parcels (id, customer_id) ON DELETE CASCADE,
      CONSTRAINT image_requests_complete_has_time CHECK (complete = (completed_at IS NOT NULL))
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX image_requests_one_pending ON image_requests (parcel_id) WHERE NOT complete");
  await knex.raw("CREATE INDEX image_requests_parcel ON image_requests (parcel_id)");
  await knex.raw("CREATE INDEX image_requests_complete_created_at ON image_requests (complete, created_at DESC)");
  await knex.raw("CREATE INDEX image_requests_customer ON image_requests (customer_id)");
}

export const down = dropTable("image_requests");
