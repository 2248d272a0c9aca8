import type { Knex } from "knex";
import { createNameList, dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A named set of destination countries that carriers price by.
  await createNameList(knex, "zones");
}

export const down = dropTable("zones");
