import { DELIVERY_TIMES_DEFAULT_DAYS } from "@ipf/shared/rules/delivery-times";
import { monthBefore, STATISTICS_MAX_DAYS, USD_TO_EUR } from "@ipf/shared/schemas/statistics";

/**
 * The statistics dashboard's pure rules: default ranges, range checks, chart
 * steps, the euro conversion and the rows each export writes.
 */

export interface DayRange {
  /** YYYY-MM-DD, included. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar day as YYYY-MM-DD, read in the operator's time zone (the date picker's days). */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day as a local midnight Date (what the date picker shows). */
export function dateOf(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The default range: the last month, up to today. */
export function defaultRange(today: Date): DayRange {
  const from = new Date(...monthBefore(today.getFullYear(), today.getMonth(), today.getDate()));
  return { from: dayOf(from), to: dayOf(today) };
}

/** The by-month chart's default: from 1 January of last year to today. */
export function defaultMonthRange(today: Date): DayRange {
  return { from: `${today.getFullYear() - 1}-01-01`, to: dayOf(today) };
}

/** The delivery times' default, as the days an export is named after: the last 90 days, up to today. */
export function defaultDeliveryRange(today: Date): DayRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DELIVERY_TIMES_DEFAULT_DAYS);
  return { from: dayOf(from), to: dayOf(today) };
}

export type RangeProblem = "missing" | "toBeforeFrom" | "rangeTooLong";

/** What is wrong with a picked range, if anything (the API checks the same). */
export function rangeProblem(from: Date | null, to: Date | null): RangeProblem | null {
  if (!from || !to) return "missing";
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  if (end < start) return "toBeforeFrom";
  // The API counts to the end of the last day.
  if ((end - start) / 86_400_000 + 1 > STATISTICS_MAX_DAYS) return "rangeTooLong";
  return null;
}

/** Every month of the range, the ones without shipments at 0, so the chart has no holes. */
export function fillMonths(
  rows: { month: string; count: number }[],
  range: DayRange,
): { month: string; count: number }[] {
  const counts = new Map(rows.map((row) => [row.month, row.count]));
  const [fy, fm] = range.from.split("-").map(Number);
  const [ty, tm] = range.to.split("-").map(Number);
  const out: { month: string; count: number }[] = [];
  for (let y = fy ?? 0, m = fm ?? 1; y < (ty ?? 0) || (y === ty && m <= (tm ?? 0)); m === 12 ? ((m = 1), y++) : m++) {
    const month = `${y}-${pad(m)}`;
    out.push({ month, count: counts.get(month) ?? 0 });
  }
  return out;
}

/**
 * Value-axis ticks: multiples of the chart's step (5 for countries, 10 for
 * months), widened to keep about five ticks when the counts are large.
 */
export function axisTicks(max: number, step: number): number[] {
  let interval = step;
  for (let power = 1; Math.ceil(max / interval) > 5; power *= 10) {
    interval = [1, 2, 5].map((n) => step * n * power).find((n) => Math.ceil(max / n) <= 5) ?? step * 10 * power;
  }
  const top = Math.max(interval, Math.ceil(max / interval) * interval);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += interval) ticks.push(v);
  return ticks;
}

/** A currency's volume in euros: USD times 0.93, euros as they are, other currencies not converted. */
export function inEuros(currency: string, sum: number): number | null {
  if (currency === "EUR") return round2(sum);
  if (currency === "USD") return round2(sum * USD_TO_EUR);
  return null;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A series as the rows of a worksheet: a header, then one row per value. */
export function sheetRows(header: string[], rows: (string | number | null)[][]): (string | number)[][] {
  return [header, ...rows.map((row) => row.map((cell) => cell ?? ""))];
}

/** The export's file name: the series and the range, e.g. parcels-by-country_2026-01-01_2026-01-31.xlsx. */
export function exportFileName(series: string, range: DayRange): string {
  return `${series}_${range.from}_${range.to}.xlsx`;
}
