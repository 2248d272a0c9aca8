import { formatMoney, formatNumber as formatSharedNumber } from "@ipf/shared/format";
import type { Language } from "@ipf/shared/schemas/common";

/** Dollar prices as every screen writes them (`@ipf/shared/format`): "$55.90" in ar and en, "55,90 $" in fr. */
export function formatDollars(amount: number, lang: Language): string {
  return formatMoney(amount, "USD", lang);
}

export function formatNumber(value: number, lang: Language): string {
  return formatSharedNumber(value, lang, { maxDecimals: 2 });
}
