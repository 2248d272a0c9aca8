/**
 * Which tracking moves the customer is told of, by a notification and an
 * e-mail, and which carrier's event each notice is about. The notice is
 * recorded under (tracker, status, event time) in the same transaction as
 * the tracker's update (tracking.ts), so it goes out once per event:
 *
 * - a notice goes when the status changes to one the customer is told of;
 *   a replayed webhook, or a poll reading what a webhook brought, changes
 *   nothing: nothing new;
 * - a status that comes back with a new event (out for delivery, delivery
 *   failed, out for delivery again the next day) is told again;
 * - a status that comes back with an event already told of (a read older
 *   than what is stored, a status flickering at the carrier) is not.
 *
 * karrio has no separate "exception" status: its problems come as
 * delivery_failed, on_hold and return_to_sender (ours: returned). A delay
 * (delivery_delayed) is shown on the timeline but not sent: the parcel
 * still moves and there is nothing to do.
 */
import type { TrackerSnapshot, TrackingEvent } from "../lib/carriers/gateway.js";

export const NOTIFIED_STATUSES = [
  "out_for_delivery",
  "delivered",
  "delivery_failed",
  "on_hold",
  "returned",
  "ready_for_pickup",
] as const;
export type TrackingNoticeKind = (typeof NOTIFIED_STATUSES)[number];

const notified = (status: string): status is TrackingNoticeKind =>
  (NOTIFIED_STATUSES as readonly string[]).includes(status);

export interface TrackingNoticeDue {
  kind: TrackingNoticeKind;
  /** The time of the event told of: the notice's key with the tracker and the kind. */
  eventAt: string;
  /** That event, when the carrier gave one: its text goes into the e-mail. */
  event: TrackingEvent | null;
}

/** When a status comes without any event, its notice is keyed on this time: once per tracker. */
export const NO_EVENT_AT = new Date(0).toISOString();

const newest = (events: TrackingEvent[]) =>
  events.reduce<TrackingEvent | null>((latest, event) => (!latest || event.at > latest.at ? event : latest), null);

/**
 * The notice a tracker read calls for, if any, given the tracker as it was
 * before the read: one when the status has just become one the customer is
 * told of (a later scan under the same status is no new notice). It is about
 * the newest event carrying that status; for carriers whose events carry
 * none, the newest event. A read whose newest event is older than the
 * newest stored is stale and tells nothing.
 */
export function trackingNoticeDue(
  before: { status: string; lastEventAt: Date | null },
  snapshot: Pick<TrackerSnapshot, "status" | "events">,
): TrackingNoticeDue | null {
  const { status, events } = snapshot;
  if (!notified(status) || before.status === status) return null;
  const latest = newest(events);
  if (before.lastEventAt && (!latest || Date.parse(latest.at) < before.lastEventAt.getTime())) return null;
  const event = newest(events.filter((e) => e.status === status)) ?? latest;
  return { kind: status, eventAt: event?.at ?? NO_EVENT_AT, event };
}
