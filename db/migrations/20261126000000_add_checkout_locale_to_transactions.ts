import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The language a card checkout returns to (/{locale}/dashboard?payment=...):
  // the local checkout page is shown in it and sends the customer back to it.
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN checkout_locale text CHECK (checkout_locale IN ('ar', 'en', 'fr'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE transactions DROP COLUMN checkout_locale");
}
