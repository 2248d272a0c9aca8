/**
 * Shipment insurance and claims. Pure: the API prices and checks with these,
 * the pay dialog and the claim form show the same numbers and dates.
 *
 * Insurance is sold at payment, on the parcel's declared value (its lines'
 * prices, in euros, turned into dollars at the day's ECB rate):
 * - the cover is the declared value, at most the maximum cover;
 * - the premium is the setting's share of the cover, rounded up to the cent,
 *   at least the minimum premium;
 * - it is sold for the destinations of the zones listed, or every
 *   destination when none is listed.
 *
 * A shipped parcel may be claimed:
 * - lost, once the carrier's maximum days plus the margin have passed since
 *   it shipped without a delivery, or at once when the carrier reported it
 *   lost or returned;
 * - damaged, within 14 days of its delivery.
 * An insured parcel is covered up to its cover; an uninsured one for its
 * shipping fee only.
 */

import { formatCents } from "./invoice.js";

const DAY_MS = 86_400_000;

export const DAMAGE_CLAIM_DAYS = 14;
/** The tracker statuses that open a lost claim at once. */
export const LOST_STATUSES = ["lost", "returned"] as const;

export interface InsuranceSettings {
  /** The premium's share of the cover, in basis points (200 = 2%). */
  rateBasisPoints: number;
  minPremiumCents: number;
  maxCoverCents: number;
  /** The zones insurance is sold to; empty: every destination. */
  zoneIds: string[];
  /** Days after the carrier's maximum before a parcel may be claimed lost. */
  lostMarginDays: number;
}

export interface InsuranceQuote {
  /** What is paid out at most, dollar cents. */
  coverCents: number;
  /** What the customer pays, dollar cents. */
  premiumCents: number;
}

/** The cover and premium for a declared value in dollar cents; null when there is nothing to insure. */
export function insuranceQuote(declaredCents: number, settings: InsuranceSettings): InsuranceQuote | null {
  if (!Number.isSafeInteger(declaredCents) || declaredCents <= 0) return null;
  const coverCents = Math.min(declaredCents, settings.maxCoverCents);
  const share = Math.ceil((coverCents * settings.rateBasisPoints) / 10_000);
  return { coverCents, premiumCents: Math.max(share, settings.minPremiumCents) };
}

/** Whether insurance is sold to a destination in `zoneIds` (the zones holding its country). */
export function insuranceApplies(settings: InsuranceSettings, destinationZoneIds: readonly string[]): boolean {
  return settings.zoneIds.length === 0 || settings.zoneIds.some((id) => destinationZoneIds.includes(id));
}

/** Euro cents in dollar cents at the ECB rate (dollars for one euro), rounded to the cent. */
export function eurCentsToUsdCents(eurCents: number, usdPerEur: number): number {
  if (!(usdPerEur > 0)) throw new RangeError("the rate must be positive");
  return Math.round(eurCents * usdPerEur);
}

export type ClaimKind = "lost" | "damaged";

export interface ClaimableShipment {
  state: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** The tracker's status, when the parcel has a tracker. */
  trackingStatus: string | null;
  /** The carrier's maximum shipping days. */
  maxShipDays: number;
}

/** Why a claim of this kind cannot be filed now, or null when it can. */
export type ClaimWindow =
  | { open: true }
  | { open: false; reason: "notShipped" }
  | { open: false; reason: "delivered" }
  | { open: false; reason: "notDelivered" }
  | { open: false; reason: "lostFrom"; from: Date }
  | { open: false; reason: "damageEnded"; until: Date };

/** Whether a parcel can be claimed as `kind` at `now`, and if not, why (and from or until when). */
export function claimWindow(
  kind: ClaimKind,
  shipment: ClaimableShipment,
  lostMarginDays: number,
  now: Date,
): ClaimWindow {
  if (shipment.state !== "shipped" || !shipment.shippedAt) return { open: false, reason: "notShipped" };
  if (kind === "lost") {
    if (shipment.deliveredAt || shipment.trackingStatus === "delivered") return { open: false, reason: "delivered" };
    if ((LOST_STATUSES as readonly string[]).includes(shipment.trackingStatus ?? "")) return { open: true };
    const from = new Date(shipment.shippedAt.getTime() + (shipment.maxShipDays + lostMarginDays) * DAY_MS);
    return now >= from ? { open: true } : { open: false, reason: "lostFrom", from };
  }
  if (!shipment.deliveredAt) return { open: false, reason: "notDelivered" };
  const until = new Date(shipment.deliveredAt.getTime() + DAMAGE_CLAIM_DAYS * DAY_MS);
  return now <= until ? { open: true } : { open: false, reason: "damageEnded", until };
}

/** What an approved claim may pay at most: the cover when insured, else the shipping fee. */
export function claimCover(payment: { coverCents: number | null; shippingCents: number }): {
  insured: boolean;
  coveredCents: number;
} {
  return payment.coverCents !== null
    ? { insured: true, coveredCents: payment.coverCents }
    : { insured: false, coveredCents: payment.shippingCents };
}

/** The card checkout's insurance line (the English invoice prints the same words): dollars, like the checkout. */
export function insuranceLineText(parcelCode: string, coverCents: number): string {
  return `Insurance N° ${parcelCode}: covered up to $${formatCents(coverCents)}`;
}

/** The card checkout's discount: the account credit a payment uses. */
export const CREDIT_LINE_TEXT = "Account credit";
