/** Purchase requests as the customer and staff read them: euros on the wire. */
import { leftOutReason, priceRiseExtraCents } from "@ipf/shared/rules/purchases";
import type { Purchase, PurchaseItem, StaffPurchase } from "@ipf/shared/schemas/purchases";
import { referenceOf } from "../services/purchases/notify.js";
import type { PurchaseItemRow, PurchaseRecord, PurchaseRow, StaffPurchaseRecord } from "../services/purchases/rows.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const euros = (cents: number) => cents / 100;
const maybe = (cents: number | null) => (cents === null ? null : euros(cents));

function presentItem(row: PurchaseRow, item: PurchaseItemRow): PurchaseItem {
  const quoted = row.quoted_at !== null && item.available !== null;
  const waiting = item.outcome === "price_rose" && item.rise_decision === null;
  return {
    _id: item.id,
    url: item.url,
    shopId: item.shop_id,
    shopName: item.shop_name ?? null,
    name: item.name,
    options: item.options,
    quantity: item.quantity,
    maxUnitPrice: euros(item.max_unit_price_cents),
    note: item.note,
    unitPrice: maybe(item.unit_price_cents),
    available: item.available,
    leftOut: quoted
      ? leftOutReason({
          quantity: item.quantity,
          maxUnitPriceCents: item.max_unit_price_cents,
          unitPriceCents: item.unit_price_cents,
          available: item.available ?? false,
        })
      : null,
    outcome: item.outcome,
    paidUnitPrice: maybe(item.paid_unit_price_cents),
    newUnitPrice: maybe(item.new_unit_price_cents),
    riseExtra: waiting
      ? euros(
          priceRiseExtraCents(
            {
              quantity: item.quantity,
              unitPriceCents: item.unit_price_cents ?? 0,
              newUnitPriceCents: item.new_unit_price_cents ?? 0,
            },
            row.fee_basis_points ?? 0,
          ).totalCents,
        )
      : null,
    riseDecision: item.rise_decision,
  };
}

export function presentPurchase(record: PurchaseRecord): Purchase {
  const { row } = record;
  return {
    _id: row.id,
    reference: referenceOf(row),
    state: row.state,
    warehouseId: row.warehouse_id,
    warehouseName: record.warehouseName,
    items: record.items.map((item) => presentItem(row, item)),
    currency: "EUR",
    goods: maybe(row.goods_cents),
    delivery: maybe(row.delivery_cents),
    tax: maybe(row.tax_cents),
    fee: maybe(row.fee_cents),
    total: maybe(row.total_cents),
    feePercent: row.fee_basis_points === null ? null : row.fee_basis_points / 100,
    paid: euros(record.paidCents),
    refunded: euros(record.refunds.reduce((sum, refund) => sum + refund.amount_cents, 0)),
    quoteNote: row.quote_note,
    quoteValidUntil: iso(row.quote_valid_until),
    checkoutUrl: record.checkoutUrl,
    orderNumber: row.order_number,
    trackNumber: row.track_number,
    preAlertId: row.pre_alert_id,
    parcelId: row.parcel_id,
    packageId: record.packageId,
    closeReason: row.close_reason,
    refunds: record.refunds.map((refund) => ({
      amount: euros(refund.amount_cents),
      reason: refund.reason,
      method: refund.method,
      itemId: refund.purchase_item_id,
      createdAt: refund.created_at.toISOString(),
    })),
    createdAt: row.created_at.toISOString(),
    sentAt: iso(row.sent_at),
    quotedAt: iso(row.quoted_at),
    paidAt: iso(row.paid_at),
    orderedAt: iso(row.ordered_at),
    shippedAt: iso(row.shipped_at),
    arrivedAt: iso(row.arrived_at),
    closedAt: iso(row.closed_at),
    cancelledAt: iso(row.cancelled_at),
    declinedAt: iso(row.declined_at),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentStaffPurchase(record: StaffPurchaseRecord): StaffPurchase {
  const { customer } = record;
  return {
    ...presentPurchase(record),
    user: {
      _id: customer.id,
      id: customer.id,
      fullName: `${customer.first_name} ${customer.last_name}`.trim(),
      email: customer.email,
      phone: customer.phone,
      addressHash: customer.address_code,
      suspicious: customer.suspicious,
      language: customer.language,
    },
    paidToShop: maybe(record.row.paid_to_shop_cents),
    hasReceipt: record.row.receipt_path !== null,
    staffName: record.staffName,
  };
}
