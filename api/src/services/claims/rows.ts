import type { RefundState, ClaimState } from "@ipf/shared/schemas/claims";

/** A `claims` row as PostgreSQL answers it. */
export interface ClaimRow {
  id: string;
  customer_id: string;
  parcel_id: string;
  transaction_id: string;
  kind: "lost" | "damaged";
  description: string;
  insured: boolean;
  /** The most it may pay, in `currency` (the payment's), fixed when filed. */
  covered_cents: number;
  currency: "USD" | "EUR";
  state: ClaimState;
  approved_cents: number | null;
  reject_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  /** The part of approved_cents refunded to the card; the rest is account credit. */
  refund_cents: number | null;
  refund_state: RefundState | null;
  refund_id: string | null;
  refunded_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A claim with what every list shows beside it. */
export interface ClaimListRow extends ClaimRow {
  parcel_code: string;
  first_name: string;
  last_name: string;
  address_code: string;
  decided_by_name: string | null;
  photo_paths: string[];
}
