import { checkNationalNumber } from "@ipf/shared";
import { countryByIso2 } from "@ipf/shared/data/countries";
import { messageWith, says } from "@ipf/shared/i18n/message-key";

/** The most digits a number may have when its country's numbering plan is unknown. */
export const DEFAULT_MAX_DIGITS = 15;
const PROBE_LIMIT = 17;

const maxima = new Map<string, number>();

/**
 * The longest national number a country's numbering plan allows. Found by
 * asking the shared phone rule itself, so the browser truncates exactly where
 * the server would say "too long".
 */
export function maxNationalDigits(iso2: string): number {
  const country = iso2.toUpperCase();
  let max = maxima.get(country);
  if (max === undefined) {
    max = DEFAULT_MAX_DIGITS;
    if (countryByIso2(country)) {
      for (let length = PROBE_LIMIT; length > 0; length--) {
        const problem = checkNationalNumber(country, "5".repeat(length));
        if (problem === "invalidCountryCode") break;
        if (problem !== "phoneTooLong") {
          max = length;
          break;
        }
      }
    }
    maxima.set(country, max);
  }
  return max;
}

export interface PhoneInput {
  /** What the box keeps. */
  value: string;
  /** Characters past the country's maximum were dropped. */
  truncated: boolean;
  /** The number is as long as the country allows. */
  atMaximum: boolean;
}

/**
 * What the phone box keeps of what was typed or pasted: separators dropped
 * (spaces, dashes, dots, brackets), the country's own dial code dropped from
 * a pasted international number, and anything past the country's maximum
 * length cut off (the phoneTruncated notice). Other characters stay,
 * so the rule can name them (noArabicNumbers, invalidNumbers).
 */
export function acceptPhoneInput(iso2: string, typed: string): PhoneInput {
  let value = typed.replace(/[\s\-.()\u200e\u200f\u2066-\u2069]/g, "");
  const dialCode = iso2 ? countryByIso2(iso2)?.dialCode : undefined;
  if (dialCode) {
    for (const prefix of [`+${dialCode}`, `00${dialCode}`]) {
      if (value.startsWith(prefix)) value = value.slice(prefix.length);
    }
  }
  // A typed trunk 0 is allowed past the maximum, so its own message (phoneNoZeroStart) shows instead of a cut.
  const max = (iso2 ? maxNationalDigits(iso2) : DEFAULT_MAX_DIGITS) + (value.startsWith("0") ? 1 : 0);
  const chars = [...value];
  const truncated = chars.length > max;
  if (truncated) value = chars.slice(0, max).join("");
  return { value, truncated, atMaximum: [...value].length === max };
}

const minima = new Map<string, number>();

/** The shortest national number a country's numbering plan allows, found like the longest. */
export function minNationalDigits(iso2: string): number {
  const country = iso2.toUpperCase();
  let min = minima.get(country);
  if (min === undefined) {
    min = 1;
    for (let length = 1; length <= PROBE_LIMIT; length++) {
      if (checkNationalNumber(country, "5".repeat(length)) !== "phoneTooShort") {
        min = length;
        break;
      }
    }
    minima.set(country, min);
  }
  return min;
}

/**
 * A phone message key, with the country's limit where the message is about
 * the length: "too short" alone does not tell the customer what to type.
 */
export function phoneMessage(message: string, iso2: string | undefined): string {
  if (!iso2 || !countryByIso2(iso2)) return message;
  if (message === "phoneTooShort") return messageWith(says("phoneTooShortMin"), { min: minNationalDigits(iso2) });
  if (message === "phoneTooLong") return messageWith(says("phoneTooLongMax"), { max: maxNationalDigits(iso2) });
  return message;
}
