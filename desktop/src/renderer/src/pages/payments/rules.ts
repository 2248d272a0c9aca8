/**
 * Pure rules of the payment screens (back-office-operations 2, 4, 6, 9): who
 * confirms and cancels which payment, when a transaction has a bill, and the
 * transactions screen's filters as the URL keeps them and the API reads them.
 */
import { can } from "@ipf/shared/permissions";
import { PAYMENT_TYPES, type PaymentType, type StaffTransactionView } from "@ipf/shared/schemas/payments";
import type { PendingKind } from "../../api/payments";

export const TRANSACTION_TABS = ["all", "complete", "pending", "cancelled"] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

/** Bitcoin: admin only; offline: admin and support. Confirm and cancel go together. */
export function canSettle(groupId: number, kind: PendingKind): boolean {
  return can(groupId, kind === "bitcoin" ? "payments.bitcoin.confirm" : "payments.offline.confirm");
}

/** Cancel is offered only while the payment is pending (back-office-operations 4, 6). */
export function canCancel(groupId: number, kind: PendingKind, payment: Pick<StaffTransactionView, "state">) {
  return canSettle(groupId, kind) && payment.state === "pending";
}

/** The Bill button works only for a complete transaction (back-office-operations 2). */
export function canBill(payment: Pick<StaffTransactionView, "state">): boolean {
  return payment.state === "complete";
}

/** The filters beside the state tabs, as typed: dates as YYYY-MM-DD ("" for none). */
export interface TransactionFilters {
  method: PaymentType | null;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(search: URLSearchParams): TransactionFilters {
  const method = search.get("method");
  const date = (key: string) => {
    const value = search.get(key) ?? "";
    return DATE.test(value) ? value : "";
  };
  return {
    method: PAYMENT_TYPES.find((type) => type === method) ?? null,
    from: date("from"),
    to: date("to"),
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

/** A calendar day typed as YYYY-MM-DD, or null when it is not one (2026-02-30). */
function localDay(text: string): Date | null {
  if (!DATE.test(text)) return null;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** What is wrong with the dates, as a text key of the screen; null when they can be sent. */
export function datesProblem(filters: Pick<TransactionFilters, "from" | "to">): "badDate" | "badRange" | null {
  const from = filters.from ? localDay(filters.from) : undefined;
  const to = filters.to ? localDay(filters.to) : undefined;
  if (from === null || to === null) return "badDate";
  if (from && to && to < from) return "badRange";
  return null;
}

/**
 * The instants the API filters by: from the start of the desk's `from` day,
 * to the start of the day after `to` (so `to` is included).
 */
export function dayEdges(filters: Pick<TransactionFilters, "from" | "to">): { from?: string; to?: string } {
  const edges: { from?: string; to?: string } = {};
  const from = filters.from ? localDay(filters.from) : null;
  const to = filters.to ? localDay(filters.to) : null;
  if (from) edges.from = from.toISOString();
  if (to) edges.to = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
  return edges;
}

/** The tab's state for the API; "all" sends none. */
export const tabState = (tab: TransactionTab) => (tab === "all" ? undefined : tab);
