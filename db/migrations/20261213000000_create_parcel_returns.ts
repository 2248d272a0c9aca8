import type { Knex } from "knex";
import { STATES } from "./20261122001800_create_parcels.js";
import { addUpdatedAtTrigger } from "./helpers.js";

const RETURN_STATES = ["awaiting_return", "returned_to_sender"];
const quoted = (states: string[]) => states.map((s) => `'${s}'`).join(", ");

/**
 * A parcel sent back to the shop it came from, at the customer's request and
 * cost. The request carries the shop's return address and reference (RMA),
 * and either the shop's prepaid label (a stored upload) or our purchase of
 * one, priced by the rate card to the shop's country when asked. The fee is
 * paid with the request, as its own transaction; the parcel waits in
 * `awaiting_return` (nothing else may start from it) until staff send it back
 * (`returned_to_sender`, final) or refuse (the fee refunded, the parcel free
 * in the locker again).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE parcels
      DROP CONSTRAINT parcels_state_check,
      ADD CONSTRAINT parcels_state_check CHECK (state IN (${quoted([...STATES, ...RETURN_STATES])}))
  `);
  await knex.raw(`
    CREATE TABLE parcel_returns (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      state text NOT NULL DEFAULT 'awaiting_payment'
        CHECK (state IN ('awaiting_payment', 'paid', 'returned', 'refused', 'cancelled')),
      shop_name text NOT NULL,
      country char(2) NOT NULL,
      city text NOT NULL,
      zip text NOT NULL,
      address_line_one text NOT NULL,
      address_line_two text NOT NULL DEFAULT '',
      phone text NOT NULL,
      rma text NOT NULL,
      note text NOT NULL DEFAULT '',
      -- The shop's prepaid label (an upload under returns/), or ours to buy.
      label_source text NOT NULL CHECK (label_source IN ('prepaid', 'buy')),
      prepaid_label_path text,
      -- What the customer pays, in US dollar cents: the catalogue's fee, and the label we buy.
      fee_cents integer NOT NULL CHECK (fee_cents >= 0),
      label_cents integer NOT NULL DEFAULT 0 CHECK (label_cents >= 0),
      -- The rate-card carrier the label was priced with (bought through the engine when it is linked).
      carrier_id uuid REFERENCES carriers (id) ON DELETE RESTRICT,
      label_id uuid REFERENCES parcel_labels (id) ON DELETE SET NULL,
      tracking_number text,
      tracking_url text,
      refuse_reason text,
      refund_id text,
      requested_at timestamptz NOT NULL,
      paid_at timestamptz,
      returned_at timestamptz,
      refused_at timestamptz,
      cancelled_at timestamptz,
      handled_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT parcel_returns_parcel_fkey FOREIGN KEY (parcel_id, customer_id)
        REFERENCES parcels (id, customer_id) ON DELETE RESTRICT,
      CONSTRAINT parcel_returns_label_given CHECK ((label_source = 'prepaid') = (prepaid_label_path IS NOT NULL)),
      CONSTRAINT parcel_returns_paid_has_time CHECK (state <> 'paid' OR paid_at IS NOT NULL),
      CONSTRAINT parcel_returns_returned_has_tracking
        CHECK (state <> 'returned' OR (returned_at IS NOT NULL AND tracking_number IS NOT NULL)),
      CONSTRAINT parcel_returns_refused_has_reason
        CHECK (state <> 'refused' OR (refused_at IS NOT NULL AND coalesce(btrim(refuse_reason), '') <> '')),
      CONSTRAINT parcel_returns_cancelled_has_time CHECK (state <> 'cancelled' OR cancelled_at IS NOT NULL)
    )
  `);
  // One return open per parcel: a second ask while one is open is refused, even racing.
  await knex.raw(
    "CREATE UNIQUE INDEX parcel_returns_one_open ON parcel_returns (parcel_id) WHERE state IN ('awaiting_payment', 'paid')",
  );
  // The staff queue, oldest payment first, and the customer's returns.
  await knex.raw("CREATE INDEX parcel_returns_queue ON parcel_returns (state, paid_at)");
  await knex.raw("CREATE INDEX parcel_returns_customer ON parcel_returns (customer_id, created_at DESC)");
  await addUpdatedAtTrigger(knex, "parcel_returns");

  // A return's fee is a transaction of its own: it never counts as the parcel's shipping payment.
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN parcel_return_id uuid REFERENCES parcel_returns (id) ON DELETE RESTRICT
  `);
  await knex.raw("DROP INDEX transactions_one_pending");
  await knex.raw("DROP INDEX transactions_one_complete");
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_one_pending ON transactions (parcel_id) WHERE state = 'pending' AND parcel_return_id IS NULL",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_one_complete ON transactions (parcel_id) WHERE state = 'complete' AND parcel_return_id IS NULL",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_return_one_complete ON transactions (parcel_return_id) WHERE state = 'complete'",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_return_one_pending ON transactions (parcel_return_id) WHERE state = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX transactions_return_one_pending");
  await knex.raw("DROP INDEX transactions_return_one_complete");
  await knex.raw("DROP INDEX transactions_one_complete");
  await knex.raw("DROP INDEX transactions_one_pending");
  await knex.raw("DELETE FROM transactions WHERE parcel_return_id IS NOT NULL");
  await knex.raw("ALTER TABLE transactions DROP COLUMN parcel_return_id");
  await knex.raw("CREATE UNIQUE INDEX transactions_one_pending ON transactions (parcel_id) WHERE state = 'pending'");
  await knex.raw("CREATE UNIQUE INDEX transactions_one_complete ON transactions (parcel_id) WHERE state = 'complete'");
  await knex.raw("DROP TABLE parcel_returns");
  await knex.raw(`UPDATE parcels SET state = 'in_locker' WHERE state IN (${quoted(RETURN_STATES)})`);
  await knex.raw(`
    ALTER TABLE parcels
      DROP CONSTRAINT parcels_state_check,
      ADD CONSTRAINT parcels_state_check CHECK (state IN (${quoted(STATES)}))
  `);
}
