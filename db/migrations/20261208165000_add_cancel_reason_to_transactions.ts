import type { Knex } from "knex";

/**
 * Why the system closed a payment nobody cancelled by hand: its checkout
 * expired (Stripe's session, or found closed on resuming), a delayed method
 * was refused, or another payment of the parcel superseded it. The customer
 * reads an expired payment as expired rather than as cancelled. Payments
 * closed before this column stay without a reason.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('expired', 'refused', 'superseded'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE transactions DROP COLUMN cancel_reason");
}
