import * as shared from "@ipf/shared/format";

/**
 * How the back office writes dates, money and measures: the shared formats
 * (`@ipf/shared/format`) in English, so a price or a weight reads the same here
 * as on the customer site and the checkout page. Dates as YYYY-MM-DD HH:mm in
 * the desk's time zone; "—" where there is no value.
 */
const missing = (value: number | null | undefined): value is null | undefined => value === null || value === undefined;

export function formatDateTime(iso: string | null | undefined): string {
  return shared.formatDateTime(iso);
}

export function formatDate(iso: string | null | undefined): string {
  return shared.formatDate(iso);
}

export function formatDollars(amount: number | null | undefined): string {
  return missing(amount) ? "—" : shared.formatMoney(amount, "USD", "en");
}

export function formatEuros(amount: number | null | undefined): string {
  return missing(amount) ? "—" : shared.formatMoney(amount, "EUR", "en");
}

/** Integer cents in their currency: "$25.39", "€23.08"; another currency by its code, "19.99 GBP". */
export function formatCentsIn(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (code === "USD" || code === "EUR") return shared.formatMoneyCents(cents, code, "en");
  return `${shared.formatNumber(shared.unitsOfCents(cents), "en", { decimals: 2 })}\u00a0${code}`;
}

/** A share to a tenth: "27.5%", "-11.1%". */
export function formatPercent(percent: number): string {
  return `${shared.formatNumber(percent, "en", { decimals: 1 })}%`;
}

export function formatKg(weight: number | null | undefined): string {
  return missing(weight) ? "—" : shared.formatKg(weight, "en");
}

export function formatDimensions(length: number, width: number, height: number): string {
  return shared.formatDimensions(length, width, height, "en");
}
