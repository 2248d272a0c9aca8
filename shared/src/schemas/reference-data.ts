import { z } from "zod";
import { languageSchema, okResponse } from "./common.js";

/**
 * The public reference data: the countries, the euro rate and the visitor's country. A module of
 * its own, so that a public page asking for them (the calculator) does not load the account's
 * schemas and the phone numbers' metadata they need.
 */

export const countrySchema = z
  .object({
    name: z.string().describe("In the language asked for"),
    names: z.object({ ar: z.string(), en: z.string(), fr: z.string() }),
    iso_2: z.string(),
    iso_3: z.string(),
    dialCode: z.string().describe('Digits, without "+"'),
    icon: z.string().describe("Flag emoji"),
  })
  .describe("Country");
export type CountryEntry = z.infer<typeof countrySchema>;

export const countriesQuerySchema = z.object({ lang: languageSchema.optional().default("en") });
export const countriesResponseSchema = okResponse({ countries: z.array(countrySchema) });

export const euroRateResponseSchema = okResponse({
  rateData: z.string().describe("The ECB daily XML; the rate is Cube/Cube/Cube[@currency='USD']/@rate"),
  rate: z.number().positive().describe("US dollars for one euro"),
  currency: z.literal("USD"),
  date: z.string().nullable().describe("The ECB reference date, null for the built-in value"),
  stale: z.boolean().describe("True when the source could not be reached and a kept value answers"),
});
export type EuroRateResponse = z.infer<typeof euroRateResponseSchema>;

/** The visitor's country, found from the request's IP. */
export const visitorCountryResponseSchema = z.object({
  error: z.literal(false),
  country: z.string().length(2).nullable(),
});
