import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The old product's "user". address_code is its addressHash: the personal
  // code on the customer's warehouse address. An anonymised account (deleted_at
  // set) keeps its row for the parcels and transactions that point at it, so
  // the shape checks on e-mail and phone apply to live accounts only.
  await knex.raw(`
    CREATE TABLE customers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      country char(2) CHECK (country ~ '^[A-Z]{2}$'),
      password_hash text NOT NULL,
      address_code text NOT NULL UNIQUE
        CHECK (address_code = upper(address_code) AND char_length(address_code) BETWEEN 4 AND 16),
      language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en', 'fr')),
      is_confirmed boolean NOT NULL DEFAULT false,
      suspicious boolean NOT NULL DEFAULT false,
      suspicion_reason text,
      token_version integer NOT NULL DEFAULT 0,
      email_changed_at timestamptz,
      last_login_at timestamptz,
      ${TIMESTAMPS},
      deleted_at timestamptz,
      CONSTRAINT customers_email_shape CHECK (deleted_at IS NOT NULL OR email ~ '^[^@\\s]+@[^@\\s]+$'),
      CONSTRAINT customers_phone_e164 CHECK (deleted_at IS NOT NULL OR phone ~ '^[+][1-9][0-9]{5,14}$'),
      -- Marking a customer suspicious requires a reason.
      CONSTRAINT customers_suspicion_needs_reason
        CHECK (NOT suspicious OR coalesce(btrim(suspicion_reason), '') <> '')
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX customers_email_lower_key ON customers (lower(email))");
  // Staff lists and pickers search users by name, e-mail and customer code
  // ("contains", case-insensitive: ILIKE). Search names with the same
  // expression: (first_name || ' ' || last_name) ILIKE '%...%'.
  await knex.raw(
    "CREATE INDEX customers_full_name_trgm ON customers USING gin ((first_name || ' ' || last_name) gin_trgm_ops)",
  );
  await knex.raw("CREATE INDEX customers_email_trgm ON customers USING gin (email gin_trgm_ops)");
  await knex.raw("CREATE INDEX customers_address_code_trgm ON customers USING gin (address_code gin_trgm_ops)");
  await knex.raw("CREATE INDEX customers_created_at ON customers (created_at DESC)");
  await knex.raw("CREATE INDEX customers_suspicious ON customers (id) WHERE suspicious");
  await addUpdatedAtTrigger(knex, "customers");
}

export const down = dropTable("customers");
