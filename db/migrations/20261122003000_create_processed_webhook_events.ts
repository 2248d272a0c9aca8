import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Payment webhooks are applied once: the handler inserts the provider's
  // event id in the same transaction as its effect, and a replay conflicts.
  await knex.raw(`
    CREATE TABLE processed_webhook_events (
      event_id text PRIMARY KEY,
      provider text NOT NULL DEFAULT 'stripe',
      type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )
  `);
}

export const down = dropTable("processed_webhook_events");
