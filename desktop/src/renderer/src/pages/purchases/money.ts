/**
 * Euro amounts as staff type them: "12", "12.5", "12,50" (a comma is read as
 * the decimal point, as a French keyboard types it), never more than two
 * decimals; read as the integer cents the API holds.
 */
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** The cents of a typed amount; null when it is empty or not an amount. */
export function centsOfTyped(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the field shows them to edit: "12.50"; empty for none. */
export function typedOfCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
