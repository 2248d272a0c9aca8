import type { Knex } from "knex";
import { addParcelRevisionTriggers, addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

/**
 * A customer's request for a service of the catalogue on one of their
 * parcels, and what staff did with it: requested (the customer may still
 * cancel), in progress (staff started), then completed with its result,
 * cancelled, or refused with a reason (no fee then).
 *
 * The fee is fixed when staff complete (`fee_cents`, dollar cents): a later
 * change of the catalogue never changes it. It is charged with the shipping
 * payment of `charge_parcel_id` (the parcel itself, or the consolidation it
 * went into). `transaction_id` is the payment it was last charged in: a fee
 * whose payment completed is paid; one whose payment was cancelled or
 * expired is charged by the next.
 *
 * The result: photos (stored as the parcel's own photos too, so its gallery
 * and its signed links show them), a PDF scan, a checklist (a jsonb array of
 * { item, passed, note }), and a note to the customer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE service_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
      state text NOT NULL DEFAULT 'requested'
        CHECK (state IN ('requested', 'in_progress', 'completed', 'cancelled', 'refused')),
      note text CHECK (char_length(note) <= 1000),
      fee_cents integer CHECK (fee_cents >= 0),
      charge_parcel_id uuid REFERENCES parcels (id) ON DELETE SET NULL,
      transaction_id uuid REFERENCES transactions (id) ON DELETE SET NULL,
      photos text[] NOT NULL DEFAULT '{}',
      scan_path text,
      checklist jsonb CHECK (checklist IS NULL OR jsonb_typeof(checklist) = 'array'),
      result_note text CHECK (char_length(result_note) <= 2000),
      refuse_reason text,
      requested_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      started_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      completed_at timestamptz,
      completed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      cancelled_at timestamptz,
      refused_at timestamptz,
      refused_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ${TIMESTAMPS},
      FOREIGN KEY (parcel_id, customer_id) REFERENCES parcels (id, customer_id) ON DELETE CASCADE,
      CONSTRAINT service_requests_completed CHECK ((state = 'completed') = (completed_at IS NOT NULL AND fee_cents IS NOT NULL)),
      CONSTRAINT service_requests_refused CHECK ((state = 'refused') = (refused_at IS NOT NULL AND coalesce(btrim(refuse_reason), '') <> '')),
      CONSTRAINT service_requests_cancelled CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL)),
      CONSTRAINT service_requests_started CHECK (state <> 'in_progress' OR started_at IS NOT NULL)
    )
  `);
  // One open request of a service per parcel; the parcel's lock orders the check, this keeps it true.
  await knex.raw(
    "CREATE UNIQUE INDEX service_requests_one_open ON service_requests (parcel_id, service_id) WHERE state IN ('requested', 'in_progress')",
  );
  // The staff queue, by state and age.
  await knex.raw("CREATE INDEX service_requests_queue ON service_requests (state, requested_at, id)");
  // The fees a parcel's payment charges.
  await knex.raw(
    "CREATE INDEX service_requests_charged ON service_requests (charge_parcel_id) WHERE state = 'completed'",
  );
  await knex.raw("CREATE INDEX service_requests_parcel ON service_requests (parcel_id, requested_at)");
  await knex.raw("CREATE INDEX service_requests_transaction ON service_requests (transaction_id)");
  await addUpdatedAtTrigger(knex, "service_requests");
  // A parcel answer shows whether a service is open on it.
  await addParcelRevisionTriggers(knex, "service_requests");
}

export const down = dropTable("service_requests");
