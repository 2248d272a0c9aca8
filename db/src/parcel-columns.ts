/**
 * Every column of `parcels` that answers read, named: a prepared statement
 * saying `p.*` would fail on every pooled connection once a migration adds a
 * column ("cached plan must not change result type"). The API's parcel
 * statements read these; the benchmark's data set writes a value for each.
 */
export const PARCEL_COLUMNS = [
  "id",
  "parcel_code",
  "track_number",
  "customer_id",
  "warehouse_id",
  "state",
  "weight_grams",
  "length_cm",
  "width_cm",
  "height_cm",
  "fees_cents",
  "is_consolidated",
  "from_split_of",
  "has_dangerous",
  "has_lithium",
  "remove_bills",
  "remove_shoe_boxes",
  "additional_note",
  "assemble_requested_at",
  "approval_requested_at",
  "approved_at",
  "paid_at",
  "shipped_at",
  "shipped_track_number",
  "track_link",
  "ship_weight_grams",
  "ship_length_cm",
  "ship_width_cm",
  "ship_height_cm",
  "ship_carrier_id",
  "ship_price_cents",
  "chosen_offer_id",
  "created_by",
  "created_at",
  "arrived_at",
  "updated_at",
  "deleted_at",
  "deleted_by",
  "delete_reason",
] as const;

export type ParcelColumn = (typeof PARCEL_COLUMNS)[number];
