import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import type { IntakeApi } from "../../api/intake";
import { newLine, type IntakeValues, type LineValues } from "./intake-form";

/**
 * What a scanned track number found among the customers' pre-alerts:
 * - one match: the form is filled at once;
 * - several matches: the desk picks one;
 * - none, but close numbers: offered to pick, never filled by themselves.
 */
export type PreAlertLookup =
  | { kind: "none" }
  | { kind: "matched"; preAlert: StaffPreAlert }
  | { kind: "several"; preAlerts: StaffPreAlert[] }
  | { kind: "close"; preAlerts: StaffPreAlert[] };

export async function lookUpPreAlerts(
  api: Pick<IntakeApi, "matchPreAlerts">,
  trackNumber: string,
): Promise<PreAlertLookup> {
  const { matches, suggestions } = await api.matchPreAlerts(trackNumber);
  if (matches.length === 1) return { kind: "matched", preAlert: matches[0]! };
  if (matches.length > 1) return { kind: "several", preAlerts: matches };
  return suggestions.length ? { kind: "close", preAlerts: suggestions } : { kind: "none" };
}

/** The declared lines as the form's lines: what the customer said, with the parcel form's other presets. */
export function preAlertLines(preAlert: StaffPreAlert): LineValues[] {
  return preAlert.lines.map((line) => ({
    ...newLine("parcel"),
    description: line.description,
    quantity: String(line.quantity),
    price: String(line.price),
    code_sh: line.hsCode ?? "",
  }));
}

/** What the form holds when a pre-alert's answer comes in. */
export interface FormBeforeFill {
  lines: LineValues[];
  /** The lines an earlier pre-alert put in, if one did (a number scanned again): not the desk's own either. */
  filledLines: LineValues[] | null;
  /** The warehouses the desk may choose (the open ones). */
  warehouseIds: readonly string[];
}

/** The lines hold nothing the desk typed: the preset line, or what an earlier pre-alert filled. */
export function linesUntouched(lines: readonly LineValues[], filledLines: readonly LineValues[] | null): boolean {
  const same = (a: readonly LineValues[], b: readonly LineValues[]) => JSON.stringify(a) === JSON.stringify(b);
  return same(lines, [newLine("parcel")]) || (filledLines !== null && same(lines, filledLines));
}

/**
 * The form's fields a chosen pre-alert fills: its customer, itself, the
 * warehouse it was sent to (when open), and its lines unless the desk has
 * typed lines already (an answer that comes late never overwrites them).
 * `lines` and `warehouse` are null where the form keeps its own.
 */
export function preAlertFill(
  preAlert: StaffPreAlert,
  form: FormBeforeFill,
): Pick<IntakeValues, "customer" | "preAlertId"> & { lines: LineValues[] | null; warehouse: string | null } {
  return {
    customer: preAlert.customer,
    preAlertId: preAlert._id,
    lines: linesUntouched(form.lines, form.filledLines) ? preAlertLines(preAlert) : null,
    warehouse: form.warehouseIds.includes(preAlert.warehouseId) ? preAlert.warehouseId : null,
  };
}
