import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // Staff find customers by part of their phone number (manage users):
  // phone LIKE '%...%' on the E.164 digits.
  await knex.raw("CREATE INDEX customers_phone_trgm ON customers USING gin (phone gin_trgm_ops)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX customers_phone_trgm");
}
