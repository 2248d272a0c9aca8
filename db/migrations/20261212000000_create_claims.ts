import type { Knex } from "knex";
import { addUpdatedAtTrigger } from "./helpers.js";

/**
 * Shipment insurance, claims and their refunds.
 *
 * - The insurance setting (beside the storage fee in `settings`): a share of
 *   the declared value, a minimum premium, a maximum cover (dollars), the
 *   zones it is sold to (none listed: every destination) and the margin
 *   after the carrier's maximum days before a parcel may be claimed lost.
 * - A payment keeps what it was sold, in its own currency: the premium (part
 *   of amount_cents, like the storage fee), the cover, and the account
 *   credit it used (taken off amount_cents). A card payment also keeps its
 *   PaymentIntent, which a refund names.
 * - One claim per parcel. What it may pay is fixed when it is filed
 *   (`covered_cents`: the cover, or the shipping fee of an uninsured parcel)
 *   in the payment's currency; an approval pays at most that, once.
 * - An approved claim on a card payment is refunded to the card up to what
 *   the card paid (`refund_cents`: Stripe refunds no more than the charge);
 *   whatever it approves beyond that (an insured value above the price of
 *   shipping) becomes an account credit.
 * - An approved claim on an offline or bitcoin payment becomes an account
 *   credit, used by the customer's next payment (`used_by`; a credit larger
 *   than that payment is split, its rest a new row of the same claim).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    INSERT INTO settings (key, value) VALUES ('insurance',
      '{"rateBasisPoints": 200, "minPremiumCents": 200, "maxCoverCents": 250000, "zoneIds": [], "lostMarginDays": 7}')
  `);
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN insurance_premium_cents integer NOT NULL DEFAULT 0 CHECK (insurance_premium_cents >= 0),
      ADD COLUMN insurance_cover_cents integer CHECK (insurance_cover_cents > 0),
      ADD COLUMN credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
      ADD COLUMN provider_payment_intent text,
      ADD CONSTRAINT transactions_insured_has_premium
        CHECK ((insurance_cover_cents IS NULL) = (insurance_premium_cents = 0)),
      DROP CONSTRAINT transactions_storage_fee_in_amount,
      ADD CONSTRAINT transactions_fees_in_amount
        CHECK (storage_fee_cents + insurance_premium_cents <= amount_cents + credit_cents)
  `);
  await knex.raw(`
    CREATE TABLE claims (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      parcel_id uuid NOT NULL UNIQUE REFERENCES parcels (id) ON DELETE CASCADE,
      transaction_id uuid NOT NULL REFERENCES transactions (id),
      kind text NOT NULL CHECK (kind IN ('lost', 'damaged')),
      description text NOT NULL,
      insured boolean NOT NULL,
      covered_cents integer NOT NULL CHECK (covered_cents >= 0),
      currency text NOT NULL CHECK (currency IN ('USD', 'EUR')),
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'approved', 'rejected')),
      approved_cents integer CHECK (approved_cents > 0 AND approved_cents <= covered_cents),
      reject_reason text,
      decided_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      decided_at timestamptz,
      refund_cents integer CHECK (refund_cents >= 0 AND refund_cents <= approved_cents),
      refund_state text CHECK (refund_state IN ('pending', 'refunded', 'credited', 'failed')),
      refund_id text,
      refunded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((state = 'approved') = (approved_cents IS NOT NULL)),
      CHECK ((state = 'approved') = (refund_state IS NOT NULL)),
      CHECK (state <> 'rejected' OR reject_reason IS NOT NULL)
    )
  `);
  await addUpdatedAtTrigger(knex, "claims");
  // The queue's tabs, oldest first; the customer's list, newest first.
  await knex.raw("CREATE INDEX claims_queue ON claims (state, created_at)");
  await knex.raw("CREATE INDEX claims_customer ON claims (customer_id, created_at DESC)");
  await knex.raw("CREATE INDEX claims_transaction ON claims (transaction_id)");
  await knex.raw(`
    CREATE TABLE claim_photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      path text NOT NULL CHECK (btrim(path) <> ''),
      position smallint NOT NULL CHECK (position >= 0),
      UNIQUE (claim_id, position)
    )
  `);
  // The uploads' access check finds a photo by its path.
  await knex.raw("CREATE INDEX claim_photos_path ON claim_photos (path)");
  await knex.raw(`
    CREATE TABLE account_credits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL CHECK (currency IN ('USD', 'EUR')),
      used_by uuid REFERENCES transactions (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX account_credits_customer ON account_credits (customer_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE account_credits");
  await knex.raw("DROP TABLE claim_photos");
  await knex.raw("DROP TABLE claims");
  await knex.raw(`
    ALTER TABLE transactions
      DROP CONSTRAINT transactions_fees_in_amount,
      DROP CONSTRAINT transactions_insured_has_premium,
      DROP COLUMN provider_payment_intent,
      DROP COLUMN credit_cents,
      DROP COLUMN insurance_cover_cents,
      DROP COLUMN insurance_premium_cents,
      ADD CONSTRAINT transactions_storage_fee_in_amount CHECK (storage_fee_cents <= amount_cents)
  `);
  await knex.raw("DELETE FROM settings WHERE key = 'insurance'");
}
