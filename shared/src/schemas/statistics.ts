import { z } from "zod";
import { deskSays } from "../i18n/message-key.js";
import { DELIVERY_TIMES_DEFAULT_DAYS } from "../rules/delivery-times.js";

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
  .describe(
    "Date range of at most five years; the last month when absent (by month: since 1 January of last year; delivery times: the last 90 days)",
  );

export interface DateRange {
  from: Date;
  to: Date;
}

/**
 * The first day of the last month that ends on a calendar day (year, month
 * from 0, day): the same day a month before, or that month's last day when it
 * is shorter (31 March: 28 or 29 February). In calendar parts, so that the API
 * (UTC days) and the desk (the operator's days) count the month alike; the
 * month may come out as -1, which `Date` reads as December of the year before.
 */
export function monthBefore(year: number, month: number, day: number): [number, number, number] {
  const lastDayBefore = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [year, month - 1, Math.min(day, lastDayBefore)];
}

/**
 * The default ranges: the last month, by month since 1 January of the
 * previous year, and delivery times over the last 90 days.
 *
 * The last month starts at the beginning (UTC) of its first day
 * (`monthBefore`), as the desk's own default range does. Whole days are read
 * from the daily counts alone; a start within a day would count that day's
 * rows one by one, which grows with the business (160 to 1,200 ms at
 * 3,000,000 parcels).
 */
export function statisticsRange(
  query: { from?: Date; to?: Date },
  now: Date,
  kind: "default" | "byMonth" | "delivery" = "default",
): DateRange {
  const to = query.to ?? now;
  if (query.from) return { from: query.from, to };
  if (kind === "byMonth") return { from: new Date(Date.UTC(to.getUTCFullYear() - 1, 0, 1)), to };
  if (kind === "delivery") return { from: new Date(to.getTime() - DELIVERY_TIMES_DEFAULT_DAYS * DAY_MS), to };
  return { from: new Date(Date.UTC(...monthBefore(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()))), to };
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

export const deliveryTimesResponseSchema = z.object({
  ...ok,
  deliveryTimes: z
    .array(
      z.object({
        carrierId: z.string(),
        carrier: z.string().describe("The carrier's name on its rate card"),
        warehouseCountry: z.string().describe("ISO alpha-2 of the warehouse it ships from"),
        country: z.string().describe("Destination, ISO alpha-2"),
        countryName: z.string().describe("Destination, in English"),
        delivered: z.number().int().describe("Parcels delivered in the range"),
        medianDays: z.number().describe("Median days from shipped to delivered, one decimal"),
        p90Days: z.number().describe("90th percentile of the same days, one decimal"),
        tooFew: z.boolean().describe("Fewer than 5 parcels: shown, but too few to judge the carrier by"),
      }),
    )
    .describe("By destination name, the rows that can be judged first, then by median"),
});
/** A carrier's delivery times to a destination, as the API answers them and the dashboard reads them. */
export type DeliveryTime = z.infer<typeof deliveryTimesResponseSchema>["deliveryTimes"][number];

export const totalResponseSchema = z.object({ ...ok, num: z.number().int() });

export const transactionsTotalResponseSchema = z.object({
  ...ok,
  transactionsNum: z.number().int(),
  transactionsVolume: z.array(
    z.object({ _id: z.string().describe("Currency"), sum: z.number().describe("In the currency, 2 decimals") }),
  ),
});

/** Claims filed in the range, and those approved in it with what they paid, per currency. */
export const claimsTotalResponseSchema = z.object({
  ...ok,
  filed: z.number().int().describe("Claims filed in the range"),
  approved: z.number().int().describe("Claims approved in the range"),
  paid: z.array(
    z.object({ currency: z.string(), sum: z.number().describe("Refunded or credited, in the currency, 2 decimals") }),
  ),
});
