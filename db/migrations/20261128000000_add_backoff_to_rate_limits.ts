import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // Sign-in failures slow their subject down with a growing wait instead of a
  // fixed lock: until when the next attempt of that subject is refused.
  await knex.raw("ALTER TABLE rate_limits ADD COLUMN blocked_until timestamptz");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE rate_limits DROP COLUMN blocked_until");
}
