import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE shop_categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (btrim(name) <> ''),
      ${TIMESTAMPS}
    )
  `);
  await knex.raw("CREATE UNIQUE INDEX shop_categories_name_lower_key ON shop_categories (lower(name))");
  await addUpdatedAtTrigger(knex, "shop_categories");
}

export const down = dropTable("shop_categories");
