import { z } from "zod";
import { deskSays } from "../i18n/message-key.js";

/**
 * The staff dashboard's numbers over a date range. A date alone (YYYY-MM-DD)
 * covers that whole day, so `to` is included.
 */

export const USD_TO_EUR = 0.93;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const when = (edge: "from" | "to") =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: deskSays("invalidDate") });
        return z.NEVER;
      }
      // "to" of a date alone is the start of the next day, excluded.
      if (edge === "to" && DATE_ONLY.test(value)) date.setUTCDate(date.getUTCDate() + 1);
      return date;
    });

/** The longest range a statistics call covers: five years, the longest the charts stay readable over. */
export const STATISTICS_MAX_DAYS = 5 * 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const statisticsQuerySchema = z
  .object({ from: when("from").describe("Start, included"), to: when("to").describe("End, included") })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from >= value.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: deskSays("toBeforeFrom") });
    } else if (value.from && value.to && value.to.getTime() - value.from.getTime() > STATISTICS_MAX_DAYS * DAY_MS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: deskSays("rangeTooLong") });
    }
  })
  .describe("Date range of at most five years; the last month when absent (by month: since 1 January of last year)");

export interface DateRange {
  from: Date;
  to: Date;
}

/** The default ranges: the last month, and by month since 1 January of the previous year. */
export function statisticsRange(
  query: { from?: Date; to?: Date },
  now: Date,
  kind: "default" | "byMonth" = "default",
): DateRange {
  const to = query.to ?? now;
  if (query.from) return { from: query.from, to };
  if (kind === "byMonth") return { from: new Date(Date.UTC(to.getUTCFullYear() - 1, 0, 1)), to };
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 1);
  return { from, to };
}

const ok = { error: z.literal(false) };

export const packagesByCountryResponseSchema = z.object({
  ...ok,
  packagesByCountry: z.array(z.object({ country: z.string().describe("ISO alpha-2"), count: z.number().int() })),
});

export const packagesByCompanyResponseSchema = z.object({
  ...ok,
  packagesByCompany: z.array(
    z.object({
      _id: z.string().describe("Carrier name"),
      carrierId: z.string(),
      warehouseCountry: z.string(),
      packagesCount: z.number().int(),
    }),
  ),
});

export const packagesByMonthResponseSchema = z.object({
  ...ok,
  packagesByMonth: z.array(z.object({ _id: z.string().describe("YYYY-MM"), shippedCount: z.number().int() })),
});

export const totalResponseSchema = z.object({ ...ok, num: z.number().int() });

export const transactionsTotalResponseSchema = z.object({
  ...ok,
  transactionsNum: z.number().int(),
  transactionsVolume: z.array(
    z.object({ _id: z.string().describe("Currency"), sum: z.number().describe("In the currency, 2 decimals") }),
  ),
});
