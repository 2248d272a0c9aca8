import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The destination of a shipping request: a copy of the address-book entry
  // taken when the request is made, so later edits to the address book do
  // not move a parcel already on its way.
  await knex.raw(`
    CREATE TABLE parcel_shipping_addresses (
      parcel_id uuid PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
      address_book_id uuid REFERENCES address_book (id) ON DELETE SET NULL,
      name text NOT NULL,
      national_id text,
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      city text NOT NULL,
      zip text NOT NULL,
      address_line_one text NOT NULL,
      address_line_two text NOT NULL DEFAULT '',
      phone text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT parcel_shipping_addresses_algeria_national_id
        CHECK (country <> 'DZ' OR coalesce(char_length(btrim(national_id)), 0) > 8)
    )
  `);
  // Statistics: parcels by destination country.
  await knex.raw("CREATE INDEX parcel_shipping_addresses_country ON parcel_shipping_addresses (country)");
}

export const down = dropTable("parcel_shipping_addresses");
