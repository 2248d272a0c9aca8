/**
 * The shipping engine's live rates for a shipping request awaiting approval:
 * per carrier of the parcel's warehouse linked to the engine, what it costs
 * us and the margin the rate card's price leaves. Amounts are integer cents.
 */
import { z } from "zod";
import { okResponse } from "./common.js";

const cents = z.number().int();

export const marginSchema = z
  .object({
    cents: cents.describe("Price minus cost, dollar cents (negative: a loss)"),
    percent: z.number().nullable().describe("The margin as a share of the price, one decimal; null at a price of 0"),
  })
  .describe("A price's margin over the engine's cost");

export const liveRateSchema = z
  .object({
    company: z.string().describe("The rate-card carrier's id"),
    engineCarrier: z.string(),
    engineService: z.string(),
    cardPriceCents: cents
      .nullable()
      .describe("The rate card's price for this parcel, dollar cents; null when it has none"),
    cost: z
      .object({ cents, currency: z.string() })
      .nullable()
      .describe("The engine's rate as it answered, cents of its currency; null when it gave none"),
    costCents: cents
      .nullable()
      .describe("The cost in dollar cents (converted when the engine answered in euros); null when not known"),
    cardMargin: marginSchema.nullable().describe("The rate card's price minus the cost"),
    transitDays: z.number().int().nullable(),
    refusal: z.string().nullable().describe("Why the engine gave no rate for this parcel, as it worded it"),
  })
  .describe("The live rate of one carrier linked to the shipping engine");

/** GET /api/packages/approval/live-rates/:id. */
export const liveRatesResponseSchema = okResponse({
  engine: z.enum(["karrio", "local", "none"]).describe("karrio, its local stand-in, or none (the rate card only)"),
  currency: z.literal("USD").describe("The offers' currency, that costCents and margins are in"),
  euroRate: z
    .object({ usdPerEur: z.number(), date: z.string().nullable(), stale: z.boolean() })
    .nullable()
    .describe("The rate euros were converted at, when some were"),
  rates: z.array(liveRateSchema).describe("One per active carrier of the warehouse linked to the engine"),
});

export type LiveRatesAnswer = z.infer<typeof liveRatesResponseSchema>;
export type LiveRateLine = z.infer<typeof liveRateSchema>;
