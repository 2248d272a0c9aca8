import type { ItemOutcome, PurchaseState, RefundReason } from "@ipf/shared/rules/purchases";
import type { ParcelOwnerRow } from "../parcels/rows.js";

/** A `purchase_requests` row. Amounts are euro cents. */
export interface PurchaseRow {
  id: string;
  /** Its reference's number: BFM-000123 (purchaseReference). */
  number: string | number;
  customer_id: string;
  warehouse_id: string;
  state: PurchaseState;
  currency: "EUR";
  goods_cents: number | null;
  delivery_cents: number | null;
  tax_cents: number | null;
  fee_cents: number | null;
  total_cents: number | null;
  fee_basis_points: number | null;
  quote_note: string | null;
  quote_valid_until: Date | null;
  decline_reason: string | null;
  order_number: string | null;
  paid_to_shop_cents: number | null;
  receipt_path: string | null;
  track_number: string | null;
  pre_alert_id: string | null;
  parcel_id: string | null;
  close_reason: string | null;
  handled_by: string | null;
  sent_at: Date | null;
  quoted_at: Date | null;
  paid_at: Date | null;
  ordered_at: Date | null;
  shipped_at: Date | null;
  arrived_at: Date | null;
  closed_at: Date | null;
  cancelled_at: Date | null;
  declined_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface PurchaseItemRow {
  id: string;
  purchase_request_id: string;
  position: number;
  url: string;
  shop_id: string | null;
  name: string;
  options: string;
  quantity: number;
  max_unit_price_cents: number;
  note: string;
  unit_price_cents: number | null;
  available: boolean | null;
  outcome: ItemOutcome | null;
  paid_unit_price_cents: number | null;
  new_unit_price_cents: number | null;
  rise_decision: "accepted" | "dropped" | null;
  /** Joined: the market's shop name. */
  shop_name?: string | null;
}

export interface PurchaseRefundRow {
  id: string;
  purchase_request_id: string;
  purchase_item_id: string | null;
  transaction_id: string;
  amount_cents: number;
  reason: RefundReason;
  method: "card" | "credit";
  provider_refund_id: string | null;
  idempotency_key: string;
  created_at: Date;
}

/** A request with everything its answers show. */
export interface PurchaseRecord {
  row: PurchaseRow;
  items: PurchaseItemRow[];
  refunds: PurchaseRefundRow[];
  warehouseName: string;
  packageId: string | null;
  /** Every completed payment of it, euro cents. */
  paidCents: number;
  /** An open checkout the customer may still pay (filled only where asked). */
  checkoutUrl: string | null;
}

/** The customer beside a request in the back office: the same columns as beside a parcel. */
export type PurchaseCustomer = ParcelOwnerRow;

export interface StaffPurchaseRecord extends PurchaseRecord {
  customer: PurchaseCustomer;
  staffName: string | null;
}
