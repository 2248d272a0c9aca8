/**
 * The migration that records the tracking notices sent: trackers already at
 * a status the customer is told of count as told (about that status's newest
 * event), so the first read afterwards sends nothing old.
 */
import { describe, expect, it } from "vitest";
import * as createTrackingNotices from "../migrations/20261210200612_create_tracking_notices.js";
import { seedDemo, seedReference } from "./seed/index.js";
import { createTestDatabase } from "./testing/database.js";

const { db } = await createTestDatabase();
await seedReference(db);
await seedDemo(db);

describe("tracking notices migration", () => {
  it("counts trackers already out for delivery, delivered or in trouble as told, and no other", async () => {
    // Parcels the demo gave no tracker (its shipped parcels have some).
    const parcels = (await db("parcels")
      .whereNotIn("id", db("parcel_trackers").select("parcel_id"))
      .orderBy("created_at")
      .limit(3)
      .pluck("id")) as string[];
    const tracker = async (parcelId: string, status: string) =>
      (
        (await db("parcel_trackers")
          .insert({ parcel_id: parcelId, engine_carrier: "colissimo", tracking_number: `T-${parcelId}`, status })
          .returning("id")) as { id: string }[]
      )[0]!.id;
    const out = await tracker(parcels[0]!, "out_for_delivery");
    const moving = await tracker(parcels[1]!, "in_transit");
    const held = await tracker(parcels[2]!, "on_hold");
    const at = (iso: string) => new Date(iso);
    await db("parcel_tracking_events").insert([
      { tracker_id: out, occurred_at: at("2026-11-20T08:00:00Z"), status: "in_transit", description: "In transit" },
      { tracker_id: out, occurred_at: at("2026-11-21T07:00:00Z"), status: "out_for_delivery", description: "Out" },
      { tracker_id: out, occurred_at: at("2026-11-21T09:00:00Z"), status: "unknown", description: "Scan" },
      { tracker_id: moving, occurred_at: at("2026-11-20T08:00:00Z"), status: "in_transit", description: "In transit" },
    ]);

    // As the migration finds a database that never recorded notices.
    await createTrackingNotices.down(db);
    await createTrackingNotices.up(db);

    const notices = (await db("parcel_tracking_notices")
      .whereIn("tracker_id", [out, moving, held])
      .orderBy("kind")
      .select("tracker_id", "kind", "event_at")) as {
      tracker_id: string;
      kind: string;
      event_at: Date;
    }[];
    expect(notices).toEqual([
      { tracker_id: held, kind: "on_hold", event_at: new Date(0) },
      { tracker_id: out, kind: "out_for_delivery", event_at: at("2026-11-21T07:00:00Z") },
    ]);
  });
});
