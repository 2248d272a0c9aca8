/**
 * The shipping engine's live rate beside the price staff offer: what the
 * carrier costs us, in the offers' currency, and the margin left. Every
 * amount is integer cents; the API (the rate card's margin) and the approve
 * dialog (the margin of the price typed) count alike.
 *
 * Currency: offers are in dollars. The engine's rate is kept as it answered
 * (karrio gives each carrier's own currency, euros for European carriers);
 * it is converted only when its currency is not the offers', euros to
 * dollars at the product's euro rate (the ECB's, as at checkout). A rate in
 * any other currency is shown as given, with no margin: no rate is guessed.
 */
import { parseDecimal } from "./numbers.js";

/** The currencies a cost can be converted between: dollars (the offers) and euros. */
export type ConvertibleCurrency = "USD" | "EUR";

/** The engine's rate as it answered: cents of its currency. */
export interface EngineCost {
  cents: number;
  currency: string;
}

/** Price offered minus cost, and that margin as a share of the price (percent, one decimal; none at a price of 0). */
export interface Margin {
  cents: number;
  percent: number | null;
}

/** Cents of a floating amount, without the binary noise (1.005 × 100 is 100.4999…): half away from zero. */
export function centsOf(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError("an amount must be a finite number");
  const exact = Number((Math.abs(amount) * 100).toPrecision(12));
  return Math.sign(amount) * Math.round(exact) || 0;
}

/**
 * The cost in `to` cents: unchanged in the same currency, converted between
 * euros and dollars at `usdPerEur` (dollars for one euro); null when it cannot
 * be converted (another currency, or no rate known).
 */
export function costIn(cost: EngineCost, to: ConvertibleCurrency, usdPerEur: number | null): number | null {
  const from = cost.currency.toUpperCase();
  if (from === to) return cost.cents;
  if (usdPerEur === null || !(usdPerEur > 0)) return null;
  if (from === "EUR" && to === "USD") return centsOf((cost.cents * usdPerEur) / 100);
  if (from === "USD" && to === "EUR") return centsOf(cost.cents / usdPerEur / 100);
  return null;
}

/** Whether a cost must be converted to be set against an offer in `to`. */
export function needsConversion(currency: string, to: ConvertibleCurrency): boolean {
  return currency.toUpperCase() !== to;
}

/** Price offered minus cost; the percent is of the price, to a tenth (a price of 0 has none). Negative: a loss. */
export function marginOf(priceCents: number, costCents: number): Margin {
  if (!Number.isSafeInteger(priceCents) || !Number.isSafeInteger(costCents)) {
    throw new RangeError("amounts are integer cents");
  }
  const cents = priceCents - costCents;
  if (priceCents <= 0) return { cents, percent: null };
  // Tenths of a percent, half away from zero: a loss reads as its gain would.
  const tenths = (cents * 1000) / priceCents;
  return { cents, percent: (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0 };
}

/** The price as typed in the approve form ("29.90", "29,9") in cents; null when it is not an amount of at least 0. */
export function typedCents(text: string): number | null {
  const value = parseDecimal(text);
  if (value === null || value < 0) return null;
  return centsOf(value);
}
