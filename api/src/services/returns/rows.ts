import type { LabelSource, ReturnState } from "@ipf/shared/rules/returns";

/** A `parcel_returns` row as PostgreSQL answers it. */
export interface ReturnRow {
  id: string;
  parcel_id: string;
  customer_id: string;
  state: ReturnState;
  shop_name: string;
  country: string;
  city: string;
  zip: string;
  address_line_one: string;
  address_line_two: string;
  phone: string;
  rma: string;
  note: string;
  label_source: LabelSource;
  prepaid_label_path: string | null;
  fee_cents: number;
  label_cents: number;
  carrier_id: string | null;
  label_id: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  refuse_reason: string | null;
  refund_id: string | null;
  requested_at: Date;
  paid_at: Date | null;
  returned_at: Date | null;
  refused_at: Date | null;
  cancelled_at: Date | null;
  handled_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A return with what its answers show beside it: the parcel, its customer, the carrier priced. */
export interface ReturnListRow extends ReturnRow {
  parcel_code: string;
  track_number: string;
  weight_grams: number;
  first_name: string;
  last_name: string;
  email: string;
  customer_phone: string;
  address_code: string;
  suspicious: boolean;
  language: "ar" | "en" | "fr";
  carrier_name: string | null;
  engine_carrier: string | null;
}
