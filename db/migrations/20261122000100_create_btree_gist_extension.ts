import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // btree_gist lets one GiST exclusion constraint mix equality on ids with
  // overlap of weight ranges: a carrier's ranges for one zone never overlap.
  await knex.raw("CREATE EXTENSION IF NOT EXISTS btree_gist");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP EXTENSION IF EXISTS btree_gist");
}
