import { countryByIso2 } from "@ipf/shared/data/countries";
import { landedCostEditRequestSchema, type LandedCostRowView } from "@ipf/shared/schemas/landed-cost";
import { z } from "zod";
import { countryLabel } from "../warehouses/rules";
import { countryMatches } from "../zones/rules";

/**
 * The landed-cost screen's rules: the edit form's text fields and how they
 * become the API's figures, and the list's search.
 */

/** The form as typed: every field is text; an empty threshold means none. */
export interface LandedCostValues {
  vatRate: string;
  dutyRate: string;
  /** "61: 12, 64: 16": chapter and rate pairs. */
  chapterDutyRates: string;
  dutyDeMinimis: string;
  vatDeMinimis: string;
  basis: string;
  note: string;
}

export const LANDED_COST_FIELDS = [
  "vatRate",
  "dutyRate",
  "chapterDutyRates",
  "dutyDeMinimis",
  "vatDeMinimis",
  "basis",
  "note",
] as const;

const blankToNull = (value: number | null) => (value === null ? "" : String(value));

/** Chapter rates as the form writes them: "61: 12, 64: 16", by chapter. */
export function chapterRatesText(rates: Record<string, number>): string {
  return Object.keys(rates)
    .sort()
    .map((chapter) => `${chapter}: ${rates[chapter]}`)
    .join(", ");
}

export function valuesOf(row: LandedCostRowView): LandedCostValues {
  return {
    vatRate: String(row.vatRate),
    dutyRate: String(row.dutyRate),
    chapterDutyRates: chapterRatesText(row.chapterDutyRates),
    dutyDeMinimis: blankToNull(row.dutyDeMinimis),
    vatDeMinimis: blankToNull(row.vatDeMinimis),
    basis: row.basis,
    note: row.note,
  };
}

// The comma separates pairs, so a rate's decimals take a point.
const PAIR = /^(\d{2})\s*[:=]\s*(\d+(?:\.\d+)?)$/;

/** "61: 12, 64: 16" as rates by chapter; null when a pair is not a two-digit chapter and a rate up to 100. */
export function parseChapterRates(text: string): Record<string, number> | null {
  const rates: Record<string, number> = {};
  for (const pair of text.split(/[,;\n]/).map((part) => part.trim())) {
    if (!pair) continue;
    const match = PAIR.exec(pair);
    if (!match) return null;
    const rate = Number(match[2]);
    if (rate > 100 || match[1]! in rates) return null;
    rates[match[1]!] = rate;
  }
  return rates;
}

/** A typed number ("" when left empty); NaN for text that is not one, which the API's schema refuses. */
function typedNumber(text: string): number | undefined {
  const value = text.trim().replace(",", ".");
  if (!value) return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The form's schema: its text read into the API's figures, then checked by the API's own schema. */
export const landedCostFormSchema = z
  .object({
    vatRate: z.string(),
    dutyRate: z.string(),
    chapterDutyRates: z.string(),
    dutyDeMinimis: z.string(),
    vatDeMinimis: z.string(),
    basis: z.string(),
    note: z.string(),
  })
  .transform((values, ctx) => {
    const chapterDutyRates = parseChapterRates(values.chapterDutyRates);
    if (chapterDutyRates === null) {
      ctx.addIssue({ code: "custom", path: ["chapterDutyRates"], message: "invalidChapter" });
      return z.NEVER;
    }
    return {
      ...values,
      vatRate: typedNumber(values.vatRate),
      dutyRate: typedNumber(values.dutyRate),
      chapterDutyRates,
      dutyDeMinimis: typedNumber(values.dutyDeMinimis) ?? null,
      vatDeMinimis: typedNumber(values.vatDeMinimis) ?? null,
    };
  })
  .pipe(landedCostEditRequestSchema);

/** Rows whose country matches the search by name or code, by English name as the screen shows them. */
export function searchLandedCost(rows: readonly LandedCostRowView[], query: string): LandedCostRowView[] {
  return rows
    .filter((row) => {
      const country = countryByIso2(row.country);
      return country ? countryMatches(country, query) : row.country.toLowerCase() === query.trim().toLowerCase();
    })
    .sort((a, b) => countryLabel(a.country).localeCompare(countryLabel(b.country)));
}
