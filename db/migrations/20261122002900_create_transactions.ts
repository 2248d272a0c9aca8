import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A payment for shipping one parcel. payment_id is ours (the invoice number
  // ends with its last 3 characters); provider_session_id is the checkout
  // session at the payment provider. Card payments are in USD; offline ones
  // may be in EUR, with the ECB rate used (eur_rate, euros per dollar).
  await knex.raw(`
    CREATE TABLE transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
      parcel_id uuid NOT NULL,
      offer_id uuid,
      payment_id text NOT NULL UNIQUE CHECK (char_length(payment_id) >= 3),
      type text NOT NULL CHECK (type IN ('card', 'offline', 'bitcoin')),
      offline_payment_type text,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      currency char(3) NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR')),
      eur_rate numeric(12, 6) CHECK (eur_rate > 0),
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'complete', 'cancelled')),
      provider_session_id text UNIQUE,
      confirmed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ${TIMESTAMPS},
      completed_at timestamptz,
      cancelled_at timestamptz,
      CONSTRAINT transactions_parcel_fkey FOREIGN KEY (parcel_id, customer_id)
        REFERENCES parcels (id, customer_id) ON DELETE RESTRICT,
      CONSTRAINT transactions_offer_fkey FOREIGN KEY (parcel_id, offer_id)
        REFERENCES shipping_offers (parcel_id, id) ON DELETE SET NULL (offer_id),
      CONSTRAINT transactions_offline_type_only_offline CHECK (type = 'offline' OR offline_payment_type IS NULL),
      CONSTRAINT transactions_complete_has_time CHECK (state <> 'complete' OR completed_at IS NOT NULL),
      CONSTRAINT transactions_cancelled_has_time CHECK (state <> 'cancelled' OR cancelled_at IS NOT NULL)
    )
  `);
  // One payment in flight per parcel (TRAN_EXIST), and a parcel is paid once:
  // a replayed webhook or a double click cannot charge twice.
  await knex.raw("CREATE UNIQUE INDEX transactions_one_pending ON transactions (parcel_id) WHERE state = 'pending'");
  await knex.raw("CREATE UNIQUE INDEX transactions_one_complete ON transactions (parcel_id) WHERE state = 'complete'");
  await knex.raw("CREATE INDEX transactions_parcel ON transactions (parcel_id)");
  await knex.raw("CREATE INDEX transactions_customer ON transactions (customer_id, created_at DESC)");
  await knex.raw("CREATE INDEX transactions_created_at ON transactions (created_at DESC)");
  // Staff queues of pending bitcoin and offline payments.
  await knex.raw(
    "CREATE INDEX transactions_pending_by_type ON transactions (type, created_at DESC) WHERE state = 'pending'",
  );
  // Statistics: completed volume over a date range.
  await knex.raw("CREATE INDEX transactions_completed_at ON transactions (completed_at) WHERE state = 'complete'");
  await knex.raw("CREATE INDEX transactions_payment_id_trgm ON transactions USING gin (payment_id gin_trgm_ops)");
  await addUpdatedAtTrigger(knex, "transactions");
}

export const down = dropTable("transactions");
