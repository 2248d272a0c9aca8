import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Customer sign-ins, for the login history on the staff's customer page.
  // Successful ones only: failed attempts are counted by the rate limits.
  await knex.raw(`
    CREATE TABLE customer_logins (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      ip text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX customer_logins_customer ON customer_logins (customer_id, created_at DESC, id DESC)");
}

export const down = dropTable("customer_logins");
