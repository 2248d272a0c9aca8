import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // One message of a ticket thread, in order of id. A staff message keeps
  // is_staff when the staff account is later removed.
  await knex.raw(`
    CREATE TABLE support_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
      is_staff boolean NOT NULL,
      staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
      body text NOT NULL DEFAULT '',
      file_path text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT support_messages_staff_author CHECK (is_staff OR staff_id IS NULL),
      -- "you can't send an empty message": text, a file, or both.
      CONSTRAINT support_messages_not_empty CHECK (btrim(body) <> '' OR file_path IS NOT NULL)
    )
  `);
  await knex.raw("CREATE INDEX support_messages_ticket ON support_messages (ticket_id, id)");
}

export const down = dropTable("support_messages");
