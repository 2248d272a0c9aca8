import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeWorld, shipThroughStandIn } from "../../test/factories-parcels.js";
import { pollQuietTrackers } from "../../services/tracking.js";
import { readScope } from "../../services/work.js";
import { TestSocket } from "../../test/ws-client.js";

/**
 * Tracking through the in-process karrio stand-in: trackers created when a
 * parcel leaves with a linked carrier, events stored once each from karrio's
 * webhook (secret checked, tracker read back) and from polling.
 */
const app = await createTestApp();
const world = await makeWorld(app);
const standIn = app.deps.carrierEngine.standIn!;
const secret = app.deps.carrierEngine.webhookSecret!;

const shippedParcel = () => shipThroughStandIn(app, world, { trackLink: "https://tracking.example/x" });

const timeline = (parcelId: string, token = world.customerToken) =>
  app.request("GET", `/api/packages/${parcelId}/tracking`, { token });

const eventsOf = async (parcelId: string) =>
  app
    .db("parcel_tracking_events as e")
    .join("parcel_trackers as t", "t.id", "e.tracker_id")
    .where("t.parcel_id", parcelId)
    .select("e.status");

describe("#tracking", () => {
  it("tracks a parcel shipped with tracking typed in, and shows its customer the timeline as it moves", async () => {
    const { parcel, trackNumber } = await shippedParcel();
    const first = await timeline(parcel.id);
    expect(first.status).toBe(200);
    expect(first.body.tracking).toMatchObject({ carrier: "colissimo", trackNumber, status: "pending" });
    expect(first.body.tracking.events).toHaveLength(1);

    await standIn.advance(trackNumber);
    await standIn.advance(trackNumber, "delivered");
    const moved = await timeline(parcel.id);
    expect(moved.body.tracking.status).toBe("delivered");
    expect(moved.body.tracking.deliveredAt).not.toBeNull();
    expect(moved.body.tracking.events.map((e: { status: string }) => e.status)).toEqual([
      "delivered",
      "in_transit",
      "pending",
    ]);
    expect(moved.body.tracking.events[0].description).toBe("Delivered");
    expect(standIn.violations).toEqual([]);
  });

  it("tells the customer's socket when the tracking moves, so an open timeline asks again", async () => {
    const { parcel, trackNumber } = await shippedParcel();
    expect((await timeline(parcel.id)).body.tracking.events).toHaveLength(1);
    const socket = await TestSocket.open(app.url);
    await socket.join(world.customerToken);
    await standIn.advance(trackNumber, "out_for_delivery");
    expect((await socket.next("updateTracking")).data).toEqual({ _id: parcel.id });
    expect((await timeline(parcel.id)).body.tracking.status).toBe("out_for_delivery");
    socket.close();
  });

  it("shows a parcel's tracking to staff, and to no other customer", async () => {
    const { parcel } = await shippedParcel();
    expect((await timeline(parcel.id, world.support.token)).status).toBe(200);
    expect((await timeline(parcel.id, world.otherToken)).status).toBe(404);
  });

  it("refuses a webhook without the right secret or with a malformed body, and stores nothing", async () => {
    const { parcel, trackNumber } = await shippedParcel();
    const body = { event: "tracker_updated", data: { carrier_name: "colissimo", tracking_number: trackNumber } };
    await standIn.advance(trackNumber, "in_transit", { silent: true });
    const wrong = await app.request("POST", "/api/carriers/karrio/webhook", {
      body,
      headers: { "X-Event-Id": "nope" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_SIGNATURE");
    const none = await app.request("POST", "/api/carriers/karrio/webhook", { body });
    expect(none.status).toBe(400);
    const malformed = await app.request("POST", "/api/carriers/karrio/webhook", {
      body: { data: "x" },
      headers: { "X-Event-Id": secret },
    });
    expect(malformed.status).toBe(400);
    expect((await eventsOf(parcel.id)).map((e) => e.status)).toEqual(["pending"]);
  });

  it("stores each event once when a webhook is replayed", async () => {
    const { parcel, trackNumber } = await shippedParcel();
    await standIn.advance(trackNumber, "in_transit", { silent: true });
    const body = { event: "tracker_updated", data: { carrier_name: "colissimo", tracking_number: trackNumber } };
    for (let i = 0; i < 3; i++) {
      const res = await app.request("POST", "/api/carriers/karrio/webhook", {
        body,
        headers: { "X-Event-Id": secret },
      });
      expect(res.status).toBe(200);
    }
    expect((await eventsOf(parcel.id)).map((e) => e.status).sort()).toEqual(["in_transit", "pending"]);
  });

  it("reads quiet trackers again by polling when a webhook was lost", async () => {
    const { parcel, trackNumber } = await shippedParcel();
    await standIn.advance(trackNumber, "delivery_failed", { silent: true });
    const later = new Date(Date.now() + 4 * 3_600_000);
    await pollQuietTrackers({ ...readScope(app.deps), now: later });
    expect((await timeline(parcel.id)).body.tracking.status).toBe("delivery_failed");
  });

  it("moves a tracker from the stand-in's own page, and the parcel learns it as from karrio's webhook", async () => {
    const { parcel, trackNumber } = await shippedParcel();
    const page = await app.request("GET", "/karrio-local/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(trackNumber);

    const advance = (body: Record<string, string>) => app.request("POST", "/karrio-local/_advance", { body });
    const wrongStatus = await advance({ trackingNumber: trackNumber, status: "exploded" });
    expect(wrongStatus.status).toBe(400);
    expect((await advance({ trackingNumber: "NO-SUCH-NUMBER" })).status).toBe(404);
    expect((await timeline(parcel.id)).body.tracking.status).toBe("pending");

    const moved = await advance({ trackingNumber: trackNumber, status: "delivered" });
    expect(moved.body).toMatchObject({ ok: true, status: "delivered" });
    expect((await timeline(parcel.id)).body.tracking.status).toBe("delivered");
  });
});
