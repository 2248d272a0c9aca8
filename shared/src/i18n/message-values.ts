import { formatCm, formatKg, formatMoney, formatNumber } from "../format.js";
import { isolate } from "../rules/bidi.js";
import type { Language } from "../schemas/common.js";

/**
 * A message's values (`readMessage`) as its text shows them in `lang`, ready
 * for i18next: a bound written with its unit ("max=30&unit=kg" reads
 * "30 kg", "max=1000000&unit=EUR" reads "€1,000,000" or "1 000 000 €",
 * isolated in Arabic so that the sign stays before the number), any
 * other number grouped as the language groups it ("10,000"), and `count`,
 * the number the text's plural form follows: its bound, `max` or else `min`
 * ("At most 1 character", "At most 60 characters").
 */
export function messageValues(
  values: Readonly<Record<string, string>>,
  lang: Language,
): Record<string, string | number> & { count?: number } {
  const { unit, ...rest } = values;
  const out: Record<string, string | number> & { count?: number } = {};
  for (const [name, text] of Object.entries(rest)) {
    const value = Number(text);
    out[name] = text !== "" && Number.isFinite(value) ? withUnit(value, unit, lang) : text;
  }
  const bound = Number(values.max ?? values.min);
  if ((values.max ?? values.min) !== undefined && Number.isFinite(bound)) out.count = bound;
  return out;
}

function withUnit(value: number, unit: string | undefined, lang: Language): string {
  switch (unit) {
    case "kg":
      return formatKg(value, lang);
    case "cm":
      return formatCm(value, lang);
    case "EUR":
    case "USD": {
      const amount = formatMoney(value, unit, lang, { decimals: Number.isInteger(value) ? 0 : 2 });
      // In a right-to-left sentence the sign would drift to the number's other side ("1,000,000€").
      return lang === "ar" ? isolate(amount) : amount;
    }
    default:
      return formatNumber(value, lang, { maxDecimals: 3 });
  }
}
