import { countryByIso2 } from "@ipf/shared/data/countries";
import { formatKg } from "@ipf/shared/format";
import type { Catalogue } from "@ipf/shared/i18n/en";
import { readMessage } from "@ipf/shared/i18n/message-key";
import { PARCEL_LIMITS } from "@ipf/shared/rules/parcel-limits";
import type { Language } from "@ipf/shared/schemas/common";
import { isDigit, parseDecimal } from "@ipf/shared/rules/numbers";

/**
 * The calculator's rules, pure so they are tested without a browser.
 */
/** What a parcel can physically weigh; which carriers take it is for the quote to say. */
export const MAX_WEIGHT_KG = PARCEL_LIMITS.maxWeightKg;
export const WEIGHT_STEP_KG = 5;
export const RECALC_DELAY_MS = 2000;
/** Between the other-weights calls, so a table never bursts the API. */
export const TABLE_CALL_GAP_MS = 200;
/** Country detection gives up after this and falls back to the United States. */
export const DETECTION_TIMEOUT_MS = 10_000;

export interface CalculatorInputs {
  /** ISO alpha-2; "" when none. */
  country: string;
  /** The box holds text that names no country. */
  countryUnknown: boolean;
  warehouse: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  /** The goods' value in dollars, for the duty and VAT estimate; "" when none. */
  declaredValue: string;
}

/** The first load's values: 5 kg, 25 x 20 x 10 cm. */
export const DEFAULT_PARCEL = { weight: "5", length: "25", width: "20", height: "10" } as const;

/** After a country change the parcel goes back to its defaults. */
export function resetForCountry(inputs: CalculatorInputs, country: string): CalculatorInputs {
  return { ...inputs, ...DEFAULT_PARCEL, country, countryUnknown: false };
}

/** A typed number, read as every number box reads it (shared rules/numbers.ts); null when not a non-negative number. */
export function parseNumber(text: string): number | null {
  const value = parseDecimal(text);
  return value === null || value < 0 ? null : value;
}

/** What is wrong with the inputs, as its message key; null when a quote can be asked for. */
export type InputProblem =
  "countryRequired" | "invalidCountry" | "warehouseRequired" | "weightRequired" | "outOfRange" | "invalidDimensions";

export interface ParcelQuery {
  country: string;
  warehouse: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  declaredValue?: number;
}

/**
 * Checks the inputs in the order a person fills them. `needsWarehouse` is
 * false for the side calculator, which quotes every warehouse.
 */
export function checkInputs(
  inputs: CalculatorInputs,
  needsWarehouse = true,
): { ok: true; query: ParcelQuery } | { ok: false; problem: InputProblem } {
  if (inputs.countryUnknown) return { ok: false, problem: "invalidCountry" };
  if (!inputs.country) return { ok: false, problem: "countryRequired" };
  if (!countryByIso2(inputs.country)) return { ok: false, problem: "invalidCountry" };
  if (needsWarehouse && !inputs.warehouse) return { ok: false, problem: "warehouseRequired" };
  if (!inputs.weight.trim()) return { ok: false, problem: "weightRequired" };
  const weight = parseNumber(inputs.weight);
  if (weight === null || weight <= 0 || weight > MAX_WEIGHT_KG) return { ok: false, problem: "outOfRange" };
  const dimensions = [inputs.length, inputs.width, inputs.height].map(parseNumber);
  if (dimensions.some((value) => value === null || value <= 0)) return { ok: false, problem: "invalidDimensions" };
  const [length, width, height] = dimensions as [number, number, number];
  // The declared value is optional: one that is not a number leaves the quote without an estimate.
  const declaredValue = parseNumber(inputs.declaredValue);
  return {
    ok: true,
    query: {
      country: inputs.country,
      warehouse: inputs.warehouse,
      weight,
      length,
      width,
      height,
      ...(declaredValue === null ? {} : { declaredValue }),
    },
  };
}

/** Volumetric weight in kg, L x W x H / 5000, to one decimal (shown beside the inputs). */
export function volumetricKg(length: number, width: number, height: number, divisor = 5000): number {
  return Math.round(((length * width * height) / divisor) * 10) / 10;
}

/**
 * The weights of the "prices at other weights" table: 10, 15 and 20 kg for a
 * parcel of 5 kg or less, otherwise the three steps of 5 kg above the weight.
 * Where a carrier's bands stop, its cell says so: the table shows how far
 * each carrier goes rather than stopping at a limit of its own.
 */
export function otherWeights(weight: number): [number, number, number] {
  if (weight <= WEIGHT_STEP_KG) return [10, 15, 20];
  const first = Math.floor(weight / WEIGHT_STEP_KG) * WEIGHT_STEP_KG + WEIGHT_STEP_KG;
  return [first, first + WEIGHT_STEP_KG, first + 2 * WEIGHT_STEP_KG];
}

/** What changed, and so when the quote is asked again. */
export type CalculatorChange = "country" | "warehouse" | "weight" | "declaredValue" | "dimensions";
export type RecalcTiming = "now" | "later" | "manual";

/**
 * Country and warehouse changes recalculate at once, a weight or declared
 * value change two seconds after the last keystroke; dimensions wait for
 * the button.
 */
export function recalcTiming(change: CalculatorChange): RecalcTiming {
  if (change === "country" || change === "warehouse") return "now";
  if (change === "weight" || change === "declaredValue") return "later";
  return "manual";
}

const DECIMAL_SEPARATORS = /[.,\u066b]/;

/**
 * What a number box keeps of what is typed or pasted: digits (Western or
 * Arabic-Indic) and one decimal separator; letters and signs never reach the
 * box. At most 6 characters: 1,000 kg and a few metres need no more.
 */
export function numberInput(text: string): string {
  let seenSeparator = false;
  let kept = "";
  for (const char of text) {
    if (isDigit(char)) kept += char;
    else if (DECIMAL_SEPARATORS.test(char) && !seenSeparator) {
      seenSeparator = true;
      kept += char === "\u066b" ? "." : char;
    }
  }
  return kept.slice(0, 6);
}

/** The field a refusal is about, so the form marks it; null when it is about no one field. */
export type CalculatorField = "country" | "warehouse" | "weight" | "dimensions";

export function fieldOfMessage(message: string): CalculatorField | null {
  switch (message) {
    case "countryRequired":
    case "invalidCountry":
      return "country";
    case "warehouseRequired":
      return "warehouse";
    case "weightRequired":
    case "outOfRange":
    case "noCarrierAtWeight":
      return "weight";
    case "invalidDimensions":
      return "dimensions";
    default:
      return null;
  }
}

/** A message of the calculator's catalogue (`calculator.messages`). */
export type CalculatorMessage = keyof Catalogue["calculator"]["messages"];

/** No carrier serving the destination takes the parcel: the weight charged, and the most they take when all stop below it. */
export interface WeightRefusal {
  weight: number;
  /** ISO alpha-2. */
  country: string;
  max: number | null;
}

/** The weight refusal of the API's OUT_OF_RANGE answer ("noCarrierAtWeight?weight=42&country=DZ&max=30"), or null. */
export function weightRefusalOf(weightKey: string | undefined): WeightRefusal | null {
  const { key, values } = readMessage(weightKey ?? "");
  const weight = Number(values.weight);
  if (key !== "noCarrierAtWeight" || !values.weight || !Number.isFinite(weight) || !values.country) return null;
  const max = values.max === undefined ? null : Number(values.max);
  return { weight, country: values.country, max: max !== null && Number.isFinite(max) ? max : null };
}

/**
 * A refusal as the calculator words it: its key under `calculator.messages`
 * and the values it names, in the page's language ("No carrier takes 42 kg
 * to Algeria: 30 kg at most").
 */
export function refusalText(
  message: CalculatorMessage,
  refusal: WeightRefusal | undefined,
  lang: Language,
): { key: CalculatorMessage; values: Record<string, string> } {
  if (message === "outOfRange") return { key: message, values: { max: formatKg(MAX_WEIGHT_KG, lang) } };
  if (message !== "noCarrierAtWeight" || !refusal) return { key: message, values: {} };
  const values = {
    weight: formatKg(refusal.weight, lang),
    country: countryByIso2(refusal.country)?.names[lang] ?? refusal.country,
  };
  return refusal.max === null
    ? { key: "noCarrierAtWeight", values }
    : { key: "noCarrierAtWeightMax", values: { ...values, max: formatKg(refusal.max, lang) } };
}
