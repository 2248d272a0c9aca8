import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Support tickets. customer_has_new is the old product's userNewMessage (a
  // staff reply the customer has not read); staff_has_new is newMessage. Only
  // staff close a ticket; a customer holds at most one open ticket.
  await knex.raw(`
    CREATE TABLE support_tickets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (btrim(title) <> ''),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      customer_has_new boolean NOT NULL DEFAULT false,
      staff_has_new boolean NOT NULL DEFAULT false,
      created_by_staff uuid REFERENCES staff (id) ON DELETE SET NULL,
      last_message_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      closed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ${TIMESTAMPS},
      CONSTRAINT support_tickets_closed_has_time CHECK (status <> 'closed' OR closed_at IS NOT NULL)
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX support_tickets_one_open ON support_tickets (customer_id) WHERE status = 'open'");
  await knex.raw("CREATE INDEX support_tickets_customer ON support_tickets (customer_id, created_at DESC)");
  await knex.raw("CREATE INDEX support_tickets_created_at ON support_tickets (created_at DESC)");
  await knex.raw(
    "CREATE INDEX support_tickets_staff_unread ON support_tickets (last_message_at DESC) WHERE staff_has_new",
  );
  await addUpdatedAtTrigger(knex, "support_tickets");
}

export const down = dropTable("support_tickets");
