import type { Language } from "@ipf/shared";
import type { CancelReason, CancelledBy, PaymentType, TransactionState } from "@ipf/shared/schemas/payments";

/** A `transactions` row as PostgreSQL answers it. */
export interface TransactionRow {
  id: string;
  customer_id: string;
  parcel_id: string;
  offer_id: string | null;
  payment_id: string;
  type: PaymentType;
  offline_payment_type: string | null;
  amount_cents: number;
  currency: "USD" | "EUR";
  /** The part of amount_cents that is storage fee, in the same currency. */
  storage_fee_cents: number;
  storage_fee_days: number;
  /** The insurance premium, part of amount_cents like the storage fee (0: not insured). */
  insurance_premium_cents: number;
  /** What the insurance covers, in the payment's currency; null when not insured. */
  insurance_cover_cents: number | null;
  /** Account credit this payment used, taken off amount_cents (its own negative line). */
  credit_cents: number;
  /** The card payment's PaymentIntent, which a refund names (set when the checkout completes). */
  provider_payment_intent: string | null;
  /** The part of amount_cents that is services' fees, in the same currency (service-fees.ts). */
  service_fee_cents: number;
  /** The service requests it charges. */
  service_request_ids: string[];
  /** numeric(12, 6): read it through Number(), whichever way the driver hands it over. */
  eur_rate: string | number | null;
  state: TransactionState;
  provider_session_id: string | null;
  confirmed_by: string | null;
  checkout_locale: Language | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: CancelledBy | null;
  /** Why the system cancelled it (null when the customer or staff did, and on payments closed before it was kept). */
  cancel_reason: CancelReason | null;
  /** The site address the payment was started from (checked again before use: lib/public-origin.ts). */
  return_origin: string | null;
  /** The return to the shop this payment is the fee of (services/returns/); null for a shipping payment. */
  parcel_return_id: string | null;
}

/** A transaction with what its lists and invoice show beside it. */
export interface TransactionListRow extends TransactionRow {
  parcel_code: string;
  track_number: string;
  first_name: string;
  last_name: string;
  email: string;
  address_code: string;
  carrier_name: string | null;
  offer_price_cents: number | null;
  /** An approved claim on this payment: what it pays back, and how far that has gone. */
  refund_cents: number | null;
  refund_state: "pending" | "refunded" | "credited" | "failed" | null;
  refunded_at: Date | null;
}
