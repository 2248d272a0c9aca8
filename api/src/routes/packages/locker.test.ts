import { describe, expect, it } from "vitest";
import { PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { createTestApp } from "../../test/harness.js";
import { makeParcel, makeWorld } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);

// One parcel of the customer in every state, one deleted, and one of another customer.
const byState = Object.fromEntries(
  await Promise.all(PARCEL_STATES.map(async (state) => [state, await world.parcel({ state })] as const)),
);
const deleted = await world.parcel({ deleted_at: new Date(), delete_reason: "Twice", deleted_by: world.admin.row.id });
const foreign = await makeParcel(app.db, { customer_id: world.other.id, warehouse_id: world.warehouse.id });

const ids = (res: { body: { packages: { _id: string }[] } }) => res.body.packages.map((p) => p._id).sort();

describe("#packages.locker", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/users/packages/get")).status).toBe(401);
  });

  it("lists the locker: in the warehouse, free or in a request, up to awaiting payment or going back to its shop", async () => {
    const res = await app.request("GET", "/api/users/packages/get?perPage=100", { token: world.customerToken });
    expect(res.status).toBe(200);
    const expected = [
      "in_locker",
      "awaiting_assemble",
      "awaiting_disassemble",
      "awaiting_approval",
      "approved",
      "awaiting_return",
    ];
    expect(ids(res)).toEqual(expected.map((state) => byState[state]!.id).sort());
    expect(res.body).toMatchObject({ error: false, packageCount: 6, pageCount: 1 });
    expect(ids(res)).not.toContain(deleted.id);
    expect(ids(res)).not.toContain(foreign.id);
    const approved = res.body.packages.find((p: { _id: string }) => p._id === byState.approved!.id);
    expect(approved).toMatchObject({ approved: true, awaitingApprove: false, confirmPayment: false, status: null });
    expect(approved.user).toBeUndefined();
  });

  it("pages the locker in SQL", async () => {
    const first = await app.request("GET", "/api/users/packages/get?perPage=2&page=0", { token: world.customerToken });
    const third = await app.request("GET", "/api/users/packages/get?perPage=2&page=2", { token: world.customerToken });
    expect(first.body.packages).toHaveLength(2);
    expect(third.body.packages).toHaveLength(2);
    expect(first.body.pageCount).toBe(3);
    const bad = await app.request("GET", "/api/users/packages/get?page=-1&perPage=1000", {
      token: world.customerToken,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["page", "perPage"]);
  });

  it("lists paid parcels as awaiting shipping, and shipped and returned ones as shipped", async () => {
    const awaiting = await app.request("GET", "/api/packages/awaiting-shipping/user", { token: world.customerToken });
    expect(ids(awaiting)).toEqual([byState.paid!.id]);
    expect(awaiting.body.packages[0]).toMatchObject({ confirmPayment: true, status: null });
    const shipped = await app.request("GET", "/api/packages/shipped/user", { token: world.customerToken });
    expect(ids(shipped)).toEqual([byState.shipped!.id, byState.returned_to_sender!.id].sort());
    const shippedOne = shipped.body.packages.find((p: { _id: string }) => p._id === byState.shipped!.id);
    expect(shippedOne).toMatchObject({ status: "closed", confirmPayment: true });
  });

  it("counts the three tabs", async () => {
    const res = await app.request("GET", "/api/packages/data/count", { token: world.customerToken });
    expect(res.body).toEqual({ error: false, incomingPackages: 6, awaitingPackages: 1, shippedPackages: 2 });
    const other = await app.request("GET", "/api/packages/data/count", { token: world.otherToken });
    expect(other.body).toEqual({ error: false, incomingPackages: 1, awaitingPackages: 0, shippedPackages: 0 });
  });
});

describe("#packages.details.update", () => {
  it("changes the declared prices of a free parcel, line by line", async () => {
    const parcel = await world.parcel({ lines: 2 });
    const res = await app.request("POST", `/api/packages/details/update/${parcel.parcel_code.toLowerCase()}`, {
      token: world.customerToken,
      body: { details: [{ price: 12.5, description: "ignored" }, { price: "0" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Package details has been updated successfully");
    expect(
      res.body.package.details.map((d: { price: number; description: string }) => [d.description, d.price]),
    ).toEqual([
      ["Item 1", 12.5],
      ["Item 2", 0],
    ]);
  });

  it("refuses negative prices or a different number of lines, changing nothing", async () => {
    const parcel = await world.parcel({ lines: 2 });
    const negative = await app.request("POST", `/api/packages/details/update/${parcel.id}`, {
      token: world.customerToken,
      body: { details: [{ price: -1 }, { price: 2 }] },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toEqual({ "details.0.price": "minZero" });
    const short = await app.request("POST", `/api/packages/details/update/${parcel.id}`, {
      token: world.customerToken,
      body: { details: [{ price: 3 }] },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ details: "detailsCountMismatch" });
    const prices = await app
      .db("parcel_items")
      .where({ parcel_id: parcel.id })
      .orderBy("position")
      .pluck("price_cents");
    expect(prices).toEqual([1000, 2000]);
  });

  it("refuses with 409 once the parcel is in a request, for every state but the locker", async () => {
    for (const state of PARCEL_STATES.filter((s) => s !== "in_locker")) {
      const res = await app.request("POST", `/api/packages/details/update/${byState[state]!.id}`, {
        token: world.customerToken,
        body: { details: [{ price: 1 }] },
      });
      expect(res.status, state).toBe(409);
      expect(res.body.code).toBe("INVALID_STATE");
    }
  });

  it("answers 404 for another customer's parcel or a deleted one", async () => {
    for (const parcel of [foreign, deleted]) {
      const res = await app.request("POST", `/api/packages/details/update/${parcel.id}`, {
        token: world.customerToken,
        body: { details: [{ price: 1 }] },
      });
      expect(res.status).toBe(404);
    }
  });
});
