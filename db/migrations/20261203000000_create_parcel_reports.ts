import type { Knex } from "knex";
import { addParcelRevisionTriggers, dropTable } from "./helpers.js";

/**
 * A customer's report of an error on a parcel (a wrong weight, size, photo
 * or content line). The report is a message of a support ticket: the note
 * is the message's body and the optional photo its file, so staff answer it
 * in the support desk. The parcel is under review while its report is open
 * (resolved_at NULL): a staff reply on the ticket, or its closing, resolves
 * it. One open report per parcel, whatever races to add a second. A content
 * line is named by its position and kept as written then, since staff may
 * rewrite the lines when they correct them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE parcel_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('weight', 'size', 'photo', 'content_line')),
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
      message_id bigint NOT NULL UNIQUE REFERENCES support_messages (id) ON DELETE CASCADE,
      line_position smallint CHECK (line_position >= 0),
      line_description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolved_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      CONSTRAINT parcel_reports_line CHECK (
        (kind = 'content_line') = (line_position IS NOT NULL) AND (line_position IS NULL) = (line_description IS NULL)
      )
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX parcel_reports_one_open ON parcel_reports (parcel_id) WHERE resolved_at IS NULL");
  // A staff reply or a closing resolves the ticket's open reports.
  await knex.raw("CREATE INDEX parcel_reports_ticket_open ON parcel_reports (ticket_id) WHERE resolved_at IS NULL");
  // A parcel answer says whether it is under review: a report raises the parcel's revision (see parcel_revisions).
  await addParcelRevisionTriggers(knex, "parcel_reports");
}

export const down = dropTable("parcel_reports");
