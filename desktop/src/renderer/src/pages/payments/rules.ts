/**
 * Pure rules of the payment screens: who confirms and cancels which payment,
 * when a transaction has a bill, and the transactions screen's filters as the
 * URL keeps them and the API reads them.
 */
import { can } from "@ipf/shared/permissions";
import { PAYMENT_TYPES, type PaymentType, type StaffTransactionView } from "@ipf/shared/schemas/payments";
import type { PendingKind } from "../../api/payments";
import { dayParam } from "../../table/days";

export const TRANSACTION_TABS = ["all", "complete", "pending", "cancelled"] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

/** Bitcoin: admin only; offline: admin and support. Confirm and cancel go together. */
export function canSettle(groupId: number, kind: PendingKind): boolean {
  return can(groupId, kind === "bitcoin" ? "payments.bitcoin.confirm" : "payments.offline.confirm");
}

/** Cancel is offered only while the payment is pending. */
export function canCancel(groupId: number, kind: PendingKind, payment: Pick<StaffTransactionView, "state">) {
  return canSettle(groupId, kind) && payment.state === "pending";
}

/** The Bill button works only for a complete transaction. */
export function canBill(payment: Pick<StaffTransactionView, "state">): boolean {
  return payment.state === "complete";
}

/** The filters beside the state tabs, as typed: dates as YYYY-MM-DD ("" for none). */
export interface TransactionFilters {
  method: PaymentType | null;
  from: string;
  to: string;
}

export function readFilters(search: URLSearchParams): TransactionFilters {
  const method = search.get("method");
  return {
    method: PAYMENT_TYPES.find((type) => type === method) ?? null,
    from: dayParam(search, "from"),
    to: dayParam(search, "to"),
  };
}

/** The query string with these filters, back on the first page; empty filters are left out. */
export function writeFilters(current: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set("method", filters.method);
  set("from", filters.from);
  set("to", filters.to);
  next.delete("page");
  return next;
}

/** The tab's state for the API; "all" sends none. */
export const tabState = (tab: TransactionTab) => (tab === "all" ? undefined : tab);
