/**
 * The services the site sells on a parcel (an inspection, a device test, a
 * mail scan...): their price rule and what staff hand back. Pure, so the
 * API, the customer's services list and the back office's catalogue price
 * alike. Money is in US dollar cents, like the storage fee and the rate card.
 */

/** What staff may hand back on completing a service. */
export const SERVICE_DELIVERABLES = ["photos", "scan", "checklist"] as const;
export type ServiceDeliverable = (typeof SERVICE_DELIVERABLES)[number];

/** The most a service's fixed price or floor may be, in cents ($1,000). */
export const MAX_SERVICE_PRICE_CENTS = 100_000;
/** A share is in basis points: 10,000 is the whole declared value. */
export const MAX_SERVICE_SHARE_BASIS_POINTS = 10_000;
/** The longest turnaround a service may promise: 30 days. */
export const MAX_SERVICE_TURNAROUND_HOURS = 720;

/** A service's price: a fixed amount, or a share of the declared value with an optional floor. */
export type ServicePrice =
  | { priceCents: number; shareBasisPoints: null; minimumCents: null }
  | { priceCents: null; shareBasisPoints: number; minimumCents: number | null };

/**
 * The fee for a parcel of `declaredValueCents` (its declared lines' total,
 * in dollar cents): the fixed price, or the share of the value rounded to
 * the nearest cent, never below the floor.
 */
export function serviceFeeCents(price: ServicePrice, declaredValueCents: number): number {
  if (price.priceCents !== null) return price.priceCents;
  const share = Math.round((Math.max(0, declaredValueCents) * price.shareBasisPoints) / MAX_SERVICE_SHARE_BASIS_POINTS);
  return Math.max(share, price.minimumCents ?? 0);
}
