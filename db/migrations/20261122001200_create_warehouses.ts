import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The old product's "company addresses": where parcels are received. The
  // customer sees address_line_two followed by their customer code. New
  // warehouses start inactive.
  await knex.raw(`
    CREATE TABLE warehouses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      state text NOT NULL,
      city text NOT NULL,
      zip text NOT NULL,
      phone text NOT NULL,
      address_line_one text NOT NULL CHECK (btrim(address_line_one) <> ''),
      address_line_two text NOT NULL DEFAULT '',
      color text NOT NULL DEFAULT '#1565C0' CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
      flag_image_path text,
      is_active boolean NOT NULL DEFAULT false,
      ${TIMESTAMPS}
    )
  `);
  await addUpdatedAtTrigger(knex, "warehouses");
}

export const down = dropTable("warehouses");
