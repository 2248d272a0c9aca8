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

/**
 * A request's life: the customer asks (`requested`) and may cancel until
 * staff start (`in_progress`); staff then complete it with its result, or
 * refuse it with a reason (no fee). Staff may also refuse before starting.
 */
export const SERVICE_REQUEST_STATES = ["requested", "in_progress", "completed", "cancelled", "refused"] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

export const SERVICE_REQUEST_RULES = {
  cancel: { from: ["requested"], to: "cancelled", by: "customer" },
  start: { from: ["requested"], to: "in_progress", by: "staff" },
  complete: { from: ["requested", "in_progress"], to: "completed", by: "staff" },
  refuse: { from: ["requested", "in_progress"], to: "refused", by: "staff" },
} as const satisfies Record<
  string,
  { from: readonly ServiceRequestState[]; to: ServiceRequestState; by: "customer" | "staff" }
>;
export type ServiceRequestAction = keyof typeof SERVICE_REQUEST_RULES;

export function canServiceRequest(state: ServiceRequestState, action: ServiceRequestAction): boolean {
  return (SERVICE_REQUEST_RULES[action].from as readonly ServiceRequestState[]).includes(state);
}

/** The states of a request still open: the parcel waits on it (rules/parcel-state.ts, SERVICE_BLOCKED_ACTIONS). */
export const OPEN_SERVICE_STATES = ["requested", "in_progress"] as const satisfies readonly ServiceRequestState[];
export const isOpenService = (state: ServiceRequestState): boolean =>
  (OPEN_SERVICE_STATES as readonly ServiceRequestState[]).includes(state);

/** Why a parcel cannot take a service now. */
export const SERVICE_UNAVAILABLE_REASONS = ["notInLocker", "mailOnly", "otherOpen", "alreadyOpen"] as const;
export type ServiceUnavailableReason = (typeof SERVICE_UNAVAILABLE_REASONS)[number];

/**
 * Whether a parcel can take a service now, or why not: a service asked for
 * already open on it, one for parcels in the locker on a parcel elsewhere,
 * one for mail on a parcel with other contents, an exclusive one while
 * another request is open (or any while an exclusive one is).
 */
export function serviceUnavailable(
  service: { code: string; lockerOnly: boolean; mailOnly: boolean; exclusive: boolean },
  parcel: {
    inLocker: boolean;
    isMail: boolean;
    /** The codes of its open requests, and whether one of them is exclusive. */
    openCodes: readonly string[];
    openExclusive: boolean;
  },
): ServiceUnavailableReason | null {
  if (parcel.openCodes.includes(service.code)) return "alreadyOpen";
  if (service.lockerOnly && !parcel.inLocker) return "notInLocker";
  if (service.mailOnly && !parcel.isMail) return "mailOnly";
  if (parcel.openCodes.length > 0 && (service.exclusive || parcel.openExclusive)) return "otherOpen";
  return null;
}
