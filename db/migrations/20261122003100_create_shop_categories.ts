import type { Knex } from "knex";
import { createNameList, dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  await createNameList(knex, "shop_categories");
}

export const down = dropTable("shop_categories");
