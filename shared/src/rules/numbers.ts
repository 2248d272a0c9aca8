/**
 * Numbers as customers type them, read once for every number box of the
 * site and every number the API parses from text (the schemas' numberField):
 * a quantity, a price, a weight, a code.
 *
 * - Digits: Western (0-9), Arabic-Indic (٠-٩, U+0660-U+0669) and Persian
 *   (۰-۹, U+06F0-U+06F9, what Persian and Urdu keyboards type) read alike.
 * - Decimal separator: a point, the Arabic decimal separator (٫, U+066B), or
 *   a comma where it can only be one: a single comma with no point ("1,5",
 *   what French and many Arabic keyboards type). The Arabic comma (،) reads
 *   as a comma.
 * - Thousands: commas in groups of three beside a decimal point or in
 *   several places ("1,234.50", "1,000,000"), the Arabic thousands separator
 *   (٬, U+066C), and spaces (the French "1 234,50", with no-break spaces)
 *   are read as grouping when the groups are of three digits.
 * - A leading minus (hyphen or U+2212) keeps its sign, for the field's own
 *   "at least" message to name the bound.
 * Anything else (letters, two decimal separators, "1e5", groups of the wrong
 * size) is not a number: null.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const EASTERN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
const ARABIC_DECIMAL = "\u066b";
const ARABIC_THOUSANDS = "\u066c";
const ARABIC_COMMA = "\u060c";
/** Spaces a number may be grouped with: space, no-break, narrow no-break, thin. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009]/;

/** "١٢٣" and "۱۲۳" as "123"; every other character unchanged. */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** Whether `char` is a digit of any of the three scripts read here. */
export function isDigit(char: string): boolean {
  return /^[0-9\u0660-\u0669\u06f0-\u06f9]$/.test(char);
}

const UNSIGNED = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Whole digits with grouping separators (`group`) in groups of three: "1,234,567" answers "1234567"; else null. */
function ungroup(whole: string, group: string | RegExp): string | null {
  const parts = whole.split(group);
  if (parts.length === 1) return whole;
  const [first = "", ...rest] = parts;
  if (!/^\d{1,3}$/.test(first) || rest.some((part) => !/^\d{3}$/.test(part))) return null;
  return parts.join("");
}

/**
 * A number typed as text, read as the rules above say, or null when the text
 * is blank or not a number.
 */
export function parseDecimal(text: string): number | null {
  let value = latinDigits(text.trim())
    .replaceAll(ARABIC_DECIMAL, ".")
    .replaceAll(ARABIC_COMMA, ",")
    .replaceAll(ARABIC_THOUSANDS, " ");
  if (!value) return null;
  let sign = 1;
  if (value[0] === "-" || value[0] === "\u2212") {
    sign = -1;
    value = value.slice(1).trimStart();
  }
  // Spaces group thousands only: "1 234,5" and "1 234.5".
  if (GROUP_SPACES.test(value)) {
    const [whole = "", fraction] = value.split(/(?=[.,][^.,]*$)/);
    const joined = ungroup(whole, GROUP_SPACES);
    if (joined === null || joined.includes(",")) return null;
    value = joined + (fraction ?? "");
  }
  const commas = value.split(",").length - 1;
  if (value.includes(".")) {
    // With a point, commas can only group the whole part: "1,234.50".
    if (commas) {
      const [whole = "", fraction = ""] = value.split(".");
      const joined = ungroup(whole, ",");
      if (joined === null) return null;
      value = `${joined}.${fraction}`;
    }
  } else if (commas === 1) {
    value = value.replace(",", ".");
  } else if (commas > 1) {
    const joined = ungroup(value, ",");
    if (joined === null) return null;
    value = joined;
  }
  if (!UNSIGNED.test(value)) return null;
  const number = sign * Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * A value as the schemas read a number: text is read by `parseDecimal`
 * (blank text is absent; text that is no number stays as it is, for the
 * schema to refuse with its message); a JSON number or anything else is
 * left unchanged.
 */
export function numberOfText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  return parseDecimal(value) ?? value;
}
