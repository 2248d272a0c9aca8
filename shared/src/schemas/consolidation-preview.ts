import { z } from "zod";
import { okResponse } from "./common.js";
import { assemblePackagesField } from "./parcels-customer.js";
import { countryCode, priceLineSchema } from "./rates.js";

/**
 * POST /api/packages/consolidation_preview: what consolidating these parcels
 * would save, per carrier of their warehouse, to one destination. Prices in
 * dollars and weights in kg, as the calculator answers them; the
 * consolidated parcel's measures are an estimate (rules/consolidation-estimate.ts).
 */
export const consolidationPreviewRequestSchema = z
  .object({
    packages: assemblePackagesField,
    country: countryCode(),
  })
  .describe("Parcels one could consolidate, and where they would go");
export type ConsolidationPreviewRequest = z.input<typeof consolidationPreviewRequestSchema>;

// A plain union: two refusals share `ok: false`, so `ok` alone cannot tell the three apart.
const offerSchema = z
  .union([
    z.object({
      ok: z.literal(true),
      price: z.number().describe("US dollars"),
      chargeableWeight: z.number().describe("Weight charged, kg"),
    }),
    z.object({
      ok: z.literal(false),
      reason: z.literal("tooHeavy").describe("Above the carrier's last weight band for the destination"),
      maxWeight: z.number().describe("The most the carrier takes to the destination, kg"),
    }),
    z.object({
      ok: z.literal(false),
      reason: z.literal("outOfRange").describe("Between the carrier's weight bands, or below the first"),
    }),
  ])
  .describe("A price, or why the carrier cannot carry it");
export type ConsolidationOffer = z.infer<typeof offerSchema>;

const carrierSavingSchema = priceLineSchema
  .pick({ _id: true, name: true, nameAR: true, logo: true, minShipTime: true, maxShipTime: true })
  .extend({
    separately: offerSchema.describe("Each parcel shipped on its own: prices and chargeable weights added up"),
    together: offerSchema.describe("The consolidated parcel, on the estimated measures"),
    saving: z
      .object({
        amount: z.number().describe("US dollars; negative when consolidating costs more"),
        percent: z.number().int().describe("Of the separate price"),
      })
      .nullable()
      .describe("Null unless both are priced"),
  })
  .describe("One carrier: separately against together");
export type CarrierSaving = z.infer<typeof carrierSavingSchema>;

export const consolidationPreviewResponseSchema = okResponse({
  country: z.string().describe("Destination, ISO alpha-2"),
  estimate: z
    .object({
      weight: z.number().describe("The actual weights added up, kg"),
      length: z.number().describe("cm"),
      width: z.number().describe("cm"),
      height: z.number().describe("cm"),
    })
    .describe("The consolidated parcel as estimated: the parcels laid flat and stacked"),
  carriers: z
    .array(carrierSavingSchema)
    .describe("Carriers serving the destination, cheapest together first; those that cannot carry it last"),
});
export type ConsolidationPreview = z.infer<typeof consolidationPreviewResponseSchema>;
