/**
 * Invoices and payment references. Pure: the API prints them on the PDF, the
 * front ends show the same number in the bill dialog.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../schemas/common.js";
import { randomCode } from "./codes.js";

export const INVOICE_PREFIX = "IPF";

/** Our reference of a payment; an invoice number ends with its last 3 characters. */
export const newPaymentId = () => `PAY${randomCode(12)}`;

const two = (n: number) => String(n).padStart(2, "0");

/**
 * 'IPF' + the payment date as YYMMDD (UTC, so every server and screen agree)
 * + the last 3 characters of the payment id, upper-cased.
 */
export function invoiceNumber(paidAt: Date, paymentId: string): string {
  const date = `${two(paidAt.getUTCFullYear() % 100)}${two(paidAt.getUTCMonth() + 1)}${two(paidAt.getUTCDate())}`;
  return `${INVOICE_PREFIX}${date}${paymentId.slice(-3).toUpperCase()}`;
}

/**
 * The language an invoice is written in: the account's, the one its e-mails
 * use, whoever downloads it (the customer, or staff sending it on); else the
 * language the request asks for (`?lang=`, then Accept-Language); else the
 * site's default.
 */
export function invoiceLanguage(account: Language | null | undefined, ...asked: unknown[]): Language {
  if (account) return account;
  return asked.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The card checkout's storage fee line (the English invoice prints the same words). */
export function storageFeeLineText(parcelCode: string, days: number): string {
  return `Storage fee N° ${parcelCode}: ${days} ${days === 1 ? "day" : "days"} after free storage ended`;
}

/** Integer cents as the two-decimal amount the screens and the invoice show ("12.50"). */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError("amounts are integer cents");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${two(abs % 100)}`;
}

/**
 * Dollar cents in euro cents at the ECB rate (dollars for one euro), rounded
 * half away from zero to the cent.
 */
export function usdCentsToEurCents(usdCents: number, usdPerEur: number): number {
  if (!(usdPerEur > 0)) throw new RangeError("the rate must be positive");
  return Math.round(usdCents / usdPerEur);
}
