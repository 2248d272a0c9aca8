/**
 * A list filtered by a range of days typed as YYYY-MM-DD (the login history,
 * the transactions): which days are real, whether the range is the right
 * way round, and the instants the API filters by.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days as typed, "" for none. */
export interface DayRange {
  from: string;
  to: string;
}

/** A YYYY-MM-DD day at local midnight; null when it is no real day (2026-02-30). */
export function localDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A day read from the URL: kept when it is a real day, else "" (no filter). */
export function dayParam(search: URLSearchParams, key: string): string {
  const text = search.get(key) ?? "";
  return localDay(text) ? text : "";
}

/** What is wrong with the days typed, as a text key of the screen; null when they can be sent. */
export function datesProblem(range: DayRange): "badDate" | "badRange" | null {
  const from = range.from ? localDay(range.from) : undefined;
  const to = range.to ? localDay(range.to) : undefined;
  if (from === null || to === null) return "badDate";
  if (from && to && to < from) return "badRange";
  return null;
}

/** The instants the API filters by: from the start of `from`, to the start of the day after `to` (so `to` is in). */
export function dayEdges(range: DayRange): { from?: string; to?: string } {
  const edges: { from?: string; to?: string } = {};
  const from = range.from ? localDay(range.from) : null;
  const to = range.to ? localDay(range.to) : null;
  if (from) edges.from = from.toISOString();
  if (to) edges.to = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
  return edges;
}
