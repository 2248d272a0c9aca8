import type { Knex } from "knex";

/**
 * The storage fee a payment includes, in the payment's currency and cents
 * (part of amount_cents, not added to it), with the days it counts: the
 * checkout, the invoice and the lists show it as its own line.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN storage_fee_cents integer NOT NULL DEFAULT 0 CHECK (storage_fee_cents >= 0),
      ADD COLUMN storage_fee_days integer NOT NULL DEFAULT 0 CHECK (storage_fee_days >= 0),
      ADD CONSTRAINT transactions_storage_fee_in_amount CHECK (storage_fee_cents <= amount_cents)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions
      DROP CONSTRAINT transactions_storage_fee_in_amount,
      DROP COLUMN storage_fee_days,
      DROP COLUMN storage_fee_cents
  `);
}
