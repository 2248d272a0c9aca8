import {
  maxOf,
  MEASURE_FIELDS,
  unusualMeasures,
  usualMaxOf,
  type MeasureField,
  type UnusualMeasure,
} from "@ipf/shared/rules/parcel-limits";
import type { CustomerOption } from "../../api/intake";
import { readMessage } from "@ipf/shared/i18n/message-key";
import { isolate } from "@ipf/shared/rules/bidi";

/**
 * The desk's rules beyond the form's schema (intake-form.ts): what a
 * measure's message says, which measures deserve a second look before
 * saving, what stops the photos, and how a customer reads in one line.
 */

export type { MeasureField, UnusualMeasure };
export { MEASURE_FIELDS, unusualMeasures };

/** A text key of this screen and its values, ready for t(). */
export interface Message {
  key: "intake.limits.weightMax" | "intake.limits.sideMax" | "intake.limits.weightUsual" | "intake.limits.sideUsual";
  values: { max: number; value?: number };
}

/**
 * What a measure's "tooLarge" says: the hard limit and why, rather than "Too
 * large". Other message keys stay with the shared texts (null here).
 */
export function measureLimitMessage(field: MeasureField, key: string | undefined): Message | null {
  // The desk's own check says "tooLarge"; the API names the bound ("weightMax?max=1000", "atMost?max=274&unit=cm").
  if (key === undefined || (key !== "tooLarge" && !["atMost", "weightMax"].includes(readMessage(key).key))) return null;
  return {
    key: field === "weight" ? "intake.limits.weightMax" : "intake.limits.sideMax",
    values: { max: maxOf(field) },
  };
}

/** The soft warning under a measure typed above its usual range (null when usual, empty or refused anyway). */
export function measureWarning(field: MeasureField, text: string): Message | null {
  const value = Number(text.trim().replace(",", "."));
  if (!text.trim() || !Number.isFinite(value)) return null;
  const [unusual] = unusualMeasures({ [field]: value });
  if (!unusual) return null;
  return {
    key: field === "weight" ? "intake.limits.weightUsual" : "intake.limits.sideUsual",
    values: { max: usualMaxOf(field), value },
  };
}

/** Every parcel and every letter needs a photo: the customer knows it by its photo, and the locker shows it. */
export const INTAKE_PHOTOS = { required: true } as const;

/** Text isolated from its neighbours' direction (Unicode FSI ... PDI), for places that hold text only. */
export { isolate };

/**
 * The chosen customer in one line of an input: "name · code", each part
 * isolated, so an Arabic name never pulls the code's leading digits across
 * the dot ("9 · سلمى بن يوسف RSDF5" for "سلمى بن يوسف · 9RSDF5").
 */
export function customerLine(customer: Pick<CustomerOption, "fullName" | "customerCode">): string {
  return `${isolate(customer.fullName)} · ${isolate(customer.customerCode)}`;
}
