import { z } from "zod";
import { countryByIso2, COUNTRIES } from "../data/countries.js";
import { integerField, messageResponse, numberField, okResponse, recordId } from "./common.js";
import { landedCostEstimateSchema } from "./landed-cost.js";
import { bothSay, deskSays, messageWith, says, type MessageKey } from "../i18n/message-key.js";
import { PARCEL_LIMITS } from "../rules/parcel-limits.js";

/**
 * Rates: carriers (the old product's shipping companies), their weight ranges
 * per zone, zones, and the calculator. Weights travel in kg, prices in dollars;
 * the API stores grams and cents.
 */

let byIso3: Map<string, string> | undefined;
/** ISO alpha-2 of an alpha-2 or alpha-3 code, any case; undefined when unknown. */
export function toIso2(code: string): string | undefined {
  const value = code.trim().toUpperCase();
  if (value.length === 2) return countryByIso2(value)?.iso2;
  byIso3 ??= new Map(COUNTRIES.map((c) => [c.iso3, c.iso2]));
  return value.length === 3 ? byIso3.get(value) : undefined;
}

/** A country of the known list, answered as ISO alpha-2. */
export const countryCode = (
  requiredKey: MessageKey = bothSay("countryRequired"),
  invalidKey: MessageKey = bothSay("invalidCountry"),
) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .transform((value, ctx) => {
      const iso2 = toIso2(value);
      if (!iso2) {
        ctx.addIssue({ code: "custom", message: invalidKey });
        return z.NEVER;
      }
      return iso2;
    })
    .describe("Country, ISO 3166 alpha-2 (alpha-3 accepted)");

// ---------------------------------------------------------------- calculator

/** What a parcel can physically weigh (parcel-limits.ts); what a carrier takes is its bands' business. */
const MAX_KG = PARCEL_LIMITS.maxWeightKg;

const weightKg = numberField(bothSay("weightRequired"), bothSay("invalidWeight"))
  .pipe(
    z
      .number()
      .positive(bothSay("outOfRange"))
      .max(MAX_KG, messageWith(bothSay("weightMax"), { max: MAX_KG })),
  )
  .describe(`Actual weight, kg (at most ${MAX_KG})`);
const dimension = (key: "height" | "width" | "length") =>
  numberField(bothSay(`${key}Required`), bothSay("invalidDimensions"))
    .pipe(z.number().positive(bothSay("invalidDimensions")).max(10_000, bothSay("invalidDimensions")))
    .describe(`${key[0]!.toUpperCase()}${key.slice(1)}, cm`);

/**
 * POST /api/users/calc_shipping. Dimensions are optional (the actual weight
 * alone is then charged), but all three or none.
 */
export const calcShippingRequestSchema = z
  .object({
    weight: weightKg,
    country: countryCode(),
    warehouse: recordId(bothSay("warehouseRequired"), bothSay("invalidWarehouse")).describe(
      "Warehouse shipping the parcel (GET /api/addresses/company)",
    ),
    height: dimension("height").optional(),
    width: dimension("width").optional(),
    length: dimension("length").optional(),
    declaredValue: numberField(says("declaredValueRequired"), says("invalidDeclaredValue"))
      .pipe(z.number().min(0, says("invalidDeclaredValue")).max(1_000_000, says("invalidDeclaredValue")))
      .optional()
      .describe("Value of the goods, dollars: each price then carries its duty and VAT estimate"),
  })
  .superRefine((value, ctx) => {
    const given = [value.height, value.width, value.length].filter((d) => d !== undefined).length;
    if (given === 0 || given === 3) return;
    for (const key of ["height", "width", "length"] as const) {
      if (value[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: bothSay(`${key}Required`) });
    }
  })
  .describe("A quote from the public calculator");
export type CalcShippingRequest = z.input<typeof calcShippingRequestSchema>;

/** POST /api/users/side_calc_shipping: every field required, no warehouse. */
export const sideCalcShippingRequestSchema = z
  .object({
    weight: weightKg,
    country: countryCode(),
    height: dimension("height"),
    width: dimension("width"),
    length: dimension("length"),
  })
  .describe("A quote from the side calculator (the side rate card)");
export type SideCalcShippingRequest = z.input<typeof sideCalcShippingRequestSchema>;

export const priceLineSchema = z
  .object({
    _id: z.string().describe("Carrier id"),
    name: z.string(),
    nameAR: z.string(),
    logo: z.string().nullable().describe("Logo under /uploads/"),
    price: z.number().describe("US dollars"),
    minShipTime: z.number().int(),
    maxShipTime: z.number().int(),
    warehouse: z.string().describe("Warehouse id"),
    chargeableWeight: z.number().describe("Weight charged by this carrier, kg"),
    landedCost: landedCostEstimateSchema
      .optional()
      .describe("With a declared value, for a destination of the landed-cost table"),
  })
  .describe("One carrier's price");
export type PriceLine = z.infer<typeof priceLineSchema>;

export const calcShippingResponseSchema = okResponse({
  prices: z.array(priceLineSchema).describe("Cheapest first; the first is recommended"),
});

// ------------------------------------------------------------------ carriers

export const rangeSchema = z
  .object({
    _id: z.string(),
    from: z.number().describe("kg, excluded"),
    to: z.number().describe("kg, included"),
    price: z.number().describe("US dollars"),
    zone: z.string().describe("Zone id"),
    zoneName: z.string(),
  })
  .describe("Weight range");
export type Range = z.infer<typeof rangeSchema>;

export const carrierSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    nameAR: z.string(),
    dimensionalWeight: z.number().int().describe("Volumetric divisor, cm³ per kg"),
    minShipTime: z.number().int(),
    maxShipTime: z.number().int(),
    warehouse: z.string().describe("Warehouse id"),
    logoImage: z.string().nullable().describe("Logo under /uploads/"),
    isActive: z.boolean(),
    rateCard: z.enum(["main", "side"]),
    ranges: z.array(rangeSchema),
    engineLink: z
      .object({ carrier: z.string(), service: z.string() })
      .nullable()
      .describe("The shipping engine's carrier and service it is linked to; null: manual (tracking typed in)"),
  })
  .describe("Carrier (shipping company)");
export type Carrier = z.infer<typeof carrierSchema>;

const carrierFields = {
  name: z
    .string({ error: deskSays("nameRequired") })
    .trim()
    .min(1, deskSays("nameRequired"))
    .max(100, deskSays("tooLong")),
  nameAR: z
    .string({ error: deskSays("nameArRequired") })
    .trim()
    .min(1, deskSays("nameArRequired"))
    .max(100, deskSays("tooLong")),
  dimensionalWeight: integerField(deskSays("invalidDivisor"), deskSays("invalidDivisor"))
    .pipe(z.number().min(1, deskSays("invalidDivisor")).max(100_000, deskSays("invalidDivisor")))
    .optional()
    .describe("Volumetric divisor, 5000 when absent"),
  minShipTime: integerField(deskSays("minShipTimeRequired"), deskSays("invalidShipTime")).pipe(
    z.number().min(0, deskSays("invalidShipTime")).max(365, deskSays("invalidShipTime")),
  ),
  maxShipTime: integerField(deskSays("maxShipTimeRequired"), deskSays("invalidShipTime")).pipe(
    z.number().min(0, deskSays("invalidShipTime")).max(365, deskSays("invalidShipTime")),
  ),
  warehouse: recordId(deskSays("warehouseRequired"), deskSays("invalidWarehouse")),
};
const shipTimesInOrder = (value: { minShipTime: number; maxShipTime: number }, ctx: z.RefinementCtx) => {
  if (value.maxShipTime < value.minShipTime) {
    ctx.addIssue({ code: "custom", path: ["maxShipTime"], message: deskSays("maxShipTimeBelowMin") });
  }
};

/** The text fields of create_shipping_company (multipart, with the file logoImage). */
export const createCarrierFormSchema = z.object(carrierFields).superRefine(shipTimesInOrder).describe("A new carrier");
export type CreateCarrierForm = z.input<typeof createCarrierFormSchema>;

const carrierEditSchema = z
  .object({ id: recordId(deskSays("idRequired")), ...carrierFields })
  .superRefine(shipTimesInOrder);

/**
 * update_shipping_company: `{id, activate}` switches a carrier on or off;
 * without `activate`, every field of the carrier is required.
 */
export const updateCarrierRequestSchema = z
  .looseObject({
    id: recordId(deskSays("idRequired")),
    activate: z.boolean({ error: deskSays("invalidBoolean") }).optional(),
  })
  .transform((value, ctx) => {
    if (value.activate !== undefined) return { kind: "activate" as const, id: value.id, activate: value.activate };
    const edit = carrierEditSchema.safeParse(value);
    if (!edit.success) {
      for (const issue of edit.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { kind: "edit" as const, ...edit.data };
  })
  .describe("Switch a carrier on or off, or edit its fields");
export type UpdateCarrierRequest = z.input<typeof updateCarrierRequestSchema>;

/** update_shipping_company_logo: multipart, the carrier's id and its new logo as the file logoImage. */
export const carrierLogoFormSchema = z
  .object({ id: recordId(deskSays("idRequired")) })
  .describe("A carrier's new logo");

/** A band's bound: a carrier may take anything a parcel can weigh, and no more. */
const kg = (requiredKey: MessageKey) =>
  numberField(requiredKey, deskSays("invalidWeight")).pipe(
    z
      .number()
      .min(0, deskSays("invalidWeight"))
      .max(MAX_KG, messageWith(deskSays("weightMax"), { max: MAX_KG })),
  );
const rangeFields = {
  from: kg(deskSays("fromRequired")),
  to: kg(deskSays("toRequired")),
  price: numberField(deskSays("priceRequired"), deskSays("invalidPrice")).pipe(
    z.number().min(0, deskSays("invalidPrice")).max(1_000_000, deskSays("invalidPrice")),
  ),
  zone: recordId(deskSays("zoneRequired"), deskSays("invalidZone")),
};
const fromBelowTo = (value: { from: number; to: number }, ctx: z.RefinementCtx) => {
  if (!(value.from < value.to)) ctx.addIssue({ code: "custom", path: ["to"], message: deskSays("toNotAboveFrom") });
};

export const createRangeRequestSchema = z
  .object({ ...rangeFields, company: recordId(deskSays("companyRequired")) })
  .superRefine(fromBelowTo)
  .describe("A weight range of a carrier for a zone: (from, to] kg, price in dollars");
export type CreateRangeRequest = z.input<typeof createRangeRequestSchema>;

export const editRangeRequestSchema = z
  .object({ ...rangeFields, rangeId: recordId(deskSays("rangeRequired")) })
  .superRefine(fromBelowTo)
  .describe("New bounds, price and zone of a range");
export type EditRangeRequest = z.input<typeof editRangeRequestSchema>;

export const deleteRangeRequestSchema = z.object({ rangeId: recordId(deskSays("rangeRequired")) });

export const carriersResponseSchema = okResponse({ results: z.array(carrierSchema) });
export const carrierResponseSchema = messageResponse({
  company: carrierSchema,
});
export const rangeResponseSchema = messageResponse({ range: rangeSchema });

/** GET /api/users/shipping_companies: the main card's carriers, for customers and staff pickers. */
export const shippingCompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameAR: z.string(),
  logoImage: z.string().nullable(),
  minShipTime: z.number().int(),
  maxShipTime: z.number().int(),
  warehouse: z.string(),
  isActive: z.boolean(),
});
export const shippingCompaniesResponseSchema = okResponse({
  companies: z.array(shippingCompanySchema),
});

// --------------------------------------------------------------------- zones

export const zoneSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    countries: z.array(z.string()).describe("ISO alpha-2 codes"),
  })
  .describe("Zone: a named set of destination countries");
export type Zone = z.infer<typeof zoneSchema>;

const zoneCountries = z
  .array(countryCode(deskSays("invalidCountry"), deskSays("invalidCountry")), { error: deskSays("invalidCountries") })
  .max(COUNTRIES.length, deskSays("invalidCountries"))
  .transform((codes) => [...new Set(codes)].sort());

export const addZoneRequestSchema = z
  .object({
    name: z
      .string({ error: deskSays("Please fill all fields") })
      .trim()
      .min(1, deskSays("Please fill all fields"))
      .max(100, deskSays("tooLong")),
    countries: zoneCountries.default([]),
  })
  .describe("A new zone");
export type AddZoneRequest = z.input<typeof addZoneRequestSchema>;

export const editZoneRequestSchema = z
  .object({
    countries: zoneCountries,
    name: z.string().trim().min(1, deskSays("Please fill all fields")).max(100, deskSays("tooLong")).optional(),
    allowUncovered: zoneCountries
      .default([])
      .describe(
        "Countries the change may leave in no zone (ISO codes), as confirmed; any other left in none: 409 COUNTRIES_UNCOVERED naming them",
      ),
  })
  .describe("The zone's countries (and optionally its name)");
export type EditZoneRequest = z.input<typeof editZoneRequestSchema>;

export const ZONE_SORT_KEYS = ["name", "countries"] as const;
export type ZoneSortKey = (typeof ZONE_SORT_KEYS)[number];

/** GET /api/zones: every zone, by name unless asked by its number of countries. */
export const zonesQuerySchema = z.object({
  sort: z.enum(ZONE_SORT_KEYS).optional().describe("Order: by name (the default) or number of countries, then name"),
  desc: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
export type ZonesQuery = z.input<typeof zonesQuerySchema>;

export const zonesResponseSchema = okResponse({ zones: z.array(zoneSchema) });
export const zoneResponseSchema = messageResponse({ zone: zoneSchema });

/** The body of 409 COUNTRIES_UNCOVERED: the countries the change would leave in no zone. */
export const countriesUncoveredSchema = z.object({
  countries: z.array(z.string()).describe("ISO alpha-2 codes, in no zone once the change is saved"),
});
