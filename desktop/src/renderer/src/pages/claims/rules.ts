import { formatMoney } from "@ipf/shared/format";
import type { ClaimEvidence, StaffClaimView } from "@ipf/shared/schemas/claims";

/** The amount the decision dialog suggests: everything covered, which staff may lower. */
export const suggestedAmount = (claim: Pick<StaffClaimView, "covered">): string => claim.covered.toFixed(2);

/**
 * The amount typed, as the API takes it, or the reason it cannot be sent:
 * not a number, not above zero, or more than the claim covers.
 */
export function amountProblem(text: string, covered: number): "invalid" | "tooMuch" | null {
  const value = Number(text.replace(",", "."));
  if (!Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100) return "invalid";
  return value > covered ? "tooMuch" : null;
}

/** Weight lost between intake and shipping, in kg (a hint for a damage or pilfering claim); null when unknown. */
export function weightGap(parcel: ClaimEvidence["parcel"]): number | null {
  return parcel.shipWeight === null ? null : Math.round((parcel.weight - parcel.shipWeight) * 1000) / 1000;
}

/** An amount in its currency, as the back office writes money ("$25.50", "€12.00"). */
export const money = (amount: number, currency: "USD" | "EUR") => formatMoney(amount, currency, "en");
