import type { Knex } from "knex";

/**
 * The services' fees a payment includes, in the payment's currency and
 * cents (part of amount_cents, like the storage fee): the checkout, the
 * invoice and the lists show them as their own lines. Which requests they
 * are: `service_request_ids` (the requests it charges, whichever payment
 * charged them since; they are paid by it when it completes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN service_fee_cents integer NOT NULL DEFAULT 0 CHECK (service_fee_cents >= 0),
      ADD COLUMN service_request_ids uuid[] NOT NULL DEFAULT '{}',
      ADD CONSTRAINT transactions_service_fee_in_amount CHECK (storage_fee_cents + service_fee_cents <= amount_cents)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions
      DROP CONSTRAINT transactions_service_fee_in_amount,
      DROP COLUMN service_request_ids,
      DROP COLUMN service_fee_cents
  `);
}
