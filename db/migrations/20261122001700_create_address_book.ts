import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The customer's own delivery addresses. Deleting one is soft, so a parcel's
  // shipping address snapshot can still name its source.
  await knex.raw(`
    CREATE TABLE address_book (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      title text NOT NULL,
      name text NOT NULL CHECK (btrim(name) <> ''),
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      city text NOT NULL,
      zip text NOT NULL,
      address_line_one text NOT NULL,
      address_line_two text NOT NULL DEFAULT '',
      national_id text,
      phone text NOT NULL,
      ${TIMESTAMPS},
      deleted_at timestamptz,
      -- Algeria requires a national ID longer than 8 characters.
      CONSTRAINT address_book_algeria_national_id
        CHECK (country <> 'DZ' OR coalesce(char_length(btrim(national_id)), 0) > 8)
    )
  `);
  await knex.raw(
    "CREATE INDEX address_book_customer ON address_book (customer_id, created_at) WHERE deleted_at IS NULL",
  );
  await addUpdatedAtTrigger(knex, "address_book");
}

export const down = dropTable("address_book");
