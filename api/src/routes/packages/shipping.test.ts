import { describe, expect, it } from "vitest";
import { PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { makeCustomer } from "../../test/factories.js";
import { createTestApp, liveMessages } from "../../test/harness.js";
import { chooseOffer, makeCarrier, makeParcel, makeWorld } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const carrier = await makeCarrier(app.db, world.warehouse.id, { name: "Colissimo" });
const other = await makeCarrier(app.db, world.warehouse.id, { name: "UPS" });

const { staff: staffMessages } = liveMessages(app);

/** A paid parcel with the offer it was paid for. */
async function paidParcel(customerId = world.customer.id) {
  const parcel = await makeParcel(app.db, { customer_id: customerId, warehouse_id: world.warehouse.id, state: "paid" });
  await chooseOffer(app.db, parcel.id, carrier.id, 2590);
  return parcel;
}

const shipment = (packageId: string, fields: Record<string, unknown> = {}) => ({
  packageId,
  trackNumber: "cp123456789fr",
  trackLink: "https://www.laposte.fr/outils/suivre-vos-envois?code=CP123456789FR",
  weight: 1.1,
  length: 31,
  width: 21,
  height: 11,
  ...fields,
});

const ship = (body: unknown) =>
  app.request("POST", "/api/packages/shipping/ship", { token: world.support.token, body });

describe("#packages.shipping", () => {
  it("lists paid parcels, suspicious customers apart", async () => {
    const mine = await paidParcel();
    const suspicious = await makeCustomer(app.db, { suspicious: true, suspicion_reason: "Fraud" });
    const theirs = await paidParcel(suspicious.id);
    const list = await app.request("GET", "/api/packages/shipping/get?perPage=100", { token: world.support.token });
    const ids = list.body.packages.map((p: { _id: string }) => p._id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.body).toMatchObject({ error: false, requestCount: ids.length });
    const blacklist = await app.request("GET", "/api/packages/shipping/search?suspicious=true", {
      token: world.support.token,
    });
    expect(blacklist.body.packages.map((p: { _id: string }) => p._id)).toEqual([theirs.id]);
    const search = await app.request("GET", `/api/packages/shipping/search?query=${mine.track_number}`, {
      token: world.support.token,
    });
    expect(search.body.packages.map((p: { _id: string }) => p._id)).toEqual([mine.id]);
    expect(search.body.packages[0].shipMethod).toMatchObject({
      price: 25.9,
      company: { name: "Colissimo" },
      engineLink: null,
    });
  });

  it("says on a row whether the carrier paid for is linked to the shipping engine", async () => {
    const parcel = await paidParcel();
    await app
      .db("carriers")
      .where({ id: carrier.id })
      .update({ engine_carrier: "colissimo", engine_service: "colissimo_expert_france" });
    try {
      const search = await app.request("GET", `/api/packages/shipping/search?query=${parcel.track_number}`, {
        token: world.support.token,
      });
      expect(search.body.packages[0].shipMethod.engineLink).toEqual({
        carrier: "colissimo",
        service: "colissimo_expert_france",
      });
    } finally {
      await app.db("carriers").where({ id: carrier.id }).update({ engine_carrier: null, engine_service: null });
    }
  });

  it("ships a paid parcel with the carrier's tracking and tells the shipping list", async () => {
    const parcel = await paidParcel();
    staffMessages.length = 0;
    const res = await ship(shipment(parcel.parcel_code));
    expect(res.status).toBe(200);
    const row = await app.db("parcels").where({ id: parcel.id }).first();
    expect(row).toMatchObject({
      state: "shipped",
      shipped_track_number: "CP123456789FR",
      ship_weight_grams: 1100,
      ship_carrier_id: carrier.id,
      ship_price_cents: 2590,
    });
    expect(staffMessages.map((m) => m.event)).toContain("loadShippingPackages");
    const notice = await app.db("notifications").where({ parcel_id: parcel.id }).first();
    expect(notice.title.en).toBe("Parcel shipped");
    const shipped = await app.request("GET", "/api/packages/shipped/get?query=cp1234567", {
      token: world.support.token,
    });
    expect(shipped.body.packages.map((p: { _id: string }) => p._id)).toContain(parcel.id);
    expect(shipped.body.packages.find((p: { _id: string }) => p._id === parcel.id)).toMatchObject({
      status: "closed",
      shippedTrackNumber: "CP123456789FR",
      shipWeight: 1.1,
      trackLink: expect.stringContaining("laposte"),
    });
  });

  it("refuses missing or unsafe tracking, and any state but paid", async () => {
    const parcel = await paidParcel();
    const bad = await ship(shipment(parcel.id, { trackNumber: "", trackLink: "javascript:alert(1)", weight: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      trackNumber: "codeRequired",
      trackLink: "invalidLink",
      weight: "positiveNumber",
    });
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("paid");
    for (const state of PARCEL_STATES.filter((s) => s !== "paid")) {
      const other = await world.parcel({ state });
      const res = await ship(shipment(other.id));
      expect(res.status, state).toBe(409);
      expect(res.body.code).toBe("INVALID_STATE");
    }
  });

  it("ships a parcel once when two desks press Ship together", async () => {
    const parcel = await paidParcel();
    const results = await Promise.all([ship(shipment(parcel.id)), ship(shipment(parcel.id))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await app.db("notifications").where({ parcel_id: parcel.id })).toHaveLength(1);
    // The second desk is told who shipped it, and when.
    const shipped = await app.db("parcel_events").where({ parcel_id: parcel.id, state: "shipped" }).first();
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({
      code: "INVALID_STATE",
      handled: {
        state: "shipped",
        by: { kind: "staff", name: world.support.row.full_name, groupId: 2 },
        at: shipped.at.toISOString(),
      },
    });
  });

  it("closes a paid parcel without tracking through shipping/complete", async () => {
    const parcel = await paidParcel();
    const res = await app.request("POST", "/api/packages/shipping/complete", {
      token: world.admin.token,
      body: { requestId: parcel.id },
    });
    expect(res.status).toBe(200);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("shipped");
  });
});

describe("#packages.update_shipped_package", () => {
  it("corrects a shipped parcel's tracking and carrier; nothing else", async () => {
    const parcel = await paidParcel();
    await ship(shipment(parcel.id));
    const res = await app.request("POST", `/api/packages/update_shipped_package/${parcel.id}`, {
      token: world.admin.token,
      body: { trackNumber: "1z999", trackLink: "https://ups.com/track?1Z999", shipCompany: other.id },
    });
    expect(res.status).toBe(200);
    expect(await app.db("parcels").where({ id: parcel.id }).first()).toMatchObject({
      shipped_track_number: "1Z999",
      track_link: "https://ups.com/track?1Z999",
      ship_carrier_id: other.id,
    });
    const missing = await app.request("POST", `/api/packages/update_shipped_package/${parcel.id}`, {
      token: world.admin.token,
      body: { trackNumber: "1Z" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ trackLink: "codeRequired" });
    const unshipped = await paidParcel();
    const refused = await app.request("POST", `/api/packages/update_shipped_package/${unshipped.id}`, {
      token: world.admin.token,
      body: { trackNumber: "1Z", trackLink: "https://ups.com" },
    });
    expect(refused.status).toBe(409);
  });
});
