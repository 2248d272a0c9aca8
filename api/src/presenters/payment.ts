import { invoiceNumber } from "@ipf/shared/rules/invoice";
import { transactionStatus } from "@ipf/shared/rules/transaction-status";
import type { PendingPaymentView, StaffTransactionView, TransactionView } from "@ipf/shared/schemas/payments";
import { unitsOfCents } from "@ipf/shared/format";
import type { TransactionListRow } from "../services/payments/rows.js";

export function presentTransaction(row: TransactionListRow): TransactionView {
  return {
    _id: row.id,
    paymentId: row.payment_id,
    package: row.parcel_code,
    trackNumber: row.track_number,
    type: row.type,
    offlinePaymentType: row.offline_payment_type,
    amount: unitsOfCents(row.amount_cents),
    currency: row.currency,
    storageFee: unitsOfCents(row.storage_fee_cents),
    storageFeeDays: row.storage_fee_days,
    insurancePremium: unitsOfCents(row.insurance_premium_cents),
    insuranceCover: row.insurance_cover_cents === null ? null : unitsOfCents(row.insurance_cover_cents),
    credit: unitsOfCents(row.credit_cents),
    refund:
      row.refund_cents === null || !row.refund_state
        ? null
        : {
            amount: unitsOfCents(row.refund_cents),
            state: row.refund_state,
            at: row.refunded_at?.toISOString() ?? null,
          },
    eurRate: row.eur_rate === null ? null : Number(row.eur_rate),
    state: row.state,
    status: transactionStatus(row.state, row.cancel_reason),
    complete: row.state === "complete",
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    invoiceNumber: row.completed_at ? invoiceNumber(row.completed_at, row.payment_id) : null,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    cancelledBy: row.state === "cancelled" ? (row.cancelled_by ?? "system") : null,
  };
}

/** A payment in flight, with what the locker shows of it. */
export function presentPendingPayment(row: TransactionListRow, instructionsUrl: string | null): PendingPaymentView {
  return {
    ...presentTransaction(row),
    parcelId: row.parcel_id,
    methodId: row.offer_id,
    carrier: row.carrier_name,
    instructionsUrl,
  };
}

export function presentStaffTransaction(row: TransactionListRow): StaffTransactionView {
  return {
    ...presentTransaction(row),
    user: {
      _id: row.customer_id,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: `${row.first_name} ${row.last_name}`,
      email: row.email,
      addressHash: row.address_code,
    },
    parcel: { _id: row.parcel_id, packageId: row.parcel_code, trackNumber: row.track_number },
    method:
      row.offer_id && row.offer_price_cents !== null
        ? { _id: row.offer_id, company: row.carrier_name ?? "", price: unitsOfCents(row.offer_price_cents) }
        : null,
  };
}
