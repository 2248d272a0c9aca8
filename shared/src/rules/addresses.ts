/**
 * Address-book rules, shared by the API, which enforces them, and the web
 * forms, which show them as the user types.
 */
import type { Says } from "../i18n/message-key.js";

/** The country whose customs ask for the recipient's national ID. */
export const NATIONAL_ID_COUNTRY = "DZ";
/** Algeria's national ID must be longer than this: more than 8 characters. */
export const NATIONAL_ID_MIN_EXCLUSIVE = 8;

export type NationalIdMessage = Says<"nationalIDRequired" | "nationalIDValid">;

export function needsNationalId(country: string | null | undefined): boolean {
  return (country ?? "").toUpperCase() === NATIONAL_ID_COUNTRY;
}

/** The message key of what is wrong with `nationalID` for `country`, or null. */
export function checkNationalId(
  country: string | null | undefined,
  nationalID: string | null | undefined,
): NationalIdMessage | null {
  if (!needsNationalId(country)) return null;
  const value = (nationalID ?? "").trim();
  if (!value) return "nationalIDRequired";
  if (value.length <= NATIONAL_ID_MIN_EXCLUSIVE) return "nationalIDValid";
  return null;
}

/** What is stored: the trimmed ID for Algeria, empty everywhere else (the old form cleared it). */
export function normaliseNationalId(country: string | null | undefined, nationalID: string | null | undefined): string {
  return needsNationalId(country) ? (nationalID ?? "").trim() : "";
}

/**
 * Arabic-script letters (the form strips them as typed; the API refuses them):
 * labels and customs papers are printed in Latin script.
 */
const ARABIC_LETTER = /[\p{Script=Arabic}]/u;

export function hasArabicLetters(value: string): boolean {
  return ARABIC_LETTER.test(value);
}

/** What the form does as the user types. */
export function stripArabicLetters(value: string): string {
  return value.replace(/[\p{Script=Arabic}]/gu, "");
}

const ORDINALS = [
  "First",
  "Second",
  "Third",
  "Fourth",
  "Fifth",
  "Sixth",
  "Seventh",
  "Eighth",
  "Ninth",
  "Tenth",
  "Eleventh",
  "Twelfth",
  "Thirteenth",
  "Fourteenth",
  "Fifteenth",
] as const;

/** The title of the customer's `n`th address (1-based) when they give none. */
export function defaultAddressTitle(n: number): string {
  const ordinal = ORDINALS[n - 1];
  return ordinal ? `My ${ordinal} Address` : `Address no. ${n}`;
}

/**
 * The default title for a new address: numbered after the addresses the
 * customer already has, skipping a title still in use (after a deletion,
 * "My Third Address" may already exist while there are only two).
 */
export function nextAddressTitle(existingTitles: readonly string[]): string {
  const taken = new Set(existingTitles.map((title) => title.trim().toLowerCase()));
  for (let n = existingTitles.length + 1; ; n++) {
    const title = defaultAddressTitle(n);
    if (!taken.has(title.toLowerCase())) return title;
  }
}
