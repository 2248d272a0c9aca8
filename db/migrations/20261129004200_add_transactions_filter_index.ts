import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The staff transactions screen filters by state and method, newest first.
  await knex.raw("CREATE INDEX transactions_state_type_created ON transactions (state, type, created_at DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX transactions_state_type_created");
}
