import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The old product's "disassemble request": the customer asks for one parcel
  // to be taken apart; staff complete it by registering the new parcels.
  await knex.raw(`
    CREATE TABLE split_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL,
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
      -- A note is required (message key disassembleNoteRequired).
      note text NOT NULL CHECK (btrim(note) <> ''),
      remove_bills boolean NOT NULL DEFAULT false,
      remove_shoe_boxes boolean NOT NULL DEFAULT false,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'completed', 'cancelled')),
      requested_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      completed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      cancelled_at timestamptz,
      ${TIMESTAMPS},
      CONSTRAINT split_requests_parcel_fkey FOREIGN KEY (parcel_id, customer_id)
        REFERENCES parcels (id, customer_id) ON DELETE RESTRICT,
      CONSTRAINT split_requests_completed_has_time CHECK (state <> 'completed' OR completed_at IS NOT NULL),
      CONSTRAINT split_requests_cancelled_has_time CHECK (state <> 'cancelled' OR cancelled_at IS NOT NULL)
    )
  `);
  // At most one open request per parcel.
  await knex.raw("CREATE UNIQUE INDEX split_requests_one_open ON split_requests (parcel_id) WHERE state = 'open'");
  await knex.raw("CREATE INDEX split_requests_parcel ON split_requests (parcel_id)");
  // Staff tabs "Awaiting Approval" (open) and "Approved" (completed), newest first.
  await knex.raw("CREATE INDEX split_requests_state_requested_at ON split_requests (state, requested_at DESC)");
  await knex.raw("CREATE INDEX split_requests_customer ON split_requests (customer_id)");
  await addUpdatedAtTrigger(knex, "split_requests");
}

export const down = dropTable("split_requests");
