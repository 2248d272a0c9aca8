import { describe, expect, it } from "vitest";
import { PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { storageEndDay } from "@ipf/shared/rules/storage";
import { createTestApp } from "../../test/harness.js";
import { closedByStaff, makeParcel, makeWorld, sendForm } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);

const stateOf = async (id: string) => (await app.db("parcels").where({ id }).first()).state as string;

async function requestSplit(fields: { created_at?: Date } = {}) {
  const parcel = await world.parcel({
    track_number: `ORIG${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    ...fields,
  });
  const res = await app.request("POST", `/api/packages/disassemble-request/${parcel.id}`, {
    token: world.customerToken,
    body: { disassembleNote: "The shoes apart from the books", removeBills: "true" },
  });
  expect(res.status).toBe(201);
  const request = await app.db("split_requests").where({ parcel_id: parcel.id }).first();
  return { parcel, request: request as { id: string } };
}

const takeIn = (requestId: string, fields: Record<string, unknown> = {}) =>
  sendForm(
    app,
    "/api/packages/add",
    {
      fromDisassemble: requestId,
      weight: "0.6",
      length: 20,
      width: 15,
      height: 10,
      details: [{ description: "Shoes", quantity: 1, price: 30, madeIn: "IT" }],
      ...fields,
    },
    { token: world.admin.token },
  );

describe("#packages.disassemble-request", () => {
  it("needs a note", async () => {
    const parcel = await world.parcel();
    const res = await app.request("POST", `/api/packages/disassemble-request/${parcel.id}`, {
      token: world.customerToken,
      body: { disassembleNote: "   " },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ disassembleNote: "disassembleNoteRequired" });
    expect(await stateOf(parcel.id)).toBe("in_locker");
  });

  it("sets the parcel awaiting disassembly, once", async () => {
    const { parcel, request } = await requestSplit();
    expect(await stateOf(parcel.id)).toBe("awaiting_disassemble");
    expect(request).toMatchObject({ state: "open", remove_bills: true, note: "The shoes apart from the books" });
    const again = await app.request("POST", `/api/packages/disassemble-request/${parcel.id}`, {
      token: world.customerToken,
      body: { disassembleNote: "again" },
    });
    expect(again.status).toBe(409);
  });

  it("refuses parcels not free in the locker, and another customer's", async () => {
    for (const state of PARCEL_STATES.filter((s) => s !== "in_locker")) {
      const parcel = await world.parcel({ state });
      const res = await app.request("POST", `/api/packages/disassemble-request/${parcel.id}`, {
        token: world.customerToken,
        body: { disassembleNote: "x" },
      });
      expect(res.status, state).toBe(409);
    }
    const foreign = await makeParcel(app.db, { customer_id: world.other.id, warehouse_id: world.warehouse.id });
    const res = await app.request("POST", `/api/packages/disassemble-request/${foreign.id}`, {
      token: world.customerToken,
      body: { disassembleNote: "x" },
    });
    expect(res.status).toBe(404);
  });
});

describe("#packages.requests.disassemble", () => {
  it("keeps the split parcel's arrival on each new parcel: free storage goes on, and a heavy one is taken", async () => {
    const arrived = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const { request } = await requestSplit({ created_at: arrived });
    const res = await takeIn(request.id, { weight: "31.5" });
    expect(res.status).toBe(201);
    expect(res.body.package).toMatchObject({
      weight: 31.5,
      arrivedAt: arrived.toISOString(),
      storageEndsOn: storageEndDay(arrived),
    });
    expect(res.body.package.createdAt).not.toBe(arrived.toISOString());
  });

  it("takes in the new parcels as ORIGINAL-1, -2 and completes, linking them", async () => {
    const { parcel, request } = await requestSplit();
    const first = await takeIn(request.id, { userId: world.customer.id, warehouse: world.warehouse.id });
    const second = await takeIn(request.id, { trackNumber: "ignored-1" });
    expect(first.status).toBe(201);
    expect(first.body.orderedPackage.trackNumber).toBe(`${parcel.track_number}-1`);
    expect(second.body.orderedPackage.trackNumber).toBe(`${parcel.track_number}-2`);
    expect(first.body.package).toMatchObject({ disassembledFrom: parcel.parcel_code, state: "in_locker" });

    const open = await app.request("GET", `/api/packages/disassemble/get/${parcel.parcel_code}`, {
      token: world.support.token,
    });
    expect(open.body.request).toMatchObject({ complete: false, user: { _id: world.customer.id } });
    expect(open.body.request.pendingPackages).toHaveLength(2);

    const done = await app.request("POST", `/api/packages/requests/disassemble/${request.id}`, {
      token: world.admin.token,
      body: { addedPackages: [first.body.orderedPackage._id, second.body.package.packageId] },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Request was disassembled Successfully");
    expect(await stateOf(parcel.id)).toBe("split");
    const view = await app.request("GET", `/api/packages/disassemble/get/${request.id}`, { token: world.admin.token });
    expect(view.body.request).toMatchObject({ complete: true, state: "completed", pendingPackages: [] });
    expect(view.body.request.addedPackages.map((p: { trackNumber: string }) => p.trackNumber)).toEqual([
      `${parcel.track_number}-1`,
      `${parcel.track_number}-2`,
    ]);
    const notice = await app.db("notifications").where({ parcel_id: parcel.id }).first();
    expect(notice.title.en).toBe("Parcel split");
    // A desk still taking parcels in is told who completed it, and when.
    const late = await takeIn(request.id);
    const completed = await app.db("split_requests").where({ id: request.id }).first();
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject(closedByStaff("completed", world.admin, completed.completed_at));
  });

  it("numbers parcels taken in at once without a gap or a repeat", async () => {
    const { parcel, request } = await requestSplit();
    const results = await Promise.all([takeIn(request.id), takeIn(request.id), takeIn(request.id)]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.body.orderedPackage.trackNumber).sort()).toEqual(
      [1, 2, 3].map((n) => `${parcel.track_number}-${n}`),
    );
  });

  it("refuses a parcel that does not come out of this one, and a mismatched customer", async () => {
    const { request } = await requestSplit();
    const stranger = await world.parcel();
    const res = await app.request("POST", `/api/packages/requests/disassemble/${request.id}`, {
      token: world.admin.token,
      body: { addedPackages: [stranger.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ "addedPackages.0": "notFromThisPackage" });
    const mismatch = await takeIn(request.id, { userId: world.other.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ userId: "disassembleMismatch" });
    const empty = await app.request("POST", `/api/packages/requests/disassemble/${request.id}`, {
      token: world.admin.token,
      body: { addedPackages: [] },
    });
    expect(empty.status).toBe(400);
  });

  it("cancels an open request (admins), not once parcels were taken in", async () => {
    const { parcel, request } = await requestSplit();
    const cancel = (id: string) =>
      app.request("POST", "/api/packages/requests/disassemble/cancel", {
        token: world.admin.token,
        body: { requestId: id },
      });
    expect((await cancel(request.id)).status).toBe(200);
    expect(await stateOf(parcel.id)).toBe("in_locker");
    const again = await cancel(request.id);
    expect(again.body).toMatchObject(closedByStaff("cancelled", world.admin));

    const busy = await requestSplit();
    await takeIn(busy.request.id);
    const refused = await cancel(busy.request.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("SPLIT_HAS_PARCELS");
  });

  it("lists the awaiting and done tabs, searchable", async () => {
    const { parcel, request } = await requestSplit();
    const awaiting = await app.request(
      "GET",
      `/api/packages/requests/disassemble?complete=false&query=${parcel.track_number}`,
      { token: world.support.token },
    );
    expect(awaiting.body).toMatchObject({ requestCount: 1, pageCount: 1 });
    expect(awaiting.body.requests[0]).toMatchObject({ _id: request.id, note: "The shoes apart from the books" });
    const done = await app.request(
      "GET",
      `/api/packages/requests/disassemble?complete=true&query=${parcel.track_number}`,
      {
        token: world.support.token,
      },
    );
    expect(done.body.requests).toEqual([]);
  });
});
