import type { Knex } from "knex";
import { addUpdatedAtTrigger, TIMESTAMPS } from "./helpers.js";

const STATES = [
  "draft",
  "sent",
  "quoted",
  "expired",
  "declined",
  "paid",
  "awaiting_customer",
  "ordered",
  "shipped",
  "arrived",
  "closed",
  "cancelled",
];
const quoted = (values: string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * Buy for me: a customer asks us to buy goods from shops on their behalf.
 * A request (its items apart) belongs to a customer and to the warehouse the
 * shop delivers to; every amount is euro cents. Staff quote it, the customer
 * pays it by card in euros (transactions without a parcel: parcel_id becomes
 * nullable, purchase_request_id names the request), staff buy and record the
 * purchase (receipt stored as uploads are), a pre-alert is made once the
 * shop's tracking is known, and the parcel matched at intake is linked.
 * Refunds are kept per request, each with its reason and provider refund.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE purchase_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      warehouse_id uuid NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      state text NOT NULL DEFAULT 'draft' CHECK (state IN (${quoted(STATES)})),
      currency char(3) NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
      goods_cents integer CHECK (goods_cents >= 0),
      delivery_cents integer CHECK (delivery_cents >= 0),
      tax_cents integer CHECK (tax_cents >= 0),
      fee_cents integer CHECK (fee_cents >= 0),
      total_cents integer CHECK (total_cents >= 0),
      -- The fee's share the quote used, kept for the share of a price rise.
      fee_basis_points integer CHECK (fee_basis_points >= 0),
      quote_note text,
      quote_valid_until timestamptz,
      decline_reason text,
      order_number text,
      paid_to_shop_cents integer CHECK (paid_to_shop_cents >= 0),
      receipt_path text,
      track_number text,
      pre_alert_id uuid UNIQUE REFERENCES pre_alerts (id) ON DELETE SET NULL,
      parcel_id uuid REFERENCES parcels (id) ON DELETE SET NULL,
      close_reason text,
      handled_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      sent_at timestamptz,
      quoted_at timestamptz,
      paid_at timestamptz,
      ordered_at timestamptz,
      shipped_at timestamptz,
      arrived_at timestamptz,
      closed_at timestamptz,
      cancelled_at timestamptz,
      declined_at timestamptz,
      ${TIMESTAMPS},
      CONSTRAINT purchase_requests_quoted_priced CHECK (
        state IN ('draft', 'sent', 'cancelled') OR
        (quoted_at IS NOT NULL AND total_cents IS NOT NULL AND quote_valid_until IS NOT NULL)
      ),
      CONSTRAINT purchase_requests_ordered_recorded CHECK (
        state NOT IN ('ordered', 'shipped', 'arrived') OR (order_number IS NOT NULL AND receipt_path IS NOT NULL)
      ),
      CONSTRAINT purchase_requests_shipped_tracked CHECK (state <> 'shipped' OR track_number IS NOT NULL)
    )
  `);
  // The customer's list, newest first; the staff queue by state and date.
  await knex.raw("CREATE INDEX purchase_requests_customer ON purchase_requests (customer_id, created_at DESC, id)");
  await knex.raw("CREATE INDEX purchase_requests_queue ON purchase_requests (state, updated_at, id)");
  // The expiry job reads the quotes past their validity.
  await knex.raw(
    "CREATE INDEX purchase_requests_quoted_until ON purchase_requests (quote_valid_until) WHERE state = 'quoted'",
  );
  await knex.raw("CREATE INDEX purchase_requests_parcel ON purchase_requests (parcel_id) WHERE parcel_id IS NOT NULL");
  await addUpdatedAtTrigger(knex, "purchase_requests");

  await knex.raw(`
    CREATE TABLE purchase_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purchase_request_id uuid NOT NULL REFERENCES purchase_requests (id) ON DELETE CASCADE,
      position integer NOT NULL,
      url text NOT NULL CHECK (url ~* '^(http|https)://' AND length(url) <= 2000),
      shop_id uuid REFERENCES shops (id) ON DELETE SET NULL,
      name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
      options text NOT NULL DEFAULT '' CHECK (length(options) <= 200),
      quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
      max_unit_price_cents integer NOT NULL CHECK (max_unit_price_cents BETWEEN 1 AND 1000000),
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
      unit_price_cents integer CHECK (unit_price_cents >= 0),
      available boolean,
      outcome text CHECK (outcome IN ('bought', 'out_of_stock', 'price_rose')),
      paid_unit_price_cents integer CHECK (paid_unit_price_cents >= 0),
      new_unit_price_cents integer CHECK (new_unit_price_cents >= 0),
      rise_decision text CHECK (rise_decision IN ('accepted', 'dropped')),
      UNIQUE (purchase_request_id, position),
      CONSTRAINT purchase_items_bought_priced CHECK (outcome <> 'bought' OR paid_unit_price_cents IS NOT NULL),
      CONSTRAINT purchase_items_rose_priced CHECK (outcome <> 'price_rose' OR new_unit_price_cents IS NOT NULL)
    )
  `);

  // A payment of a request (the quote, or an accepted price rise of one item): no parcel.
  await knex.raw(`
    ALTER TABLE transactions
      ALTER COLUMN parcel_id DROP NOT NULL,
      ADD COLUMN purchase_request_id uuid REFERENCES purchase_requests (id) ON DELETE RESTRICT,
      ADD COLUMN purchase_item_id uuid REFERENCES purchase_items (id) ON DELETE RESTRICT,
      ADD CONSTRAINT transactions_has_subject CHECK (parcel_id IS NOT NULL OR purchase_request_id IS NOT NULL),
      ADD CONSTRAINT transactions_item_of_request CHECK (purchase_item_id IS NULL OR purchase_request_id IS NOT NULL)
  `);
  // One quote payment open and one complete per request; the same for each item's rise.
  await knex.raw(`
    CREATE UNIQUE INDEX transactions_purchase_one_pending ON transactions (purchase_request_id)
      WHERE state = 'pending' AND purchase_item_id IS NULL
  `);
  await knex.raw(`
    CREATE UNIQUE INDEX transactions_purchase_one_complete ON transactions (purchase_request_id)
      WHERE state = 'complete' AND purchase_item_id IS NULL
  `);
  await knex.raw(`
    CREATE UNIQUE INDEX transactions_purchase_item_one_open ON transactions (purchase_item_id)
      WHERE state IN ('pending', 'complete')
  `);

  await knex.raw(`
    CREATE TABLE purchase_refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purchase_request_id uuid NOT NULL REFERENCES purchase_requests (id) ON DELETE CASCADE,
      purchase_item_id uuid REFERENCES purchase_items (id) ON DELETE SET NULL,
      transaction_id uuid NOT NULL REFERENCES transactions (id) ON DELETE RESTRICT,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      reason text NOT NULL CHECK (reason IN ('cheaper', 'out_of_stock', 'dropped', 'late_payment', 'closed')),
      method text NOT NULL CHECK (method IN ('card', 'credit')),
      provider_refund_id text,
      -- The request and the reason (and item): one refund each, however often asked.
      idempotency_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX purchase_refunds_request ON purchase_refunds (purchase_request_id, created_at)");

  await knex.raw(`
    INSERT INTO settings (key, value)
    VALUES ('purchases', '{"feeBasisPoints": 800, "minimumFeeCents": 500, "validityDays": 3}')
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM settings WHERE key = 'purchases'");
  await knex.raw("DROP TABLE purchase_refunds");
  await knex.raw("DELETE FROM transactions WHERE purchase_request_id IS NOT NULL");
  await knex.raw(`
    ALTER TABLE transactions
      DROP CONSTRAINT transactions_item_of_request,
      DROP CONSTRAINT transactions_has_subject,
      DROP COLUMN purchase_item_id,
      DROP COLUMN purchase_request_id,
      ALTER COLUMN parcel_id SET NOT NULL
  `);
  await knex.raw("DROP TABLE purchase_items");
  await knex.raw("DROP TABLE purchase_requests");
}
