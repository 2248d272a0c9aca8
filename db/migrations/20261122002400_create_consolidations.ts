import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The old product's "assemble request" (packages group): a customer asks for
  // several parcels of one warehouse to be packed into one. Accepting it
  // creates the consolidated parcel (result_parcel_id); reverting returns it to
  // 'open'. (id, customer_id, warehouse_id) is the target that keeps every
  // member parcel of the same customer and warehouse.
  await knex.raw(`
    CREATE TABLE consolidations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
      warehouse_id uuid NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'cancelled')),
      remove_bills boolean NOT NULL DEFAULT false,
      remove_shoe_boxes boolean NOT NULL DEFAULT false,
      note text,
      result_parcel_id uuid UNIQUE REFERENCES parcels (id) ON DELETE RESTRICT,
      requested_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz,
      accepted_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      cancelled_at timestamptz,
      ${TIMESTAMPS},
      deleted_at timestamptz,
      CONSTRAINT consolidations_id_customer_warehouse_key UNIQUE (id, customer_id, warehouse_id),
      CONSTRAINT consolidations_accepted_has_result
        CHECK (state <> 'accepted' OR (result_parcel_id IS NOT NULL AND accepted_at IS NOT NULL)),
      CONSTRAINT consolidations_cancelled_has_time CHECK (state <> 'cancelled' OR cancelled_at IS NOT NULL)
    )
  `);
  // Staff lists: open requests and accepted ones, newest first.
  await knex.raw(
    "CREATE INDEX consolidations_state_requested_at ON consolidations (state, requested_at DESC) WHERE deleted_at IS NULL",
  );
  await knex.raw(
    "CREATE INDEX consolidations_customer ON consolidations (customer_id, requested_at DESC) WHERE deleted_at IS NULL",
  );
  await addUpdatedAtTrigger(knex, "consolidations");
}

export const down = dropTable("consolidations");
