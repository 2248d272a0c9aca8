/**
 * Field schemas the parcel requests share. Requests come as JSON or as
 * multipart text (numbers and flags as strings): every field here reads both.
 * Units on the wire are the old product's (kg, cm, dollars, euros); the parsed
 * values are the database's (grams, cm, cents).
 *
 * Messages are i18n keys: codeRequired (the old product's key for a missing
 * intake field), invalidNumber, wholeNumber, positiveNumber, minZero,
 * tooLarge, invalidCountry, invalidType, weightMax (with its bound: "weightMax?max=1000"),
 * and the bounds with their value (atLeast, atMost, maxChars: "atMost?max=30&unit=kg").
 */
import { z } from "zod";
import { COUNTRIES, countryByIso2 } from "../data/countries.js";
import { numberOfText } from "../rules/numbers.js";
import { PARCEL_LIMITS } from "../rules/parcel-limits.js";
import {
  atLeast,
  atMost,
  bothSay,
  deskSays,
  maxChars,
  messageWith,
  type BoundUnit,
  type MessageKey,
} from "../i18n/message-key.js";

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A number, from JSON or a form string ("1,5" and "١٫٥" read as 1.5: rules/numbers.ts). */
export function numberField(required = "codeRequired") {
  return z.preprocess(
    (value) => numberOfText(blankToUndefined(value)),
    z.number({ error: (issue) => (issue.input === undefined ? required : bothSay("invalidNumber")) }),
  );
}

/**
 * Kilograms on the wire, integer grams parsed; above 0, at most what a parcel
 * can physically weigh (parcel-limits.ts). Which carriers take it is the
 * rate card's answer, not this field's.
 */
export const weightField = numberField()
  .pipe(
    z
      .number()
      .positive(bothSay("positiveNumber"))
      .max(PARCEL_LIMITS.maxWeightKg, messageWith(deskSays("weightMax"), { max: PARCEL_LIMITS.maxWeightKg })),
  )
  .transform((kg) => Math.round(kg * 1000))
  .pipe(z.number().int().min(1, bothSay("positiveNumber")))
  .describe("Weight in kg");

/** Centimetres, one decimal kept; above 0, at most the longest side a carrier takes (parcel-limits.ts). */
export const centimetresField = numberField()
  .pipe(
    z.number().positive(bothSay("positiveNumber")).max(PARCEL_LIMITS.maxSideCm, atMost(PARCEL_LIMITS.maxSideCm, "cm")),
  )
  .transform((cm) => Math.round(cm * 10) / 10)
  .pipe(z.number().min(0.1, bothSay("positiveNumber")))
  .describe("Length in cm");

/** The largest amount a form takes, in dollars or euros: more is a slip of the keyboard. */
export const MAX_AMOUNT = 1_000_000;

/**
 * Money in units (dollars or euros) on the wire, integer cents parsed; at
 * least 0. `currency` names the bound in its message ("At most €1,000,000").
 */
export const amountField = (currency?: Extract<BoundUnit, "EUR" | "USD">) =>
  numberField()
    .pipe(z.number().min(0, bothSay("minZero")).max(MAX_AMOUNT, atMost(MAX_AMOUNT, currency)))
    .transform((amount) => Math.round(amount * 100))
    .describe("Amount, at least 0");

/** An amount in dollars or euros, as the field says. */
export const centsField = amountField();
/** A price in euros (declared contents). */
export const eurosField = amountField("EUR");

/** A declared line counts at least one item: a line of nothing declares nothing. */
export const quantityField = numberField()
  .pipe(
    z
      .number()
      .int(bothSay("wholeNumber"))
      .min(PARCEL_LIMITS.minQuantity, atLeast(PARCEL_LIMITS.minQuantity))
      .max(PARCEL_LIMITS.maxQuantity, atMost(PARCEL_LIMITS.maxQuantity)),
  )
  .describe("Quantity, at least 1");

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off", ""]);

/** A yes/no flag: true/false, "true"/"false", "Yes"/"No", 1/0; missing is false. */
export const flagField = z
  .preprocess(
    (value) => {
      if (value === undefined || value === null) return false;
      if (typeof value === "number") return value === 1 ? true : value === 0 ? false : value;
      if (typeof value === "string") {
        const v = value.trim().toLowerCase();
        if (TRUE.has(v)) return true;
        if (FALSE.has(v)) return false;
      }
      return value;
    },
    z.boolean({ error: bothSay("invalidFlag") }),
  )
  .describe("Yes or no");

/** A flag that stays undefined when absent (filters that default elsewhere). */
export const optionalFlagField = z.preprocess(
  (value) => (value === undefined || value === "" ? undefined : value),
  flagField.optional(),
);

/** Our ids (uuid). */
export const idField = (required: MessageKey = bothSay("codeRequired")) =>
  z.preprocess(
    blankToUndefined,
    z.guid({ error: (issue) => (issue.input === undefined ? required : bothSay("invalidId")) }),
  );

/**
 * A parcel named either way the front ends hold it: our id (uuid) or the parcel
 * code (the old product's packageId), case-blind.
 */
export const parcelRefField = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: bothSay("codeRequired") })
      .trim()
      .min(1, bothSay("codeRequired"))
      .max(64),
  )
  .describe("The parcel's _id or its packageId");

export const parcelIdParamsSchema = z.object({ id: parcelRefField });

/** A track number: trimmed, upper case. */
export const trackNumberField = z
  .preprocess(blankToUndefined, z.string({ error: bothSay("codeRequired") }))
  .pipe(
    z
      .string()
      .trim()
      .min(1, bothSay("codeRequired"))
      .max(PARCEL_LIMITS.maxTrackNumberLength, bothSay("tooLarge"))
      .transform((value) => value.toUpperCase()),
  )
  .describe("Track number, stored upper case");

/** Free text up to `max` characters, trimmed; blank is null. */
export const noteField = (max = 1000) =>
  z
    .preprocess(blankToUndefined, z.string().trim().max(max, maxChars(max)).optional())
    .transform((value) => value ?? null);

// The catalogue's English names are formal ("People's Republic of China");
// the intake form's default is "China". Common short names read too.
const SHORT_NAMES: Record<string, string> = {
  china: "CN",
  russia: "RU",
  "south korea": "KR",
  korea: "KR",
  taiwan: "TW",
  iran: "IR",
  syria: "SY",
  turkey: "TR",
  "united states": "US",
  usa: "US",
  uk: "GB",
  "great britain": "GB",
  czechia: "CZ",
  moldova: "MD",
  laos: "LA",
  tanzania: "TZ",
};
const countryNames = new Map<string, string>(Object.entries(SHORT_NAMES));
for (const country of COUNTRIES) {
  for (const name of [country.names.en, country.names.fr, country.names.ar, country.iso3]) {
    countryNames.set(name.toLowerCase(), country.iso2);
  }
}

/** A country of origin: ISO alpha-2 ("CN") or a name in any interface language ("China"); parsed to alpha-2. */
export const countryField = z
  .preprocess(blankToUndefined, z.string({ error: bothSay("codeRequired") }))
  .transform((value, ctx) => {
    const v = value.trim();
    const iso2 = countryByIso2(v.toUpperCase())?.iso2 ?? countryNames.get(v.toLowerCase());
    if (!iso2) {
      ctx.addIssue({ code: "custom", message: bothSay("invalidCountry") });
      return z.NEVER;
    }
    return iso2;
  })
  .describe("Country, ISO 3166 alpha-2 or name");

export const ITEM_TYPES = ["Mail", "Parcels"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** One declared content line ("details"); price in euros. */
export const detailLineSchema = z
  .object({
    description: z
      .preprocess(blankToUndefined, z.string({ error: bothSay("codeRequired") }))
      .pipe(z.string().trim().min(1, bothSay("codeRequired")).max(200, bothSay("tooLarge"))),
    quantity: quantityField,
    price: eurosField.describe("Price per line in euros, at least 0"),
    madeIn: countryField,
    type: z.preprocess(blankToUndefined, z.enum(ITEM_TYPES, { error: bothSay("invalidType") }).default("Parcels")),
    code_sh: z
      .preprocess(blankToUndefined, z.string().trim().max(20, bothSay("tooLarge")).optional())
      .describe("HS code"),
  })
  .transform((line) => ({
    description: line.description,
    quantity: line.quantity,
    priceCents: line.price,
    madeIn: line.madeIn,
    type: line.type,
    hsCode: line.code_sh ?? null,
  }));
export type DetailLineInput = z.input<typeof detailLineSchema>;
export type DetailLine = z.output<typeof detailLineSchema>;

/** What staff record about the contents at intake or on edit. */
export const contentOptionsSchema = z.object({
  hasDangerous: flagField,
  hasLithium: flagField,
});
