import type { Intent } from "@blueprintjs/core";
import type { ProblemKind, ProblemReason } from "@ipf/shared/rules/shipment-problems";
import { problemTicketDraft } from "@ipf/shared/rules/shipment-problems";
import type { ProblemReasonView, ShipmentProblem } from "@ipf/shared/schemas/shipment-problems";
import type { TFunction } from "i18next";

/** How loud a reason's tag is: what needs the customer now in red, the waiting in orange, the quiet plain. */
export function reasonIntent(kind: ProblemKind): Intent {
  if (kind === "delivery_failed" || kind === "returned") return "danger";
  if (kind === "quiet") return "none";
  return "warning";
}

/** "Delivery failed", "No news for 6 days", "Late: 4 days past DHL Express's 4 days". */
export function reasonText(t: TFunction, reason: ProblemReasonView, carrier: string): string {
  switch (reason.kind) {
    case "quiet":
      return t("shipmentProblems.reasons.quiet", { count: reason.days ?? 0 });
    case "late":
      return t("shipmentProblems.reasons.late", {
        count: reason.daysPast ?? 0,
        carrier,
        max: reason.maxDays ?? 0,
      });
    default:
      return t(`shipmentProblems.reasons.${reason.kind}`);
  }
}

/** The reason on the wire as the shared rules take it. */
function asReason(reason: ProblemReasonView): ProblemReason {
  if (reason.kind === "quiet") return { kind: "quiet", days: reason.days ?? 0 };
  if (reason.kind === "late") return { kind: "late", daysPast: reason.daysPast ?? 0, maxDays: reason.maxDays ?? 0 };
  return { kind: reason.kind };
}

/** The ticket a row proposes: about its weightiest problem, in the customer's language. */
export function ticketDraftOf(row: ShipmentProblem): { problem: ProblemKind; about: string; message: string } | null {
  const reason = row.reasons[0];
  if (!reason) return null;
  const { language } = row.user;
  const draft = problemTicketDraft(
    asReason(reason),
    {
      firstName: row.user.firstName,
      parcelCode: row.packageId,
      trackNumber: row.trackNumber,
      carrier: language === "ar" ? row.carrier.nameAr || row.carrier.name : row.carrier.name,
    },
    language,
  );
  return { problem: reason.kind, ...draft };
}

/** "Casablanca, Morocco"; a dash without an address. */
export function destinationText(
  destination: ShipmentProblem["destination"],
  countryName: (code: string) => string,
): string {
  if (!destination) return "—";
  const country = countryName(destination.country);
  return destination.city ? `${destination.city}, ${country}` : country;
}
