import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from "libphonenumber-js/min";
import type { BothSay } from "../i18n/message-key.js";

/** Message keys of the phone rules: the customer's forms and the back office's customer editing show them. */
export type PhoneMessage = BothSay<
  | "phoneRequired"
  | "selectCountryFirst"
  | "noArabicNumbers"
  | "useEnglishNumbers"
  | "invalidNumbers"
  | "phoneNoZeroStart"
  | "phoneTooShort"
  | "phoneTooLong"
  | "phoneNotMobile"
  | "invalidCountryCode"
>;

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
/** Decimal digits of any script but the ASCII ones (Devanagari, Bengali, ...). */
const OTHER_DIGITS = /(?![0-9])\p{Nd}/u;

/**
 * Countries held to their mobile numbers, stricter than their whole numbering
 * plan: the phone is how the carrier reaches the customer at delivery.
 * Algeria's plan also has 8-digit landlines, which libphonenumber's length
 * check lets through; its mobiles have 9 digits (the spec's "9 to 9"), in
 * the ranges of libphonenumber's full metadata (DZ, mobile), written out
 * here so that the browser does not download that metadata. The test checks
 * the pattern against it.
 */
const MOBILE_ONLY: Readonly<Partial<Record<CountryCode, { digits: number; pattern: RegExp }>>> = {
  DZ: { digits: 9, pattern: /^(?:5(?:4[0-29]|6[0-4])\d{6}|(?:55|6\d|7[7-9])\d{7})$/ },
};

/** Dial code ("33") of an ISO country code, or null when unsupported. */
export function dialCodeOf(iso2: string): string | null {
  const code = iso2.toUpperCase();
  return isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : null;
}

/**
 * Checks a national number typed after a country's dial code: digits only,
 * English digits only, no trunk prefix, and a length the country's numbering
 * plan (libphonenumber's metadata) allows; a mobile number where MOBILE_ONLY
 * says so.
 */
export function checkNationalNumber(iso2: string | undefined, digits: string): PhoneMessage | null {
  if (!digits) return "phoneRequired";
  if (!iso2) return "selectCountryFirst";
  if (ARABIC_INDIC.test(digits)) return "noArabicNumbers";
  if (OTHER_DIGITS.test(digits)) return "useEnglishNumbers";
  if (!/^[0-9]+$/.test(digits)) return "invalidNumbers";
  const country = iso2.toUpperCase();
  if (!isSupportedCountry(country)) return "invalidCountryCode";
  // After the dial code, a leading 0 is the domestic trunk prefix (France's
  // 06..., the UK's 07...) and must not be typed; where 0 belongs to the
  // number itself (Italy's 06...), the numbering plan keeps it and so do we.
  const parsed = parsePhoneNumberFromString(digits, country as CountryCode);
  if (digits.startsWith("0") && parsed && parsed.nationalNumber !== digits) return "phoneNoZeroStart";
  const length = validatePhoneNumberLength(digits, country as CountryCode);
  if (length === "TOO_SHORT" || length === "NOT_A_NUMBER") return "phoneTooShort";
  if (length === "TOO_LONG") return "phoneTooLong";
  if (length === "INVALID_COUNTRY") return "invalidCountryCode";
  const mobile = MOBILE_ONLY[country as CountryCode];
  if (mobile) {
    if (digits.length < mobile.digits) return "phoneTooShort";
    if (digits.length > mobile.digits) return "phoneTooLong";
    if (!mobile.pattern.test(digits)) return "phoneNotMobile";
  }
  return null;
}

/**
 * Normalises a phone sent as "+{dial code}{number}" (spaces allowed) into
 * E.164, or answers the message key of what is wrong.
 */
export function parseInternationalPhone(
  value: string,
  iso2?: string,
): { ok: true; e164: string; country: string | undefined } | { ok: false; message: PhoneMessage } {
  const compact = value.replace(/[\s-]/g, "");
  if (!compact) return { ok: false, message: "phoneRequired" };
  if (ARABIC_INDIC.test(compact)) return { ok: false, message: "noArabicNumbers" };
  if (!/^\+?[0-9]+$/.test(compact)) {
    return { ok: false, message: OTHER_DIGITS.test(compact) ? "useEnglishNumbers" : "invalidNumbers" };
  }
  const parsed = parsePhoneNumberFromString(compact.startsWith("+") ? compact : `+${compact}`);
  if (!parsed) return { ok: false, message: "invalidCountryCode" };
  const country = iso2?.toUpperCase() ?? parsed.country;
  if (iso2 && dialCodeOf(iso2) !== parsed.countryCallingCode) {
    return { ok: false, message: "invalidCountryCode" };
  }
  const problem = checkNationalNumber(country ?? undefined, parsed.nationalNumber);
  if (problem && problem !== "selectCountryFirst") return { ok: false, message: problem };
  return { ok: true, e164: parsed.number, country };
}
