import type { Knex } from "knex";

/**
 * The tickets staff opened to a customer about a shipped parcel's problem
 * (a failed delivery, no news, late...), one per parcel and problem: the
 * shipment problems queue links the row to it rather than offer a second.
 * Several problems may share a ticket (a customer holds one open ticket).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE shipment_problem_tickets (
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      problem text NOT NULL
        CHECK (problem IN ('delivery_failed', 'on_hold', 'delayed', 'returned', 'quiet', 'late')),
      ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
      created_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (parcel_id, problem)
    )
  `);
  await knex.raw("CREATE INDEX shipment_problem_tickets_ticket ON shipment_problem_tickets (ticket_id)");
  // The queue reads the trackers still awaited (and the returned): a few among every tracker ever made.
  await knex.raw(
    "CREATE INDEX parcel_trackers_undelivered ON parcel_trackers (parcel_id) WHERE delivered_at IS NULL AND status NOT IN ('delivered', 'cancelled')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX parcel_trackers_undelivered");
  await knex.raw("DROP TABLE shipment_problem_tickets");
}
