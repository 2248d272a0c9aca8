/** Parcel rows as PostgreSQL answers them (snake_case); the presenters map them to the wire. */
import type { ConsolidationState, ParcelState, SplitState } from "@ipf/shared/rules/parcel-state";

export interface ParcelRow {
  id: string;
  parcel_code: string;
  track_number: string;
  customer_id: string;
  warehouse_id: string;
  state: ParcelState;
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  fees_cents: number;
  is_consolidated: boolean;
  from_split_of: string | null;
  has_dangerous: boolean;
  has_lithium: boolean;
  remove_bills: boolean;
  remove_shoe_boxes: boolean;
  additional_note: string | null;
  assemble_requested_at: Date | null;
  approval_requested_at: Date | null;
  approved_at: Date | null;
  paid_at: Date | null;
  shipped_at: Date | null;
  shipped_track_number: string | null;
  track_link: string | null;
  ship_weight_grams: number | null;
  ship_length_cm: number | null;
  ship_width_cm: number | null;
  ship_height_cm: number | null;
  ship_carrier_id: string | null;
  ship_price_cents: number | null;
  chosen_offer_id: string | null;
  created_by: string | null;
  created_at: Date;
  /** When its contents arrived, which free storage counts from: its reception, or its sources' earliest. */
  arrived_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  deleted_by: string | null;
  delete_reason: string | null;
}

export interface ParcelItemRow {
  parcel_id: string;
  position: number;
  description: string;
  quantity: number;
  price_cents: number;
  made_in: string;
  type: "Mail" | "Parcels";
  hs_code: string | null;
}

export interface ParcelImageRow {
  parcel_id: string;
  path: string;
  position: number;
}

export interface ShippingAddressRow {
  parcel_id: string;
  address_book_id: string | null;
  name: string;
  national_id: string | null;
  country: string;
  city: string;
  zip: string;
  address_line_one: string;
  address_line_two: string;
  phone: string;
}

export interface CarrierRow {
  id: string;
  warehouse_id: string;
  name: string;
  name_ar: string;
  logo_path: string | null;
  min_ship_days: number;
  max_ship_days: number;
  is_active: boolean;
  deleted_at: Date | null;
  /** The shipping engine's carrier and service it is linked to (both or neither). */
  engine_carrier: string | null;
  engine_service: string | null;
}

export interface OfferRow {
  id: string;
  parcel_id: string;
  carrier_id: string;
  price_cents: number;
}

export interface ConsolidationRow {
  id: string;
  customer_id: string;
  warehouse_id: string;
  state: ConsolidationState;
  remove_bills: boolean;
  remove_shoe_boxes: boolean;
  note: string | null;
  result_parcel_id: string | null;
  requested_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  cancelled_at: Date | null;
  /** The staff member who cancelled it; the customer when cancelled_by_customer. */
  cancelled_by: string | null;
  cancelled_by_customer: boolean;
  deleted_at: Date | null;
}

/** The parcel an accepted assemble request made, as its answer names it. */
export interface ResultParcelRow {
  id: string;
  parcel_code: string;
  state: ParcelState;
  is_consolidated: boolean;
  deleted_at: Date | null;
}

export interface SplitRequestRow {
  id: string;
  parcel_id: string;
  customer_id: string;
  note: string;
  remove_bills: boolean;
  remove_shoe_boxes: boolean;
  state: SplitState;
  requested_at: Date;
  completed_at: Date | null;
  completed_by: string | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
}

export interface ImageRequestRow {
  id: string;
  parcel_id: string;
  customer_id: string;
  complete: boolean;
  completed_at: Date | null;
  completed_by: string | null;
  created_at: Date;
}

/** The customer columns staff answers show beside a parcel or a request. */
export interface ParcelOwnerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address_code: string;
  suspicious: boolean;
  language: "ar" | "en" | "fr";
}
