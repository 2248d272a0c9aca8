import { describe, expect, it } from "vitest";
import { PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { storageEndDay } from "@ipf/shared/rules/storage";
import { createTestApp } from "../../test/harness.js";
import {
  closedByStaff,
  makeParcel,
  makeWarehouse,
  makeWorld,
  pngImage,
  sendForm,
} from "../../test/factories-parcels.js";
import { makeStaff, staffToken } from "../../test/factories.js";

const app = await createTestApp();
const world = await makeWorld(app);
const image = await pngImage();

const stateOf = async (id: string) => (await app.db("parcels").where({ id }).first()).state as string;

async function requestGroup(count = 2, body: Record<string, unknown> = {}) {
  const parcels = [];
  for (let i = 0; i < count; i++) parcels.push(await world.parcel({ has_lithium: i === 0 }));
  const res = await app.request("POST", "/api/packages/group", {
    token: world.customerToken,
    body: { packages: parcels.map((p) => p.id), removeBills: true, assembleNote: "Flat please", ...body },
  });
  expect(res.status).toBe(201);
  return { parcels, group: res.body.packagesGroup as { _id: string } };
}

const accept = (
  requestId: string,
  fields: Record<string, unknown> = {},
  token = world.intake.token,
  files: Buffer[] = [image],
) =>
  sendForm(
    app,
    "/api/packages/add-assemble",
    { requestId, weight: "3.2", length: 40, width: 30, height: 20, fees: 1, ...fields },
    { token, files },
  );

/** A staff member of `group_id` with a name of their own, and their token. */
async function staffNamed(full_name: string, group_id: 1 | 3) {
  const row = await makeStaff(app.db, { full_name, group_id });
  return { row, token: staffToken(app, row) };
}

const customerCancel = (requestId: string) =>
  app.request("POST", "/api/packages/group/user-cancel", { token: world.customerToken, body: { requestId } });

const staffPost = (path: string, body: unknown) => app.request("POST", path, { token: world.admin.token, body });

describe("#packages.group", () => {
  it("puts two free parcels of one warehouse in an assemble request", async () => {
    const { parcels, group } = await requestGroup(2);
    expect(group).toMatchObject({
      state: "open",
      awaitingApprove: true,
      approved: false,
      removeBills: true,
      removeShoeBoxes: false,
      assembleNote: "Flat please",
      assemblePackage: null,
    });
    for (const parcel of parcels) expect(await stateOf(parcel.id)).toBe("awaiting_assemble");
    const mine = await app.request("GET", "/api/packages/group/user", { token: world.customerToken });
    expect(mine.body.packagesGroups.map((g: { _id: string }) => g._id)).toContain(group._id);
    const theirs = await app.request("GET", "/api/packages/group/user", { token: world.otherToken });
    expect(theirs.body.packagesGroups).toEqual([]);
  });

  it("needs at least two different parcels", async () => {
    const parcel = await world.parcel();
    for (const packages of [[parcel.id], [parcel.id, parcel.parcel_code], []]) {
      const res = await app.request("POST", "/api/packages/group", { token: world.customerToken, body: { packages } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ packages: "assembleMinCount" });
    }
    expect(await stateOf(parcel.id)).toBe("in_locker");
  });

  it("refuses parcels of two warehouses, another customer's, or not free, changing nothing", async () => {
    const free = await world.parcel();
    const elsewhere = await world.parcel({ warehouse_id: (await makeWarehouse(app.db, { country: "DE" })).id });
    const twoWarehouses = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [free.id, elsewhere.id] },
    });
    expect(twoWarehouses.status).toBe(400);
    expect(twoWarehouses.body.fields).toEqual({ packages: "assembleSameWarehouse" });

    const foreign = await makeParcel(app.db, { customer_id: world.other.id, warehouse_id: world.warehouse.id });
    const notMine = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [free.id, foreign.id] },
    });
    expect(notMine.status).toBe(404);

    for (const state of PARCEL_STATES.filter((s) => s !== "in_locker")) {
      const busy = await world.parcel({ state });
      const res = await app.request("POST", "/api/packages/group", {
        token: world.customerToken,
        body: { packages: [free.id, busy.id] },
      });
      expect(res.status, state).toBe(409);
      expect(res.body.code).toBe("INVALID_STATE");
    }
    const consolidated = await world.parcel({ is_consolidated: true });
    const again = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [free.id, consolidated.id] },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_ASSEMBLED");
    expect(await stateOf(free.id)).toBe("in_locker");
    expect(await app.db("consolidation_parcels").where({ parcel_id: free.id }).first()).toBeUndefined();
  });

  it("lets only one of two requests sharing a parcel win", async () => {
    const [a, b, c] = [await world.parcel(), await world.parcel(), await world.parcel()];
    const results = await Promise.all(
      [
        [a.id, b.id],
        [b.id, c.id],
      ].map((packages) =>
        app.request("POST", "/api/packages/group", { token: world.customerToken, body: { packages } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await app.db("consolidation_parcels").where({ parcel_id: b.id }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });
});

describe("#packages.group.user-cancel", () => {
  it("returns the parcels to the locker within 15 minutes, named by a parcel or the request", async () => {
    const start = new Date();
    app.setNow(start);
    const one = await requestGroup(2);
    const two = await requestGroup(2);
    app.setNow(new Date(start.getTime() + 15 * 60_000));
    const byParcel = await app.request("POST", "/api/packages/group/user-cancel", {
      token: world.customerToken,
      body: { packageId: one.parcels[0]!.parcel_code },
    });
    expect(byParcel.status).toBe(200);
    const byRequest = await app.request("POST", "/api/packages/group/user-cancel", {
      token: world.customerToken,
      body: { requestId: two.group._id },
    });
    expect(byRequest.status).toBe(200);
    for (const parcel of [...one.parcels, ...two.parcels]) expect(await stateOf(parcel.id)).toBe("in_locker");
    expect((await app.db("consolidations").where({ id: one.group._id }).first()).state).toBe("cancelled");
    app.setNow(new Date());
  });

  it("refuses after 15 minutes with CANCEL_WINDOW_PASSED, changing nothing", async () => {
    const start = new Date();
    app.setNow(start);
    const { parcels, group } = await requestGroup(2);
    app.setNow(new Date(start.getTime() + 15 * 60_000 + 1000));
    const res = await app.request("POST", "/api/packages/group/user-cancel", {
      token: world.customerToken,
      body: { requestId: group._id },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("CANCEL_WINDOW_PASSED");
    expect(await stateOf(parcels[0]!.id)).toBe("awaiting_assemble");
    app.setNow(new Date());
  });

  it("answers 404 for another customer's request", async () => {
    const { group } = await requestGroup(2);
    const res = await app.request("POST", "/api/packages/group/user-cancel", {
      token: world.otherToken,
      body: { requestId: group._id },
    });
    expect(res.status).toBe(404);
  });
});

describe("#packages.add-assemble", () => {
  it("creates the consolidated parcel; the members become merged", async () => {
    const { parcels, group } = await requestGroup(2);
    const res = await accept(group._id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Assembled Successfully");
    const parcel = res.body.package;
    expect(parcel).toMatchObject({
      state: "in_locker",
      assemble: true,
      weight: 3.2,
      fees: 1,
      shippingOptions: { hasLithium: true, hasDangerous: false, removeBills: true },
      details: [{ description: "Item 1" }, { description: "Item 1" }],
    });
    expect(parcels.map((p) => `ASM-${p.track_number}`)).toContain(parcel.trackNumber);
    expect(parcel.images).toHaveLength(1);
    for (const member of parcels) expect(await stateOf(member.id)).toBe("merged");
    const view = await app.request("GET", `/api/packages/assemble/${parcels[1]!.parcel_code}`, {
      token: world.support.token,
    });
    expect(view.body.packagesGroup).toMatchObject({
      _id: group._id,
      state: "accepted",
      approved: true,
      assemblePackage: { _id: parcel._id, approved: false, awaitingApprove: false },
      user: { _id: world.customer.id },
    });
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.subject).toBe(`Your consolidated parcel ${parcel.packageId} is ready`);
    expect((await accept(group._id)).body.code).toBe("REQUEST_CLOSED");
  });

  it("counts free storage from the members' earliest arrival, and takes a parcel heavier than carriers' bands", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const older = await world.parcel({ created_at: new Date(Date.now() - 8 * DAY) });
    const newer = await world.parcel({ created_at: new Date(Date.now() - 2 * DAY) });
    const asked = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [newer.id, older.id] },
    });
    expect(asked.status).toBe(201);
    const res = await accept(asked.body.packagesGroup._id, { weight: "32" });
    expect(res.status).toBe(201);
    expect(res.body.package).toMatchObject({
      weight: 32,
      arrivedAt: older.created_at.toISOString(),
      storageEndsOn: storageEndDay(older.created_at),
    });
    // The customer's locker and the staff's lists read the same arrival.
    const locker = await app.request("GET", "/api/users/packages/get?perPage=100", { token: world.customerToken });
    const shown = locker.body.packages.find((p: { _id: string }) => p._id === res.body.package._id);
    expect(shown?.storageEndsOn).toBe(storageEndDay(older.created_at));
  });

  it("refuses bad measures and changes nothing", async () => {
    const { parcels, group } = await requestGroup(2);
    const res = await accept(group._id, { weight: "", fees: "-2" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ weight: "codeRequired", fees: "minZero" });
    expect(await stateOf(parcels[0]!.id)).toBe("awaiting_assemble");
  });

  it("refuses a packed parcel without a photo, as intake does, and changes nothing", async () => {
    const { parcels, group } = await requestGroup(2);
    const res = await accept(group._id, {}, world.intake.token, []);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION",
      message: "Please add at least one image.",
      fields: { images: "codeRequired" },
    });
    for (const parcel of parcels) expect(await stateOf(parcel.id)).toBe("awaiting_assemble");
    expect((await app.db("consolidations").where({ id: group._id }).first()).state).toBe("open");
    expect((await accept(group._id)).status).toBe(201);
  });

  it("tells the second of two staff accepting at once who accepted it, and when", async () => {
    const { parcels, group } = await requestGroup(2);
    const sara = await staffNamed("Sara Haddad", 3);
    const karim = await staffNamed("Karim Zeroual", 1);
    const answers = await Promise.all([accept(group._id, {}, sara.token), accept(group._id, {}, karim.token)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const lost = answers.find((res) => res.status === 409)!;
    const winner = answers[0]!.status === 201 ? sara : karim;
    const row = await app.db("consolidations").where({ id: group._id }).first();
    expect(lost.body).toMatchObject(closedByStaff("accepted", winner, row.accepted_at));
    // One consolidated parcel, the loser's photo not kept.
    const asm = new Set(parcels.map((p) => `ASM-${p.track_number}`));
    const made = await app.db("parcels").where({ is_consolidated: true, customer_id: world.customer.id });
    expect(made.filter((p) => asm.has(p.track_number))).toHaveLength(1);
  });

  it("tells staff the customer cancelled the request, and when; another staff member by name", async () => {
    const byCustomer = await requestGroup(2);
    expect((await customerCancel(byCustomer.group._id)).status).toBe(200);
    const late = await accept(byCustomer.group._id);
    const cancelledAt = (await app.db("consolidations").where({ id: byCustomer.group._id }).first()).cancelled_at;
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: "REQUEST_CLOSED",
      handled: { state: "cancelled", by: { kind: "customer" }, at: cancelledAt.toISOString() },
    });

    const byStaff = await requestGroup(2);
    const karim = await staffNamed("Karim Zeroual", 1);
    const cancel = await app.request("POST", "/api/packages/group/cancel", {
      token: karim.token,
      body: { requestId: byStaff.group._id },
    });
    expect(cancel.status).toBe(200);
    expect((await accept(byStaff.group._id)).body.handled).toMatchObject({
      state: "cancelled",
      by: { kind: "staff", name: "Karim Zeroual", groupId: 1 },
    });
  });

  it("lets only one of accept and the customer's cancel win", async () => {
    const { parcels, group } = await requestGroup(2);
    const [accepted, cancelled] = await Promise.all([accept(group._id), customerCancel(group._id)]);
    // Exactly one wins: accepted (201) and the cancel refused, or cancelled (200) and the accept refused.
    const won = [accepted.status === 201, cancelled.status === 200];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect([accepted.status, cancelled.status]).toContain(409);
    const state = await stateOf(parcels[0]!.id);
    if (accepted.status === 201) expect(state).toBe("merged");
    else expect(state).toBe("in_locker");
    const results = await app.db("parcels").where({ is_consolidated: true, customer_id: world.customer.id });
    const asm = new Set(parcels.map((p) => `ASM-${p.track_number}`));
    expect(results.filter((p) => asm.has(p.track_number))).toHaveLength(accepted.status === 201 ? 1 : 0);
    // Staff who lost are told the customer cancelled; a customer who lost is not told who packed it.
    if (accepted.status === 409)
      expect(accepted.body.handled).toMatchObject({ state: "cancelled", by: { kind: "customer" } });
    else expect(cancelled.body).not.toHaveProperty("handled");
  });
});

describe("#packages.group staff actions", () => {
  it("lists open and accepted requests, searchable", async () => {
    const open = await requestGroup(2);
    const done = await requestGroup(2);
    await accept(done.group._id);
    const groups = await app.request("GET", `/api/packages/groups?query=${open.parcels[1]!.track_number.slice(2)}`, {
      token: world.ops.token,
    });
    expect(groups.body.packagesGroups.map((g: { _id: string }) => g._id)).toEqual([open.group._id]);
    const complete = await app.request("GET", "/api/packages/groups/complete?perPage=100", { token: world.ops.token });
    const ids = complete.body.packagesGroups.map((g: { _id: string }) => g._id);
    expect(ids).toContain(done.group._id);
    expect(ids).not.toContain(open.group._id);
    expect(complete.body.requestCount).toBe(ids.length);
  });

  it("cancels an open request; not an accepted one", async () => {
    const open = await requestGroup(2);
    expect((await staffPost("/api/packages/group/cancel", { requestId: open.group._id })).status).toBe(200);
    expect(await stateOf(open.parcels[0]!.id)).toBe("in_locker");
    const done = await requestGroup(2);
    await accept(done.group._id);
    const res = await staffPost("/api/packages/group/cancel", { requestId: done.group._id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("REQUEST_CLOSED");
  });

  it("reverts an accepted request while its parcel is free, not once it is asked for shipping", async () => {
    const { parcels, group } = await requestGroup(2);
    const result = (await accept(group._id)).body.package;
    expect((await staffPost("/api/packages/group/revert", { requestId: group._id })).status).toBe(200);
    for (const member of parcels) expect(await stateOf(member.id)).toBe("awaiting_assemble");
    const gone = await app.db("parcels").where({ id: result._id }).first();
    expect(gone.deleted_at).not.toBeNull();
    expect(gone.delete_reason).toBe("Consolidation reverted.");
    expect((await app.db("consolidations").where({ id: group._id }).first()).state).toBe("open");

    const again = (await accept(group._id)).body.package;
    await app
      .db("parcels")
      .where({ id: again._id })
      .update({ state: "awaiting_approval", approval_requested_at: new Date() });
    const refused = await staffPost("/api/packages/group/revert", { requestId: group._id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("REVERT_NOT_ALLOWED");
    expect(await stateOf(parcels[0]!.id)).toBe("merged");
    const open = await requestGroup(2);
    expect((await staffPost("/api/packages/group/revert", { requestId: open.group._id })).body.code).toBe(
      "REQUEST_CLOSED",
    );
  });

  it("deletes an accepted request from the lists; not an open one", async () => {
    const open = await requestGroup(2);
    expect((await staffPost("/api/packages/group/delete", { requestId: open.group._id })).status).toBe(409);
    const done = await requestGroup(2);
    await accept(done.group._id);
    expect((await staffPost("/api/packages/group/delete", { requestId: done.group._id })).status).toBe(200);
    const complete = await app.request("GET", "/api/packages/groups/complete?perPage=100", {
      token: world.admin.token,
    });
    expect(complete.body.packagesGroups.map((g: { _id: string }) => g._id)).not.toContain(done.group._id);
    expect((await staffPost("/api/packages/group/delete", { requestId: done.group._id })).status).toBe(404);
  });

  it("removes a parcel only from a group of three or more", async () => {
    const three = await requestGroup(3);
    const path = `/api/packages/groups/remove-package/${three.group._id}`;
    expect((await staffPost(path, { packageId: three.parcels[2]!.parcel_code })).status).toBe(200);
    expect(await stateOf(three.parcels[2]!.id)).toBe("in_locker");
    const small = await staffPost(path, { packageId: three.parcels[0]!.id });
    expect(small.status).toBe(409);
    expect(small.body.code).toBe("GROUP_TOO_SMALL");
    const stranger = await world.parcel();
    expect((await staffPost(path, { packageId: stranger.id })).status).toBe(404);
    expect(await stateOf(three.parcels[0]!.id)).toBe("awaiting_assemble");
  });
});
