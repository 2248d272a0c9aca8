import { LOGIN_STATUSES, type LoginStatus } from "@ipf/shared/schemas/login-history";

/**
 * Pure rules of the login history (back-office-configuration-and-support.md
 * 2.11): the filters in the URL, the days they cover, and how a row reads.
 */

export interface LoginFilters {
  staffId: string;
  status: LoginStatus | "";
  /** Days as typed (YYYY-MM-DD), "" for none. */
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day at local midnight; null when it is no real day. */
export function localDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function readFilters(search: URLSearchParams): LoginFilters {
  const status = search.get("status") ?? "";
  const day = (key: string) => {
    const text = search.get(key) ?? "";
    return localDay(text) ? text : "";
  };
  const staffId = search.get("staff") ?? "";
  return {
    staffId: /^[0-9a-f-]{36}$/i.test(staffId) ? staffId : "",
    status: (LOGIN_STATUSES as readonly string[]).includes(status) ? (status as LoginStatus) : "",
    from: day("from"),
    to: day("to"),
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

/** What is wrong with the days typed, as a text key of loginHistory; null when they can be sent. */
export function datesProblem(filters: Pick<LoginFilters, "from" | "to">): "badDate" | "badRange" | null {
  const from = filters.from ? localDay(filters.from) : undefined;
  const to = filters.to ? localDay(filters.to) : undefined;
  if (from === null || to === null) return "badDate";
  if (from && to && to < from) return "badRange";
  return null;
}

/** The instants the API filters by: from the start of `from`, to the start of the day after `to`. */
export function dayEdges(filters: Pick<LoginFilters, "from" | "to">): { from?: string; to?: string } {
  const edges: { from?: string; to?: string } = {};
  const from = filters.from ? localDay(filters.from) : null;
  const to = filters.to ? localDay(filters.to) : null;
  if (from) edges.from = from.toISOString();
  if (to) edges.to = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
  return edges;
}

const two = (n: number) => String(n).padStart(2, "0");

/** The spec's date: HH:mm:ss DD/MM/YYYY, local time. */
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
