import { describe, expect, it } from "vitest";
import type { TrackingEvent, TrackingStatus } from "../lib/carriers/gateway.js";
import { NO_EVENT_AT, trackingNoticeDue } from "./tracking-notices.js";

const event = (status: TrackingStatus, at: string): TrackingEvent => ({
  at,
  status,
  description: status,
  location: null,
  code: null,
});
const T1 = "2026-11-20T08:00:00.000Z";
const T2 = "2026-11-20T15:00:00.000Z";
const T3 = "2026-11-21T08:00:00.000Z";
const before = (status: string, lastEventAt: string | null) => ({
  status,
  lastEventAt: lastEventAt ? new Date(lastEventAt) : null,
});

describe("trackingNoticeDue", () => {
  it("tells of the statuses the customer acts on, about the event that brought them", () => {
    const events = [event("in_transit", T1), event("out_for_delivery", T2)];
    expect(trackingNoticeDue(before("in_transit", T1), { status: "out_for_delivery", events })).toEqual({
      kind: "out_for_delivery",
      eventAt: T2,
      event: events[1],
    });
    for (const status of ["delivered", "delivery_failed", "on_hold", "returned", "ready_for_pickup"] as const) {
      expect(trackingNoticeDue(before("in_transit", T1), { status, events: [event(status, T2)] })?.kind).toBe(status);
    }
  });

  it("tells nothing of a parcel simply moving, delayed or cancelled", () => {
    for (const status of ["pending", "in_transit", "delayed", "cancelled", "unknown"] as const) {
      expect(trackingNoticeDue(before("pending", null), { status, events: [event(status, T2)] })).toBeNull();
    }
  });

  it("tells a status once per entry into it, keyed on the event that brought it back", () => {
    const failed = trackingNoticeDue(before("out_for_delivery", T1), {
      status: "delivery_failed",
      events: [event("out_for_delivery", T1), event("delivery_failed", T2)],
    });
    expect(failed?.eventAt).toBe(T2);
    // A second scan under the same status is no new notice.
    expect(
      trackingNoticeDue(before("delivery_failed", T2), {
        status: "delivery_failed",
        events: [event("out_for_delivery", T1), event("delivery_failed", T2), event("delivery_failed", T3)],
      }),
    ).toBeNull();
    // Out for delivery again the next day: its own, new event.
    const again = trackingNoticeDue(before("delivery_failed", T2), {
      status: "out_for_delivery",
      events: [event("out_for_delivery", T1), event("delivery_failed", T2), event("out_for_delivery", T3)],
    });
    expect(again).toMatchObject({ kind: "out_for_delivery", eventAt: T3 });
  });

  it("tells nothing of a read older than what is stored (a stale webhook answered late)", () => {
    expect(
      trackingNoticeDue(before("delivered", T3), {
        status: "out_for_delivery",
        events: [event("out_for_delivery", T2)],
      }),
    ).toBeNull();
    expect(trackingNoticeDue(before("delivered", T3), { status: "out_for_delivery", events: [] })).toBeNull();
  });

  it("for events without a status, keys on the newest event, and only when the status changes", () => {
    const events = [event("unknown", T1), event("unknown", T2)];
    expect(trackingNoticeDue(before("in_transit", T1), { status: "on_hold", events })).toMatchObject({
      kind: "on_hold",
      eventAt: T2,
    });
    // A later scan under the same status is no new notice.
    expect(
      trackingNoticeDue(before("on_hold", T2), { status: "on_hold", events: [...events, event("unknown", T3)] }),
    ).toBeNull();
  });

  it("keys a status without any event on one fixed time: once per tracker", () => {
    expect(trackingNoticeDue(before("pending", null), { status: "delivered", events: [] })).toEqual({
      kind: "delivered",
      eventAt: NO_EVENT_AT,
      event: null,
    });
  });
});
