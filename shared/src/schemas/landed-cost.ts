/**
 * Landed cost on the wire: the table's rows as admins list and edit them,
 * and the duty and VAT estimate the calculator and the pay dialog show
 * (rules/landed-cost.ts). Rates in percent, amounts and thresholds in
 * dollars. Message keys: the desktop's landedCost.validation ones.
 */
import { z } from "zod";
import { LANDED_COST_BASES } from "../data/landed-cost.js";
import { messageResponse, okResponse } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

const MAX_THRESHOLD = 100_000;

const percent = z
  .number({ error: (issue) => (issue.input === undefined ? deskSays("rateRequired") : deskSays("invalidRate")) })
  .min(0, deskSays("invalidRate"))
  .max(100, deskSays("invalidRate"))
  .multipleOf(0.01, deskSays("invalidRate"));

const threshold = z
  .number({ error: deskSays("invalidThreshold") })
  .min(0, deskSays("invalidThreshold"))
  .max(MAX_THRESHOLD, deskSays("invalidThreshold"))
  .multipleOf(0.01, deskSays("invalidThreshold"))
  .nullable()
  .describe("Dollars; customs values at or below it are not charged; null: no threshold");

const chapterRates = z
  .record(z.string().regex(/^\d{2}$/, deskSays("invalidChapter")), percent, { error: deskSays("invalidChapter") })
  .refine((rates) => Object.keys(rates).length <= 99, deskSays("invalidChapter"))
  .describe('Duty by HS chapter, percent ({"61": 12})');

const basis = z
  .enum(LANDED_COST_BASES, { error: deskSays("invalidBasis") })
  .describe("fob: goods only; cif: goods and shipping");

export const landedCostEditRequestSchema = z
  .object({
    vatRate: percent.describe("VAT/GST on imports, percent"),
    dutyRate: percent.describe("Duty when the chapter has no rate of its own, percent"),
    chapterDutyRates: chapterRates,
    dutyDeMinimis: threshold,
    vatDeMinimis: threshold,
    basis,
    note: z
      .string({ error: deskSays("invalidNote") })
      .trim()
      .max(500, deskSays("tooLong"))
      .describe("Sources, for staff"),
  })
  .describe("A country's duty and VAT figures");
export type LandedCostEdit = z.infer<typeof landedCostEditRequestSchema>;

export const landedCostCountryParamsSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, deskSays("invalidCountry"))
    .describe("ISO 3166 alpha-2"),
});

export const landedCostRowSchema = z
  .object({
    _id: z.string().describe("The country, ISO 3166 alpha-2"),
    country: z.string(),
    vatRate: z.number(),
    dutyRate: z.number(),
    chapterDutyRates: z.record(z.string(), z.number()),
    dutyDeMinimis: z.number().nullable(),
    vatDeMinimis: z.number().nullable(),
    basis: z.enum(LANDED_COST_BASES),
    note: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable().describe("Username of the staff member who last changed it; null: the seed"),
  })
  .describe("A destination's duty and VAT figures");
export type LandedCostRowView = z.infer<typeof landedCostRowSchema>;

export const landedCostListResponseSchema = okResponse({ countries: z.array(landedCostRowSchema) });
export const landedCostEditResponseSchema = messageResponse({ country: landedCostRowSchema });

export const landedCostEstimateSchema = z
  .object({
    basis: z.enum(LANDED_COST_BASES),
    goodsValue: z.number().describe("Declared value, dollars"),
    customsValue: z.number().describe("What duty and VAT are computed on, dollars"),
    duty: z.number(),
    vat: z.number(),
    total: z.number().describe("Duty and VAT, dollars"),
    dutyBelowDeMinimis: z.boolean(),
    vatBelowDeMinimis: z.boolean(),
    dutyDeMinimis: z.number().nullable(),
    vatDeMinimis: z.number().nullable(),
    vatRate: z.number(),
  })
  .describe("An estimate of the import duty and VAT at the destination: not a customs assessment");
export type LandedCostEstimateView = z.infer<typeof landedCostEstimateSchema>;

/** GET /api/packages/landed_cost/:id: one estimate per shipping offer; none when the destination has no row. */
export const parcelLandedCostResponseSchema = okResponse({
  country: z.string().nullable().describe("The destination of the shipping request"),
  estimates: z.array(z.object({ methodId: z.string(), estimate: landedCostEstimateSchema })),
});
export type ParcelLandedCost = z.infer<typeof parcelLandedCostResponseSchema>;
