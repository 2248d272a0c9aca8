/**
 * Landed cost: an estimate of the import duty and VAT/GST a destination
 * charges on a parcel, from its declared lines, the shipping price and the
 * country's row of the landed-cost table (../data/landed-cost.ts). Pure, so
 * the API and the front ends compute it alike. Amounts are dollars in and
 * out; the arithmetic runs in cents.
 *
 * How it reads the row, as most customs offices do:
 * - the customs value is the goods (FOB) or the goods and the shipping (CIF);
 * - duty is due when the customs value is above the duty threshold, at each
 *   line's HS-chapter rate or the default rate; on CIF the shipping is shared
 *   between the lines pro rata of their value;
 * - VAT is due when the customs value is above the VAT threshold, on the
 *   customs value plus the duty.
 */
import type { LandedCostBasis, LandedCostRow } from "../data/landed-cost.js";
import { centsOfUnits, unitsOfCents } from "../format.js";

/** A declared content line: its value in dollars and its HS code, when known. */
export interface DeclaredLine {
  value: number;
  hsCode: string | null;
}

/** What the estimate reads of a country's row. */
export type LandedCostRates = Pick<
  LandedCostRow,
  "vatRate" | "dutyRate" | "chapterDutyRates" | "dutyDeMinimis" | "vatDeMinimis" | "basis"
>;

export interface LandedCostEstimate {
  basis: LandedCostBasis;
  goodsValue: number;
  customsValue: number;
  duty: number;
  vat: number;
  /** Duty and VAT together: what the customer should expect to pay on delivery. */
  total: number;
  /** The customs value was at or below the duty threshold: no duty. */
  dutyBelowDeMinimis: boolean;
  /** The customs value was at or below the VAT threshold: no VAT. */
  vatBelowDeMinimis: boolean;
  dutyDeMinimis: number | null;
  vatDeMinimis: number | null;
  vatRate: number;
}

/** The HS chapter of a code ("6109.10" → "61"); null when the code has fewer than two digits. */
export function hsChapter(code: string | null): string | null {
  const digits = (code ?? "").replace(/\D/g, "");
  return digits.length >= 2 ? digits.slice(0, 2) : null;
}

/** The duty rate of a line: its chapter's when the row names one, the default otherwise. */
export function dutyRateOf(rates: LandedCostRates, hsCode: string | null): number {
  const chapter = hsChapter(hsCode);
  return (chapter !== null ? rates.chapterDutyRates[chapter] : undefined) ?? rates.dutyRate;
}

/** Above a threshold: null is no threshold at all, so everything is above it. */
const above = (valueCents: number, threshold: number | null) =>
  threshold === null || valueCents > centsOfUnits(threshold);

/**
 * Declared lines priced in euros (a parcel's content lines) in dollars, at
 * `usdPerEuro`. A line's price is the line's value, as customers declare it.
 */
export function linesInDollars(
  details: readonly { price: number; code_sh: string | null }[],
  usdPerEuro: number,
): DeclaredLine[] {
  return details.map((detail) => ({
    value: unitsOfCents(centsOfUnits(detail.price * usdPerEuro)),
    hsCode: detail.code_sh,
  }));
}

export function estimateLandedCost(
  lines: readonly DeclaredLine[],
  shipping: number,
  rates: LandedCostRates,
): LandedCostEstimate {
  const goods = lines.reduce((sum, line) => sum + centsOfUnits(line.value), 0);
  const customs = rates.basis === "cif" ? goods + centsOfUnits(shipping) : goods;
  // Nothing declared, nothing to tax: shipping alone is not imported goods.
  const dutyDue = goods > 0 && above(customs, rates.dutyDeMinimis);
  const vatDue = goods > 0 && above(customs, rates.vatDeMinimis);
  const share = goods > 0 ? customs / goods : 0;
  const duty = dutyDue
    ? Math.round(
        lines.reduce((sum, line) => sum + centsOfUnits(line.value) * share * dutyRateOf(rates, line.hsCode), 0) / 100,
      )
    : 0;
  const vat = vatDue ? Math.round(((customs + duty) * rates.vatRate) / 100) : 0;
  return {
    basis: rates.basis,
    goodsValue: unitsOfCents(goods),
    customsValue: unitsOfCents(customs),
    duty: unitsOfCents(duty),
    vat: unitsOfCents(vat),
    total: unitsOfCents(duty + vat),
    dutyBelowDeMinimis: goods > 0 && !dutyDue,
    vatBelowDeMinimis: goods > 0 && !vatDue,
    dutyDeMinimis: rates.dutyDeMinimis,
    vatDeMinimis: rates.vatDeMinimis,
    vatRate: rates.vatRate,
  };
}
