/**
 * The customs declaration of a parcel, from its declared lines and the
 * company's customs settings: what is missing for customs, line by line, and
 * the declaration the engine and the commercial invoice take. Pure.
 */
import { contentTypeOf, type Incoterm } from "@ipf/shared/rules/customs";
import type { Customs } from "./gateway.js";

/** A declared line as the parcel keeps it: a unit price in cents, the origin as a country code. */
export interface DeclaredLine {
  description: string;
  hsCode: string | null;
  quantity: number;
  unitCents: number;
  madeIn: string | null;
  /** `Mail` or `Parcels`. */
  type: string;
}

/** The company's identifiers and default incoterm (the back office's customs settings). */
export interface CustomsCompany {
  eori: string | null;
  vatNumber: string | null;
  incoterm: Incoterm;
}

/**
 * What customs lack, as fields of the `CUSTOMS_INCOMPLETE` answer: the desk
 * names each line and field (`lines.2.hsCode: hsCodeMissing`). Empty when
 * the declaration is complete.
 */
export function customsGaps(lines: readonly DeclaredLine[]): Record<string, string> {
  const fields: Record<string, string> = {};
  if (lines.length === 0) fields.lines = "customsLinesMissing";
  for (const [index, line] of lines.entries()) {
    if (!line.hsCode?.trim()) fields[`lines.${index}.hsCode`] = "hsCodeMissing";
    if (!line.madeIn) fields[`lines.${index}.madeIn`] = "originMissing";
    if (line.unitCents <= 0 || line.quantity <= 0) fields[`lines.${index}.price`] = "valueMissing";
  }
  return fields;
}

const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * The declaration of a complete parcel (see `customsGaps`). Lines have no
 * weight of their own: the parcel's weight is shared among them by value,
 * then by unit, at least a gram a unit. Values and weights are by the unit,
 * as karrio and the carriers count them.
 */
export function customsDeclaration(input: {
  lines: readonly DeclaredLine[];
  weightKg: number;
  company: CustomsCompany;
  invoiceNumber: string;
  invoiceDate: string;
  signer: string;
}): Customs {
  const { lines, weightKg, company } = input;
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return {
    lines: lines.map((line) => {
      const share = totalCents > 0 ? (line.unitCents * line.quantity) / totalCents : 1 / lines.length;
      return {
        description: line.description.trim(),
        hsCode: (line.hsCode ?? "").replace(/[\s.]/g, ""),
        quantity: line.quantity,
        unitValueEur: line.unitCents / 100,
        unitWeightKg: Math.max(0.001, grams((weightKg * share) / Math.max(line.quantity, 1))),
        originCountry: line.madeIn ?? "",
      };
    }),
    contentType: contentTypeOf(lines),
    incoterm: company.incoterm,
    invoiceNumber: input.invoiceNumber,
    invoiceDate: input.invoiceDate,
    ...(company.eori ? { eori: company.eori } : {}),
    ...(company.vatNumber ? { vatNumber: company.vatNumber } : {}),
    signer: input.signer,
  };
}

/** The declaration's totals, in euros and kilograms, as the commercial invoice prints them. */
export function customsTotals(customs: Customs): { quantity: number; valueEur: number; netWeightKg: number } {
  let quantity = 0;
  let cents = 0;
  let weight = 0;
  for (const line of customs.lines) {
    quantity += line.quantity;
    cents += Math.round(line.unitValueEur * 100) * line.quantity;
    weight += line.unitWeightKg * line.quantity;
  }
  return { quantity, valueEur: cents / 100, netWeightKg: grams(weight) };
}
