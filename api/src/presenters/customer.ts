import { labelNameOf, type Customer } from "@ipf/shared";
import type { z } from "zod";
import type {
  customerLoginSchema,
  customerPickSchema,
  CustomerRowView,
  parcelSummarySchema,
  transactionSummarySchema,
} from "@ipf/shared/schemas/customers-admin";
import { unitsOfCents } from "@ipf/shared/format";
import type { CustomerRow } from "../db-rows.js";
import type { TokenService } from "../lib/tokens.js";
import type { CustomerLoginRow, ParcelSummaryRow, TransactionSummaryRow } from "../services/customers-admin.js";
import { uploadUrl } from "../lib/signed-uploads.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentCustomer(row: CustomerRow): Customer {
  // A query that picked its columns may leave the Latin names out: none given, as far as it knows.
  const names = {
    firstName: row.first_name,
    lastName: row.last_name,
    latinFirstName: row.latin_first_name ?? null,
    latinLastName: row.latin_last_name ?? null,
  };
  return {
    id: row.id,
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    latinFirstName: names.latinFirstName,
    latinLastName: names.latinLastName,
    labelName: labelNameOf(names),
    email: row.email,
    phone: row.phone,
    addressHash: row.address_code,
    isConfirmed: row.is_confirmed,
    suspicious: row.suspicious,
    language: row.language,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The answer to a change of one's account: a fresh token (a change may void
 * the old one) of the same `session` (a new one at sign-up), and the account as it now is.
 */
export function presentAccount(tokens: TokenService, message: string, customer: CustomerRow, session?: string) {
  return {
    error: false as const,
    message,
    token: tokens.sign("customer", customer.id, customer.token_version, session),
    user: presentCustomer(customer),
  };
}

export function presentCustomerRow(row: CustomerRow): CustomerRowView {
  return {
    ...presentCustomer(row),
    suspicionReason: row.suspicion_reason,
    lastLogin: iso(row.last_login_at),
    country: row.country,
  };
}

export function presentCustomerPick(row: CustomerRow): z.infer<typeof customerPickSchema> {
  return {
    _id: row.id,
    id: row.id,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    addressHash: row.address_code,
    suspicious: row.suspicious,
  };
}

export function presentParcelSummary(row: ParcelSummaryRow): z.infer<typeof parcelSummarySchema> {
  return {
    _id: row.id,
    packageId: row.parcel_code,
    trackNumber: row.track_number,
    state: row.state,
    status: row.state === "shipped",
    weight: row.weight_grams / 1000,
    length: Number(row.length_cm),
    width: Number(row.width_cm),
    height: Number(row.height_cm),
    fees: unitsOfCents(row.fees_cents),
    warehouse: { _id: row.warehouse_id, country: row.warehouse_country, flagImage: uploadUrl(row.warehouse_flag) },
    createdAt: row.created_at.toISOString(),
    shipDate: iso(row.shipped_at),
    deletedAt: iso(row.deleted_at),
    deleteReason: row.delete_reason,
    deletedBy: row.deleted_by_username,
  };
}

export function presentTransactionSummary(row: TransactionSummaryRow): z.infer<typeof transactionSummarySchema> {
  return {
    _id: row.id,
    paymentId: row.payment_id,
    package: row.parcel_code,
    type: row.type,
    offlinePaymentType: row.offline_payment_type,
    amount: unitsOfCents(row.amount_cents),
    currency: row.currency,
    state: row.state,
    complete: row.state === "complete",
    createdAt: row.created_at.toISOString(),
  };
}

export function presentCustomerLogin(row: CustomerLoginRow): z.infer<typeof customerLoginSchema> {
  return { _id: String(row.id), ip: row.ip, userAgent: row.user_agent, date: row.created_at.toISOString() };
}
