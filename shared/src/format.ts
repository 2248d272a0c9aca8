import { defaultAddressTitle } from "./rules/addresses.js";
import type { Language } from "./schemas/common.js";

/**
 * How money, weights, lengths and dates are written, once for every screen:
 * the customer site, the checkout pages the API renders, invoices and the
 * back office (English). One format per language, everywhere.
 *
 * Decisions:
 * - Digits are Western (0-9) in every language, Arabic included: that is the
 *   norm on Gulf e-commerce sites and receipts, and what the catalogues write
 *   ("6 أشهر").
 * - Arabic and English write amounts the same way, "$55.90" and "€40.00": the
 *   sign before the number, a dot for decimals, commas between thousands.
 *   French writes "55,90 $" and "1 234,50 €" (narrow no-break spaces).
 *   Never "US$" or "$US": the site only deals in dollars and euros.
 * - A unit follows its number in every language, with a no-break space:
 *   "2.4 kg", "2,4 kg", and in Arabic "2.4 كغ" (read right to left: the
 *   number, then the unit, as "٢ كغ" reads), "سم" for centimetres.
 * - Dates are numeric and the same in every language, year first:
 *   "2026-11-24" and "2026-11-24 13:05" (24-hour clock), read in the
 *   viewer's time zone (the server runs in UTC). Digits and hyphens keep
 *   that order inside Arabic text too.
 * The strings are built here rather than by Intl: ICU versions differ between
 * Node (the checkout pages, invoices) and browsers, and some of them place
 * the sign after the number in Arabic or add direction marks.
 */

export type Currency = "USD" | "EUR";

const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";

interface NumberStyle {
  group: string;
  decimal: string;
}

const NUMBERS: Record<Language, NumberStyle> = {
  ar: { group: ",", decimal: "." },
  en: { group: ",", decimal: "." },
  fr: { group: NARROW_NBSP, decimal: "," },
};

const SIGNS: Record<Currency, string> = { USD: "$", EUR: "€" };

const UNITS: Record<Language, { kg: string; cm: string }> = {
  ar: { kg: "كغ", cm: "سم" },
  en: { kg: "kg", cm: "cm" },
  fr: { kg: "kg", cm: "cm" },
};

/** A number with its language's separators, `decimals` fixed (money) or up to `maxDecimals`. */
export function formatNumber(
  value: number,
  lang: Language,
  options: { decimals?: number; maxDecimals?: number } = {},
): string {
  if (!Number.isFinite(value)) return "—";
  const style = NUMBERS[lang];
  const fixed =
    options.decimals !== undefined
      ? Math.abs(value).toFixed(options.decimals)
      : // Trailing zeros dropped: 2.400 reads 2.4.
        String(Number(Math.abs(value).toFixed(options.maxDecimals ?? 2)));
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `${style.decimal}${fraction}` : ""}`;
}

/**
 * "$55.90" (ar, en), "55,90 $" (fr); euros likewise with "€". Two decimals,
 * unless told otherwise (a whole limit reads "€10,000").
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  lang: Language,
  { decimals = 2 }: { decimals?: number } = {},
): string {
  if (!Number.isFinite(amount)) return "—";
  const number = formatNumber(Math.abs(amount), lang, { decimals });
  const minus = amount < 0 && number !== formatNumber(0, lang, { decimals }) ? "-" : "";
  return lang === "fr" ? `${minus}${number}${NBSP}${SIGNS[currency]}` : `${minus}${SIGNS[currency]}${number}`;
}

/** Integer cents, as the server holds amounts, in dollars or euros: the wire's amounts. */
export function unitsOfCents(cents: number): number {
  return cents / 100;
}

/** An amount in dollars or euros as the integer cents the server holds, rounded to the nearest. */
export function centsOfUnits(units: number): number {
  return Math.round(units * 100);
}

/** The noun of a count of days by plural category (Intl.PluralRules), the number written where it is named. */
const DAYS: Record<
  Language,
  Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> & { other: (n: string) => string }
> = {
  en: { one: (n) => `${n}${NBSP}day`, other: (n) => `${n}${NBSP}days` },
  fr: { one: (n) => `${n}${NBSP}jour`, many: (n) => `${n}${NBSP}de jours`, other: (n) => `${n}${NBSP}jours` },
  ar: {
    one: () => "يوم واحد",
    two: () => "يومان",
    few: (n) => `${n}${NBSP}أيام`,
    many: (n) => `${n}${NBSP}يومًا`,
    other: (n) => `${n}${NBSP}يوم`,
  },
};

const PLURAL_RULES = new Map<Language, Intl.PluralRules>();

/**
 * One `Intl.PluralRules` per language: making one loads the language's rules,
 * a cost every storage countdown of the locker paid again on each render.
 */
function pluralRules(lang: Language): Intl.PluralRules {
  let rules = PLURAL_RULES.get(lang);
  if (!rules) PLURAL_RULES.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

/**
 * A count of days with its noun, in the form its language's plural rules
 * (Intl.PluralRules) ask for: "1 day", "5 days", "5 jours"; Arabic has a
 * singular, a dual, a plural for 3 to 10, the singular accusative from 11 to
 * 99 and the singular from 100 ("يوم واحد", "يومان", "5 أيام", "12 يومًا",
 * "100 يوم", "103 أيام").
 */
export function formatDays(days: number, lang: Language): string {
  const n = Math.abs(days);
  const forms = DAYS[lang];
  const form = forms[pluralRules(lang).select(n)] ?? forms.other;
  return form(formatNumber(n, lang));
}

/** Integer cents (how the server holds amounts) as `formatMoney` writes them. */
export function formatMoneyCents(cents: number, currency: Currency, lang: Language): string {
  return formatMoney(unitsOfCents(cents), currency, lang);
}

/** "2.4 kg", "2,4 kg", "2.4 كغ": up to three decimals (grams), none when whole. */
export function formatKg(weight: number, lang: Language): string {
  return `${formatNumber(weight, lang, { maxDecimals: 3 })}${NBSP}${UNITS[lang].kg}`;
}

/** The unit alone, for an input's suffix. */
export function unitLabel(unit: "kg" | "cm", lang: Language): string {
  return UNITS[lang][unit];
}

/** "30 cm". */
export function formatCm(length: number, lang: Language): string {
  return `${formatNumber(length, lang, { maxDecimals: 1 })}${NBSP}${UNITS[lang].cm}`;
}

/** "30 × 20 × 10 cm": length, width, height, the unit once. */
export function formatDimensions(length: number, width: number, height: number, lang: Language): string {
  const n = (value: number) => formatNumber(value, lang, { maxDecimals: 1 });
  return `${n(length)} × ${n(width)} × ${n(height)}${NBSP}${UNITS[lang].cm}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-24" in the viewer's time zone; "—" when there is no date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "—";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2026-11-24 13:05" in UTC, for a page drawn where the viewer's time zone is unknown; "—" when there is no date. */
export function formatUtcDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "—";
  return `${date.toISOString().slice(0, 10)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** "2026-11-24 13:05" in the viewer's time zone; "—" when there is no date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "—";
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const ADDRESS_ORDINALS: Record<Exclude<Language, "en">, readonly string[]> = {
  ar: [
    "الأول",
    "الثاني",
    "الثالث",
    "الرابع",
    "الخامس",
    "السادس",
    "السابع",
    "الثامن",
    "التاسع",
    "العاشر",
    "الحادي عشر",
    "الثاني عشر",
    "الثالث عشر",
    "الرابع عشر",
    "الخامس عشر",
  ],
  fr: [
    "première",
    "deuxième",
    "troisième",
    "quatrième",
    "cinquième",
    "sixième",
    "septième",
    "huitième",
    "neuvième",
    "dixième",
    "onzième",
    "douzième",
    "treizième",
    "quatorzième",
    "quinzième",
  ],
};

const NUMBERED_TITLE = /^Address no\. (\d+)$/;

/**
 * An address title as the customer reads it. The server stores the default
 * titles in English ("My First Address" ... "Address no. 16"); in Arabic and
 * French they read "عنواني الأول", "Ma première adresse", "العنوان رقم 16".
 * A title the customer typed is shown as typed.
 */
export function formatAddressTitle(title: string, lang: Language): string {
  if (lang === "en") return title;
  const trimmed = title.trim();
  const numbered = NUMBERED_TITLE.exec(trimmed);
  if (numbered) return lang === "ar" ? `العنوان رقم ${numbered[1]}` : `Adresse n° ${numbered[1]}`;
  const ordinals = ADDRESS_ORDINALS[lang];
  for (let n = 1; n <= ordinals.length; n++) {
    if (defaultAddressTitle(n).toLowerCase() !== trimmed.toLowerCase()) continue;
    return lang === "ar" ? `عنواني ${ordinals[n - 1]}` : `Ma ${ordinals[n - 1]} adresse`;
  }
  return title;
}

/**
 * Text that must read left to right inside a sentence of any direction (a
 * date with its time, a track number), between Unicode isolates: in Arabic,
 * "2026-11-24 13:05" would otherwise show its time before its date.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
