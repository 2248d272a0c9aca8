import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Every e-mail goes through this table: a job sends pending rows over SMTP,
  // or marks them 'stored' when no SMTP server is configured (dev mailbox).
  await knex.raw(`
    CREATE TABLE email_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'stored')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )
  `);
  await knex.raw("CREATE INDEX email_outbox_status_created_at ON email_outbox (status, created_at)");
  await knex.raw("CREATE INDEX email_outbox_created_at ON email_outbox (created_at DESC)");
}

export const down = dropTable("email_outbox");
