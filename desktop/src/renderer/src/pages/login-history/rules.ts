import { LOGIN_STATUSES, type LoginStatus } from "@ipf/shared/schemas/login-history";
import { dayParam } from "../../table/days";

/**
 * Pure rules of the login history: the filters in the URL, the days they
 * cover, and how a row reads.
 */

export interface LoginFilters {
  staffId: string;
  status: LoginStatus | "";
  /** Days as typed (YYYY-MM-DD), "" for none. */
  from: string;
  to: string;
}

export function readFilters(search: URLSearchParams): LoginFilters {
  const status = search.get("status") ?? "";
  const staffId = search.get("staff") ?? "";
  return {
    staffId: /^[0-9a-f-]{36}$/i.test(staffId) ? staffId : "",
    status: (LOGIN_STATUSES as readonly string[]).includes(status) ? (status as LoginStatus) : "",
    from: dayParam(search, "from"),
    to: dayParam(search, "to"),
  };
}

/** The query string with `filters`, back on the first page; empty filters are left out. */
export function writeFilters(current: URLSearchParams, filters: LoginFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set("staff", filters.staffId);
  set("status", filters.status);
  set("from", filters.from);
  set("to", filters.to);
  next.delete("page");
  return next;
}

const two = (n: number) => String(n).padStart(2, "0");

/** A row's date: HH:mm:ss DD/MM/YYYY, local time. */
export function formatLogDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())} ${two(date.getDate())}/${two(
    date.getMonth() + 1,
  )}/${date.getFullYear()}`;
}

/** The account an attempt was made on: the staff member's e-mail or name, else the name typed. */
export function accountOf(log: {
  admin: { username: string; email: string | null; fullName: string } | null;
  username: string;
}): { primary: string; secondary: string | null } {
  if (log.admin) return { primary: log.admin.email || log.admin.username, secondary: log.admin.fullName || null };
  return { primary: log.username || "N/A", secondary: null };
}
