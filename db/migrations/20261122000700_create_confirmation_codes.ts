import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Six-digit e-mail codes and password-reset tokens, stored hashed. The
  // (customer, purpose, created_at) index serves "latest code" and the count
  // of codes sent recently ("too many confirmation e-mails").
  await knex.raw(`
    CREATE TABLE confirmation_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('email', 'password_reset')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (expires_at > created_at)
    )
  `);
  await knex.raw(
    "CREATE INDEX confirmation_codes_customer_purpose ON confirmation_codes (customer_id, purpose, created_at DESC)",
  );
  // A reset link carries a random token: found by its hash alone.
  await knex.raw(
    "CREATE INDEX confirmation_codes_reset_hash ON confirmation_codes (code_hash) WHERE purpose = 'password_reset'",
  );
  await knex.raw("CREATE INDEX confirmation_codes_expires_at ON confirmation_codes (expires_at)");
}

export const down = dropTable("confirmation_codes");
