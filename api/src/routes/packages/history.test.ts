import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeWorld } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);

const history = (ref: string, token = world.ops.token) => app.request("GET", `/api/packages/history/${ref}`, { token });

describe("#packages.history", () => {
  it("should list arrival, each state and the deletion, with who and when", async () => {
    const parcel = await world.parcel({ created_by: world.intake.row.id });
    // The customer asks for shipping (no staff member acts), then staff delete it.
    await app
      .db("parcels")
      .where({ id: parcel.id })
      .update({ state: "awaiting_approval", approval_requested_at: new Date() });
    const cancel = await app.request("POST", "/api/packages/approval/cancel", {
      token: world.admin.token,
      body: { packageId: parcel.parcel_code },
    });
    expect(cancel.status).toBe(200);
    const removed = await app.request("POST", `/api/packages/delete/${parcel.parcel_code}`, {
      token: world.admin.token,
      body: { deleteReason: "Damaged beyond repair" },
    });
    expect(removed.status).toBe(200);

    const res = await history(parcel.parcel_code);
    expect(res.status).toBe(200);
    const events = res.body.history as { kind: string; state: string; previousState: string | null; by: unknown }[];
    expect(events.map((e) => [e.kind, e.previousState, e.state])).toEqual([
      ["received", null, "in_locker"],
      ["state", "in_locker", "awaiting_approval"],
      ["state", "awaiting_approval", "in_locker"],
      ["deleted", null, "in_locker"],
    ]);
    expect(events[0]!.by).toEqual({ _id: world.intake.row.id, fullName: world.intake.row.full_name });
    expect(events[1]!.by).toBeNull();
    expect(events[2]!.by).toEqual({ _id: world.admin.row.id, fullName: world.admin.row.full_name });
    expect(events[3]!.by).toMatchObject({ _id: world.admin.row.id });
  });

  it("should answer 404 for an unknown parcel and 401 without a token", async () => {
    expect((await history("PNOSUCH9")).status).toBe(404);
    expect((await app.request("GET", "/api/packages/history/PNOSUCH9")).status).toBe(401);
  });
});
