import { formatDate, formatDateTime } from "@ipf/shared/format";

/**
 * What the tracking timeline of a shipped parcel shows, decided here so the
 * component only draws it: the status as a headline the catalogue knows
 * (`locker.tracking.status.<key>`), whether a sentence of what to do next
 * goes with it (`locker.tracking.advice.<key>`), the events newest first,
 * and the dates as the customer reads them.
 */

/** The statuses the API maps karrio's into (docs/carriers.md); any other reads as "unknown". */
export const TRACKING_STATUSES = [
  "pending",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "on_hold",
  "delivery_failed",
  "returned",
  "ready_for_pickup",
  "delayed",
  "cancelled",
  "unknown",
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Every status has a sentence of what to do next but "in_transit": a parcel simply on its way needs none. */
type Advised = Exclude<TrackingStatus, "in_transit">;

const advised = (status: TrackingStatus): status is Advised => status !== "in_transit";

/** Statuses after which an estimated delivery date no longer means anything. */
const ENDED: ReadonlySet<TrackingStatus> = new Set(["delivered", "returned", "cancelled"]);

export type TrackingTone = "success" | "warning" | "danger" | "info";

const TONES: Record<TrackingStatus, TrackingTone> = {
  pending: "info",
  in_transit: "info",
  out_for_delivery: "info",
  delivered: "success",
  ready_for_pickup: "success",
  on_hold: "warning",
  delayed: "warning",
  delivery_failed: "danger",
  returned: "danger",
  cancelled: "danger",
  unknown: "info",
};

export function trackingStatus(status: string): TrackingStatus {
  return (TRACKING_STATUSES as readonly string[]).includes(status) ? (status as TrackingStatus) : "unknown";
}

function knownStatus(status: string): Exclude<TrackingStatus, "unknown"> | null {
  const read = trackingStatus(status);
  return read === "unknown" ? null : read;
}

export interface TrackingEvent {
  at: string;
  status: string;
  description: string;
  location: string | null;
}

export interface Tracking {
  trackNumber: string;
  trackLink: string | null;
  status: string;
  estimatedDelivery: string | null;
  deliveredAt: string | null;
  events: readonly TrackingEvent[];
}

/** Newest first; events at the same time keep the order they came in. An unreadable time goes last. */
export function newestFirst<E extends { at: string }>(events: readonly E[]): E[] {
  const time = (event: E) => {
    const ms = Date.parse(event.at);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return events
    .map((event, index) => ({ event, index, ms: time(event) }))
    .sort((a, b) => b.ms - a.ms || a.index - b.index)
    .map(({ event }) => event);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ("2026-11-24"), as the API gives an estimated delivery, is
 * shown as it is: read as a time it would be UTC midnight, the day before
 * west of Greenwich. A full time is shown as its day in the viewer's zone.
 */
export function formatDay(value: string | null): string {
  if (value && DAY_ONLY.test(value)) return value;
  return formatDate(value);
}

export interface TrackingView {
  status: TrackingStatus;
  tone: TrackingTone;
  /** The advice's catalogue key, or null when the status needs none. */
  advice: `locker.tracking.advice.${Advised}` | null;
  /** Shown only while the parcel is still on its way. */
  estimatedDelivery: string | null;
  deliveredAt: string | null;
  events: {
    key: string;
    at: string;
    when: string;
    /** The event's status in the customer's words, when it is one the catalogue knows. */
    status: Exclude<TrackingStatus, "unknown"> | null;
    description: string;
    location: string | null;
  }[];
}

export function trackingView(tracking: Tracking): TrackingView {
  const status = trackingStatus(tracking.status);
  return {
    status,
    tone: TONES[status],
    advice: advised(status) ? `locker.tracking.advice.${status}` : null,
    estimatedDelivery: tracking.estimatedDelivery && !ENDED.has(status) ? formatDay(tracking.estimatedDelivery) : null,
    deliveredAt: tracking.deliveredAt ? formatDateTime(tracking.deliveredAt) : null,
    events: newestFirst(tracking.events).map((event, index) => ({
      key: `${event.at}|${event.status}|${index}`,
      at: event.at,
      when: formatDateTime(event.at),
      status: knownStatus(event.status),
      description: event.description.trim(),
      location: event.location?.trim() || null,
    })),
  };
}
