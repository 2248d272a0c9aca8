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

/** The form's fields a chosen pre-alert fills: its customer, its lines, and itself. */
export function preAlertFill(preAlert: StaffPreAlert): Pick<IntakeValues, "customer" | "lines" | "preAlertId"> {
  return { customer: preAlert.customer, lines: preAlertLines(preAlert), preAlertId: preAlert._id };
}
