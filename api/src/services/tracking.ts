/**
 * Tracking shipped parcels through the shipping engine: a tracker for every
 * parcel shipped with a linked carrier (label bought here or tracking typed
 * in), its events stored once each, kept current by karrio's webhook (the
 * tracker read back from karrio, never taken from the webhook's body) and by
 * polling the trackers that have been quiet. Moves the customer must hear
 * of (out for delivery, delivered, a problem) are sent once each, by
 * notification and e-mail (tracking-notices.ts).
 */
import { timingSafeEqual, createHash } from "node:crypto";
import { TRACKING_CUSTOMER_EVENT, type TrackingChangedEventData } from "@ipf/shared/schemas/labels";
import { engineUnreachable, type TrackerSnapshot } from "../lib/carriers/gateway.js";
import type { ParcelRow } from "./parcels/rows.js";
import { inTransaction, type Scope, type Work } from "./work.js";
import { announce } from "./parcels/announce.js";
import { notifyTracking } from "./parcels/notify.js";
import { trackingNoticeDue } from "./tracking-notices.js";

export interface TrackerRow {
  id: string;
  parcel_id: string;
  engine_carrier: string;
  tracking_number: string;
  engine_tracker_id: string | null;
  status: string;
  estimated_delivery: string | Date | null;
  tracking_url: string | null;
  delivered_at: Date | null;
  last_event_at: Date | null;
  checked_at: Date | null;
  created_at: Date;
}

export interface TrackingEventRow {
  occurred_at: Date;
  status: string;
  description: string;
  location: string | null;
  code: string | null;
}

/** Statuses after which a tracker is no longer polled. */
const FINAL = ["delivered", "returned", "cancelled"];

/**
 * Called inside the ship transaction: when the parcel's carrier is linked to
 * the engine and a tracking number is known, a tracker row is recorded now
 * and created at the engine once the shipment has committed (polling catches
 * up if the engine does not answer then).
 */
export async function startTracking(work: Work, parcel: ParcelRow): Promise<void> {
  const { gateway } = work.deps.carrierEngine;
  if (!gateway || !parcel.shipped_track_number || !parcel.ship_carrier_id) return;
  const carrier = (await work.trx("carriers").where({ id: parcel.ship_carrier_id }).first("engine_carrier")) as
    { engine_carrier: string | null } | undefined;
  if (!carrier?.engine_carrier) return;
  const [tracker] = (await work
    .trx("parcel_trackers")
    .insert({
      parcel_id: parcel.id,
      engine_carrier: carrier.engine_carrier,
      tracking_number: parcel.shipped_track_number,
      tracking_url: parcel.track_link,
    })
    .onConflict("parcel_id")
    .merge(["engine_carrier", "tracking_number", "tracking_url"])
    .returning("*")) as TrackerRow[];
  work.after(() => refreshTracker({ db: work.deps.db, deps: work.deps, now: work.now }, tracker!.id, { create: true }));
}

/**
 * Reads the tracker from the engine (creating it there first when asked)
 * and stores what is new: events not seen before, the status, the delivery
 * time and estimate. Answers whether anything changed.
 */
export async function refreshTracker(
  scope: Scope,
  trackerId: string,
  options: { create?: boolean } = {},
): Promise<boolean> {
  const { gateway } = scope.deps.carrierEngine;
  if (!gateway) return false;
  const known = (await scope.db("parcel_trackers").where({ id: trackerId }).first()) as TrackerRow | undefined;
  if (!known) return false;
  let snapshot: TrackerSnapshot;
  try {
    snapshot =
      options.create || !known.engine_tracker_id
        ? await gateway.track(known.engine_carrier, known.tracking_number, known.parcel_id)
        : await gateway.tracker(known.engine_tracker_id);
  } catch (error) {
    if (engineUnreachable(error)) {
      scope.deps.log.warn({ err: error, trackerId }, "tracker not read from the shipping engine");
      return false;
    }
    throw error;
  }
  return inTransaction(scope.deps, (work) => applySnapshot(work, trackerId, snapshot));
}

async function applySnapshot(work: Work, trackerId: string, snapshot: TrackerSnapshot): Promise<boolean> {
  const tracker = (await work.trx("parcel_trackers").where({ id: trackerId }).forUpdate().first()) as
    TrackerRow | undefined;
  if (!tracker) return false;
  let added = 0;
  if (snapshot.events.length > 0) {
    const inserted = await work
      .trx("parcel_tracking_events")
      .insert(
        snapshot.events.map((event) => ({
          tracker_id: tracker.id,
          occurred_at: event.at,
          status: event.status,
          description: event.description.slice(0, 1000),
          location: event.location?.slice(0, 200) ?? null,
          code: event.code?.slice(0, 100) ?? null,
        })),
      )
      .onConflict(["tracker_id", "occurred_at", "status", "description"])
      .ignore()
      .returning("id");
    added = inserted.length;
  }
  const newest = snapshot.events.reduce<string | null>(
    (latest, event) => (!latest || event.at > latest ? event.at : latest),
    null,
  );
  const delivered = snapshot.delivered || snapshot.status === "delivered";
  const deliveredAt =
    tracker.delivered_at ??
    (delivered ? new Date(snapshot.events.find((e) => e.status === "delivered")?.at ?? work.now) : null);
  const changed = added > 0 || tracker.status !== snapshot.status;
  await work
    .trx("parcel_trackers")
    .where({ id: tracker.id })
    .update({
      engine_tracker_id: snapshot.trackerId,
      status: snapshot.status,
      estimated_delivery: snapshot.estimatedDelivery,
      tracking_url: tracker.tracking_url ?? snapshot.trackingUrl,
      delivered_at: deliveredAt,
      last_event_at: newest ?? tracker.last_event_at,
      checked_at: work.now,
    });
  if (changed) {
    const parcel = (await work.trx("parcels").where({ id: tracker.parcel_id }).first()) as ParcelRow | undefined;
    if (parcel) {
      announce(work, parcel, ["shipmentProblems"]);
      // The customer's open timeline asks again.
      const data: TrackingChangedEventData = { _id: parcel.id };
      work.after(() => work.deps.realtime.toCustomer(parcel.customer_id, TRACKING_CUSTOMER_EVENT, data));
      // A parcel returned to its shop is the shop's to receive: the customer's notices speak of their own delivery.
      if (parcel.state !== "returned_to_sender") await tellCustomer(work, tracker, snapshot, parcel);
    }
  }
  return changed;
}

/**
 * Sends the notice this read calls for, unless one was sent for the same
 * event: the row recorded under (tracker, kind, event time) is what decides,
 * inside the transaction that holds the tracker's lock, so two webhooks at
 * once, a replay or a poll send it once.
 */
async function tellCustomer(work: Work, tracker: TrackerRow, snapshot: TrackerSnapshot, parcel: ParcelRow) {
  const due = trackingNoticeDue({ status: tracker.status, lastEventAt: tracker.last_event_at }, snapshot);
  if (!due) return;
  const recorded = await work
    .trx("parcel_tracking_notices")
    .insert({ tracker_id: tracker.id, kind: due.kind, event_at: due.eventAt })
    .onConflict(["tracker_id", "kind", "event_at"])
    .ignore()
    .returning("id");
  if (recorded.length === 0) return;
  await notifyTracking(work, parcel, due, {
    tracking_number: tracker.tracking_number,
    tracking_url: tracker.tracking_url ?? snapshot.trackingUrl,
  });
}

/** Constant-time comparison of karrio's X-Event-Id header with the webhook's secret. */
export function webhookSecretMatches(given: string | undefined, secret: string | null): boolean {
  if (!given || !secret) return false;
  // Hashing first gives equal lengths, so the comparison leaks nothing about the secret's length.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(secret).digest();
  return timingSafeEqual(a, b);
}

/**
 * karrio's tracker_updated event names a tracker (id, carrier and tracking
 * number); the tracker it names is read back from karrio. Unknown trackers
 * and other events are acknowledged and ignored.
 */
export async function receiveTrackerEvent(
  scope: Scope,
  event: { event: string; data: { id?: string; carrier_name?: string; tracking_number?: string } },
) {
  if (event.event !== "tracker_updated" && event.event !== "tracker.updated") return { handled: false };
  const { id, carrier_name: carrier, tracking_number: number } = event.data;
  type Found = { id: string } | undefined;
  let tracker = id
    ? ((await scope.db("parcel_trackers").where({ engine_tracker_id: id }).first("id")) as Found)
    : undefined;
  if (!tracker && carrier && number) {
    tracker = (await scope
      .db("parcel_trackers")
      .where({ engine_carrier: carrier, tracking_number: number })
      .first("id")) as Found;
  }
  if (!tracker) return { handled: false };
  return { handled: await refreshTracker(scope, tracker.id) };
}

/** Trackers not final and not read for `quietHours`: the polling job reads them again, oldest first. */
export async function pollQuietTrackers(scope: Scope, quietHours = 3, limit = 200): Promise<number> {
  const since = new Date(scope.now.getTime() - quietHours * 3_600_000);
  const due = (await scope
    .db("parcel_trackers")
    .whereNull("delivered_at")
    .whereNotIn("status", FINAL)
    .where((q) => void q.whereNull("checked_at").orWhere("checked_at", "<", since))
    .orderByRaw("checked_at NULLS FIRST")
    .limit(limit)
    .select("id")) as { id: string }[];
  let changed = 0;
  for (const { id } of due) if (await refreshTracker(scope, id)) changed += 1;
  return changed;
}

/** The tracking of one parcel, newest event first; null when it has none. */
export async function trackingOf(scope: Scope, parcelId: string) {
  const tracker = (await scope.db("parcel_trackers").where({ parcel_id: parcelId }).first()) as TrackerRow | undefined;
  if (!tracker) return null;
  const events = (await scope
    .db("parcel_tracking_events")
    .where({ tracker_id: tracker.id })
    .orderBy([
      { column: "occurred_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .select("occurred_at", "status", "description", "location", "code")) as TrackingEventRow[];
  return { tracker, events };
}
