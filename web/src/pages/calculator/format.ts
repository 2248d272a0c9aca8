import type { Language } from "@ipf/shared/schemas/common";

/**
 * Prices and weights with Latin digits in every language, as the rest of
 * the site writes them (the catalogues say "6 أشهر", not "٦ أشهر").
 */
export function formatDollars(amount: number, lang: Language): string {
  // Arabic pages write dollar amounts the way their customers read them on receipts: "$55.90".
  const locale = lang === "ar" ? "en-US" : lang;
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  }).format(amount);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, { maximumFractionDigits: 2 }).format(value);
}
