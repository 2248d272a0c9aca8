/**
 * Pure rules of buying a label at the ship desk: which path a parcel takes
 * (a label bought through the shipping engine when the carrier paid for is
 * linked to it, else the carrier's tracking typed in), the dialog's keys, the
 * request (the measures of the ship form, checked with the API's schema), and
 * the API's refusals read into what the desk shows.
 */
import type { CarrierLabelFormat } from "@ipf/shared/bridge";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { buyLabelRequestSchema } from "@ipf/shared/schemas/labels";
import type { z } from "zod";
import type { ShipForm } from "./rules";

export type ShipPath = "label" | "manual";

/** Whether the carrier paid for is linked to the shipping engine. */
export function carrierLinked(parcel: Pick<ParcelView, "shipMethod">): boolean {
  return Boolean(parcel.shipMethod?.engineLink);
}

/** The path the dialog opens on: the label when the carrier is linked; the manual path stays a key away. */
export function shipPathFor(parcel: Pick<ParcelView, "shipMethod">): ShipPath {
  return carrierLinked(parcel) ? "label" : "manual";
}

/** The measures a label is bought with, as the ship form holds them. */
export const LABEL_FIELDS = ["weight", "length", "width", "height"] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export type LabelErrors = Partial<Record<LabelField, string>>;
export type BuyLabelBody = z.input<typeof buyLabelRequestSchema>;

/** A key of the dialog, as the keydown gives it. */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Alt+B buys the label, from anywhere in the dialog (Enter in a measure does
 * too: it submits the form). Read by the key's position, not its character:
 * Alt+B types "∫" on a Mac.
 */
export function isBuyKey(press: KeyPress): boolean {
  return press.altKey && !press.ctrlKey && !press.metaKey && !press.shiftKey && press.code === "KeyB";
}

/**
 * The label's request: the measures as typed (only those typed: the sides
 * are optional for the engine), the desk's label format; or each field's
 * message key (the schema's: codeRequired, positiveNumber, weightMax...).
 */
export function checkLabel(
  packageId: string,
  form: Pick<ShipForm, LabelField>,
  format: CarrierLabelFormat,
): { ok: true; body: BuyLabelBody } | { ok: false; errors: LabelErrors } {
  const body: BuyLabelBody = { packageId, weight: form.weight, format };
  for (const side of ["length", "width", "height"] as const) {
    if (form[side].trim() !== "") body[side] = form[side];
  }
  const parsed = buyLabelRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: LabelErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (LABEL_FIELDS as readonly string[]).includes(field)) {
      errors[field as LabelField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** What customs lack on one declared line (`line`: its index), or on the declaration as a whole (null). */
export interface CustomsGap {
  line: number | null;
  /** Message keys of the desk's validation texts: hsCodeMissing, originMissing, valueMissing, customsLinesMissing. */
  missing: string[];
}

/** Why a label was not bought, as the dialog says it. */
export type LabelProblem =
  | { kind: "customs"; gaps: CustomsGap[] }
  | { kind: "refused"; message: string }
  | { kind: "unavailable" }
  /** An earlier purchase (a desk, or an instance that stopped) may still be completing at the engine. */
  | { kind: "underWay"; message: string }
  /** No engine is configured (a production without karrio): only the manual path is left. */
  | { kind: "noEngine" }
  /** The parcel no longer awaits shipment (shipped or changed by another desk). */
  | { kind: "stale" };

/** The order a line's gaps are said in: as the line reads on the intake screen. */
const LINE_FIELDS = ["hsCode", "madeIn", "price"];

/**
 * The refusals of the label's purchase the dialog explains itself; null for
 * the rest (a check of the measures, a parcel handled meanwhile...), which
 * the dialog's usual error shows.
 */
export function labelProblem(error: {
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
}): LabelProblem | null {
  switch (error.code) {
    case "CUSTOMS_INCOMPLETE":
      return { kind: "customs", gaps: customsGaps(error.fields ?? {}) };
    case "CARRIER_REFUSED":
      return { kind: "refused", message: error.message.trim() };
    case "ENGINE_UNAVAILABLE":
      return { kind: "unavailable" };
    case "LABEL_PURCHASE_UNDER_WAY":
      return { kind: "underWay", message: error.message.trim() };
    case "NO_ENGINE":
      return { kind: "noEngine" };
    case "STATE_CONFLICT":
      return { kind: "stale" };
    default:
      return null;
  }
}

/** Why a label was not voided: the carrier's words (it scanned the parcel), the engine away, or the rest. */
export type VoidProblem =
  { kind: "inUse"; message: string } | { kind: "unavailable" } | { kind: "other"; code: string };

export function voidProblem(error: { code: string; message: string }): VoidProblem {
  if (error.code === "LABEL_IN_USE") return { kind: "inUse", message: error.message.trim() };
  if (error.code === "ENGINE_UNAVAILABLE" || error.code === "NO_ENGINE") return { kind: "unavailable" };
  return { kind: "other", code: error.code };
}

/** `lines.2.hsCode: hsCodeMissing` and the like, grouped by line in the lines' order. */
export function customsGaps(fields: Record<string, string>): CustomsGap[] {
  const whole: string[] = [];
  const byLine = new Map<number, { field: string; key: string }[]>();
  for (const [name, key] of Object.entries(fields)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(name);
    if (!match) {
      if (name === "lines") whole.push(key);
      continue;
    }
    const line = Number(match[1]);
    byLine.set(line, [...(byLine.get(line) ?? []), { field: match[2]!, key }]);
  }
  const rank = (field: string) => (LINE_FIELDS.includes(field) ? LINE_FIELDS.indexOf(field) : LINE_FIELDS.length);
  const gaps: CustomsGap[] = whole.length > 0 ? [{ line: null, missing: whole }] : [];
  for (const line of [...byLine.keys()].sort((a, b) => a - b)) {
    const missing = byLine
      .get(line)!
      .sort((a, b) => rank(a.field) - rank(b.field))
      .map(({ key }) => key);
    gaps.push({ line, missing });
  }
  return gaps;
}

/** The name a saved label file (or its customs papers) takes: the parcel's code and the carrier's tracking. */
export function labelFileName(
  parcelCode: string,
  trackNumber: string | null,
  kind: "label" | "customs" = "label",
): string {
  const safe = (text: string) => text.replace(/[^\w-]+/g, "");
  return [kind, safe(parcelCode), trackNumber ? safe(trackNumber) : ""].filter(Boolean).join("-");
}
