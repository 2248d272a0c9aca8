import type { Knex } from "knex";
import { addUpdatedAtTrigger } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE shop_categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (btrim(name) <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX shop_categories_name_lower_key ON shop_categories (lower(name))");
  await addUpdatedAtTrigger(knex, "shop_categories");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE shop_categories");
}
