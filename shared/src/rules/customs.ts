/**
 * The company's customs identifiers, printed on the commercial invoice and
 * sent to the carrier with each label: the EORI number (customs' own
 * registration of a trader in the EU) and the VAT number, and the incoterm
 * that says who pays the duties at arrival.
 *
 * Both numbers are written as typed in many ways ("fr 12 345 678 901",
 * "FR-12345678901"): they are kept in one form, capitals without spaces,
 * dots or dashes, then checked.
 */

/** Who pays the duties at arrival: DDU and DAP the recipient, DDP the sender. */
export const INCOTERMS = ["DDU", "DAP", "DDP"] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const DEFAULT_INCOTERM: Incoterm = "DDU";

/** Capitals, without the spaces, dots and dashes people type between groups. */
export const normalizeTaxId = (value: string): string => value.replace(/[\s.\-_/]+/g, "").toUpperCase();

/** An EORI number: a two-letter country code, then up to 15 letters or digits. */
export const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

export const isEori = (value: string): boolean => EORI_PATTERN.test(normalizeTaxId(value));

/**
 * The EU's VAT numbers, each after its country prefix (the European
 * Commission's VIES formats; Greece is EL, Northern Ireland XI).
 */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Why a VAT number is refused: its prefix is no EU country's, or its digits do not fit that country's format. */
export type VatProblem = "vatCountryUnknown" | "invalidVatNumber";

/** Null when `value` (normalized or not) is an EU VAT number. */
export function vatNumberProblem(value: string): VatProblem | null {
  const normalized = normalizeTaxId(value);
  const format = EU_VAT_FORMATS[normalized.slice(0, 2)];
  if (!format) return "vatCountryUnknown";
  return format.test(normalized.slice(2)) ? null : "invalidVatNumber";
}

/** The contents as customs read them: documents when every declared line is mail, merchandise otherwise. */
export function contentTypeOf(lines: readonly { type: string }[]): "documents" | "merchandise" {
  return lines.length > 0 && lines.every((line) => line.type === "Mail") ? "documents" : "merchandise";
}

/** Who pays the duties under `incoterm`, in karrio's words. */
export const dutyPayer = (incoterm: Incoterm): "sender" | "recipient" => (incoterm === "DDP" ? "sender" : "recipient");
