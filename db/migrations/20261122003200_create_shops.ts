import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Partner shops of the market screen, filtered by category and country.
  // A category in use cannot be deleted.
  await knex.raw(`
    CREATE TABLE shops (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (btrim(name) <> ''),
      link text NOT NULL CHECK (link ~ '^(http|https)://'),
      category_id uuid NOT NULL REFERENCES shop_categories (id) ON DELETE RESTRICT,
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      color text NOT NULL CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
      logo_path text,
      ${TIMESTAMPS}
    )
  `);
  await knex.raw("CREATE INDEX shops_country_category ON shops (country, category_id)");
  await knex.raw("CREATE INDEX shops_category ON shops (category_id)");
  await addUpdatedAtTrigger(knex, "shops");
}

export const down = dropTable("shops");
