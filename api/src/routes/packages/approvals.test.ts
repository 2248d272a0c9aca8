import { describe, expect, it } from "vitest";
import { PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { parcelRequestListResponseSchema, parcelRequestRowsResponseSchema } from "@ipf/shared/schemas/parcels";
import { makeCustomer, makeStaff, staffToken } from "../../test/factories.js";
import { createTestApp } from "../../test/harness.js";
import {
  customerToken,
  makeAddress,
  makeCarrier,
  makeParcel,
  makeWarehouse,
  makeWorld,
} from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const address = await makeAddress(app.db, world.customer.id);
const carrier = await makeCarrier(app.db, world.warehouse.id, { name: "Colissimo" });
const express = await makeCarrier(app.db, world.warehouse.id, { name: "DHL Express" });

const stateOf = async (id: string) => (await app.db("parcels").where({ id }).first()).state as string;

const ask = (packageId: string, body: Record<string, unknown> = {}, token = world.customerToken) =>
  app.request("POST", "/api/packages/request/package-approve", {
    token,
    body: { packageId, address: address.id, removeBills: true, additionalNote: "Fragile", ...body },
  });

const approve = (packageId: string, methods: unknown, token = world.support.token) =>
  app.request("POST", "/api/packages/approval/accept", { token, body: { packageId, methods } });

/** When the parcel last moved to `state`, as its history recorded it. */
const movedAt = async (parcelId: string, state: string) =>
  (
    (await app.db("parcel_events").where({ parcel_id: parcelId, state }).orderBy("id", "desc").first()).at as Date
  ).toISOString();

describe("#packages.request.package-approve", () => {
  it("copies the address onto the parcel and sets it awaiting approval", async () => {
    const parcel = await world.parcel();
    const res = await ask(parcel.parcel_code);
    expect(res.status).toBe(200);
    expect(res.body.package).toMatchObject({
      state: "awaiting_approval",
      awaitingApprove: true,
      shippingOptions: { removeBills: true, removeShoeBoxes: false, additionalNote: "Fragile" },
      shippingAddress: { _id: address.id, name: "Amina Benali", country: "MA", city: "Casablanca" },
    });
    expect(res.body.package.approveTime).not.toBeNull();
    // Later edits of the address book do not move the parcel.
    await app.db("address_book").where({ id: address.id }).update({ city: "Rabat" });
    const again = await app.request("GET", "/api/users/packages/get?perPage=100", { token: world.customerToken });
    const listed = again.body.packages.find((p: { _id: string }) => p._id === parcel.id);
    expect(listed.shippingAddress.city).toBe("Casablanca");
    await app.db("address_book").where({ id: address.id }).update({ city: "Casablanca" });
  });

  it("refuses another customer's address (404) and an address missing", async () => {
    const parcel = await world.parcel();
    const theirs = await makeAddress(app.db, world.other.id);
    expect((await ask(parcel.id, { address: theirs.id })).status).toBe(404);
    const none = await app.request("POST", "/api/packages/request/package-approve", {
      token: world.customerToken,
      body: { packageId: parcel.id },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ addressId: "addressRequired" });
    expect(await stateOf(parcel.id)).toBe("in_locker");
  });

  it("refuses an Algerian address without a national ID with addNationalID", async () => {
    const parcel = await world.parcel();
    // The address book itself refuses such a row now; older rows may still lack it.
    await app.db.raw("ALTER TABLE address_book DROP CONSTRAINT address_book_algeria_national_id");
    const algiers = await makeAddress(app.db, world.customer.id, { country: "DZ", city: "Alger", national_id: "123" });
    const res = await ask(parcel.id, { address: algiers.id });
    await app.db("address_book").where({ id: algiers.id }).delete();
    await app.db.raw(`ALTER TABLE address_book ADD CONSTRAINT address_book_algeria_national_id
      CHECK (country <> 'DZ' OR coalesce(char_length(btrim(national_id)), 0) > 8)`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ addressId: "addNationalID" });
    expect(await stateOf(parcel.id)).toBe("in_locker");
    const valid = await makeAddress(app.db, world.customer.id, { country: "DZ", national_id: "123456789012" });
    expect((await ask(parcel.id, { address: valid.id })).status).toBe(200);
  });

  it("refuses parcels not free in the locker, and another customer's parcel", async () => {
    for (const state of PARCEL_STATES.filter((s) => s !== "in_locker")) {
      const res = await ask((await world.parcel({ state })).id);
      expect(res.status, state).toBe(409);
    }
    const foreign = await makeParcel(app.db, { customer_id: world.other.id, warehouse_id: world.warehouse.id });
    expect((await ask(foreign.id)).status).toBe(404);
  });
});

describe("#packages.request.approval.cancel", () => {
  it("returns the parcel to the locker within 15 minutes, not after", async () => {
    const start = new Date();
    app.setNow(start);
    const early = await world.parcel();
    const late = await world.parcel();
    await ask(early.id);
    await ask(late.id);
    app.setNow(new Date(start.getTime() + 14 * 60_000));
    const cancel = (id: string) =>
      app.request("POST", "/api/packages/request/approval/cancel", {
        token: world.customerToken,
        body: { packageId: id },
      });
    expect((await cancel(early.id)).status).toBe(200);
    expect(await stateOf(early.id)).toBe("in_locker");
    expect(await app.db("parcel_shipping_addresses").where({ parcel_id: early.id }).first()).toBeUndefined();
    app.setNow(new Date(start.getTime() + 16 * 60_000));
    const refused = await cancel(late.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "CANCEL_WINDOW_PASSED",
      message: "A shipping request cannot be cancelled after 15 minutes.",
    });
    expect(await stateOf(late.id)).toBe("awaiting_approval");
    expect((await cancel(early.id)).body.code).toBe("INVALID_STATE");
    const theirs = await app.request("POST", "/api/packages/request/approval/cancel", {
      token: world.otherToken,
      body: { packageId: late.id },
    });
    expect(theirs.status).toBe(404);
    app.setNow(new Date());
  });
});

describe("#packages.approval staff", () => {
  it("lists requests awaiting approval, suspicious customers on their own tab", async () => {
    const suspicious = await makeCustomer(app.db, { suspicious: true, suspicion_reason: "Chargebacks" });
    const theirs = await makeParcel(app.db, {
      customer_id: suspicious.id,
      warehouse_id: world.warehouse.id,
      state: "awaiting_approval",
    });
    const mine = await world.parcel();
    await ask(mine.id);
    const normal = await app.request("GET", "/api/packages/request/approval/get?awaitingApprove=true&perPage=100", {
      token: world.ops.token,
    });
    const normalIds = normal.body.packages.map((p: { _id: string }) => p._id);
    expect(normalIds).toContain(mine.id);
    expect(normalIds).not.toContain(theirs.id);
    expect(normal.body.requestCount).toBe(normalIds.length);
    const blacklist = await app.request("GET", "/api/packages/request/approval/get?suspicious=true", {
      token: world.ops.token,
    });
    expect(blacklist.body.packages.map((p: { _id: string }) => p._id)).toEqual([theirs.id]);
    expect(blacklist.body.packages[0].user).toMatchObject({ suspicious: true });
    const search = await app.request(
      "GET",
      `/api/packages/request/approval/search?query=${mine.parcel_code.slice(1, 6).toLowerCase()}`,
      { token: world.ops.token },
    );
    expect(search.body.packages.map((p: { _id: string }) => p._id)).toEqual([mine.id]);
  });

  it("approves with priced methods of the parcel's warehouse and tells the customer", async () => {
    const parcel = await world.parcel();
    await ask(parcel.id);
    const res = await approve(parcel.id, [
      { company: express.id, price: "42.5" },
      { company: carrier.id, price: 0 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Request was approved Successfully");
    const list = await app.request("GET", "/api/packages/request/approval/get?awaitingApprove=false&perPage=100", {
      token: world.support.token,
    });
    const approved = list.body.packages.find((p: { _id: string }) => p._id === parcel.id);
    expect(approved).toMatchObject({ state: "approved", approved: true, awaitingApprove: false });
    expect(
      approved.methods.map((m: { price: number; company: { name: string } }) => [m.company.name, m.price]),
    ).toEqual([
      ["Colissimo", 0],
      ["DHL Express", 42.5],
    ]);
    const notice = await app.db("notifications").where({ parcel_id: parcel.id }).first();
    expect(notice.title.en).toBe("Shipping approved");
  });

  it("answers the table's rows with view=rows, the whole parcels by default, the same pages and counts", async () => {
    const awaiting = await world.parcel();
    await ask(awaiting.id);
    const approved = await world.parcel();
    await ask(approved.id);
    expect(
      (
        await approve(approved.id, [
          { company: express.id, price: "42.5" },
          { company: carrier.id, price: 9 },
        ])
      ).status,
    ).toBe(200);
    const get = (query: string, path = "get") =>
      app.request("GET", `/api/packages/request/approval/${path}?perPage=100&${query}`, { token: world.ops.token });

    for (const [tab, parcel] of [
      ["awaitingApprove=true", awaiting],
      ["awaitingApprove=false", approved],
    ] as const) {
      const whole = await get(tab);
      const rows = await get(`${tab}&view=rows`);
      expect(rows.status).toBe(200);
      // The default answer is unchanged: whole parcels, with their contents and address.
      expect(parcelRequestListResponseSchema.safeParse(whole.body).success).toBe(true);
      const full = whole.body.packages.find((p: { _id: string }) => p._id === parcel.id);
      expect(full.shippingAddress).toMatchObject({ city: "Casablanca" });
      expect(full).toHaveProperty("details");
      // The rows: exactly the row's fields, in the same order, with the same count.
      expect(parcelRequestRowsResponseSchema.strict().safeParse(rows.body).success).toBe(true);
      expect(rows.body.packages.map((p: { _id: string }) => p._id)).toEqual(
        whole.body.packages.map((p: { _id: string }) => p._id),
      );
      expect([rows.body.requestCount, rows.body.pageCount]).toEqual([whole.body.requestCount, whole.body.pageCount]);
      const row = rows.body.packages.find((p: { _id: string }) => p._id === parcel.id);
      expect(Object.keys(row).sort()).toEqual(
        Object.keys(parcelRequestRowsResponseSchema.shape.packages.element.shape).sort(),
      );
      // Each value is the whole parcel's.
      for (const key of [
        "packageId",
        "trackNumber",
        "state",
        "weight",
        "awaitingApprove",
        "approved",
        "revision",
        "createdAt",
        "arrivedAt",
        "approveTime",
        "approvedAt",
        "paidAt",
        "user",
      ])
        expect([key, row[key]]).toEqual([key, full[key]]);
      expect(row.warehouse).toEqual({ _id: full.warehouse._id, country: full.warehouse.country });
      expect(row.methods).toEqual(
        full.methods.map((m: { _id: string; price: number; company: { _id: string; name: string } }) => ({
          _id: m._id,
          price: m.price,
          company: { _id: m.company._id, name: m.company.name },
        })),
      );
    }
    const approvedRow = (await get("awaitingApprove=false&view=rows")).body.packages.find(
      (p: { _id: string }) => p._id === approved.id,
    );
    expect(
      approvedRow.methods.map((m: { price: number; company: { name: string } }) => [m.company.name, m.price]),
    ).toEqual([
      ["Colissimo", 9],
      ["DHL Express", 42.5],
    ]);

    // The search answers rows alike; a view it does not know is refused.
    const search = await get(`query=${awaiting.parcel_code.slice(1, 6)}&view=rows`, "search");
    expect(search.body.packages.map((p: { _id: string }) => p._id)).toEqual([awaiting.id]);
    expect(parcelRequestRowsResponseSchema.strict().safeParse(search.body).success).toBe(true);
    const bad = await get("view=everything");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("view");
  });

  it("gives a row's dialog the whole parcel by id, with its owner; 404 for none", async () => {
    const parcel = await world.parcel();
    await ask(parcel.id);
    const list = await app.request("GET", "/api/packages/request/approval/get?perPage=100", { token: world.ops.token });
    const inList = list.body.packages.find((p: { _id: string }) => p._id === parcel.id);
    const one = await app.request("GET", `/api/admins/packages/${parcel.id}`, { token: world.ops.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ error: false, package: inList });
    const byCode = await app.request("GET", `/api/admins/packages/${parcel.parcel_code}`, { token: world.ops.token });
    expect(byCode.body.package._id).toBe(parcel.id);
    const missing = await app.request("GET", "/api/admins/packages/00000000-0000-4000-8000-000000000000", {
      token: world.ops.token,
    });
    expect(missing.status).toBe(404);
    expect((await app.request("GET", `/api/admins/packages/${parcel.id}`, { token: world.customerToken })).status).toBe(
      401,
    );
  });

  it("refuses no methods, a foreign or inactive carrier, a negative price, changing nothing", async () => {
    const parcel = await world.parcel();
    await ask(parcel.id);
    for (const methods of [[], undefined]) {
      const res = await approve(parcel.id, methods);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ methods: "Please Add Methods" });
    }
    const elsewhere = await makeCarrier(app.db, (await makeWarehouse(app.db, { country: "DE" })).id);
    const inactive = await makeCarrier(app.db, world.warehouse.id, { is_active: false });
    const bad = await approve(parcel.id, [
      { company: elsewhere.id, price: 1 },
      { company: inactive.id, price: 1 },
      { company: carrier.id, price: -1 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ "methods.2.price": "minZero" });
    const foreign = await approve(parcel.id, [
      { company: elsewhere.id, price: 1 },
      { company: inactive.id, price: 1 },
      { company: carrier.id, price: 1 },
      { company: carrier.id, price: 2 },
    ]);
    expect(foreign.body.fields).toEqual({
      "methods.0.company": "invalidCompany",
      "methods.1.company": "invalidCompany",
      "methods.3.company": "duplicateCompany",
    });
    expect(await stateOf(parcel.id)).toBe("awaiting_approval");
    expect(await app.db("shipping_offers").where({ parcel_id: parcel.id }).first()).toBeUndefined();
  });

  it("approves only a parcel awaiting approval", async () => {
    for (const state of PARCEL_STATES.filter((s) => s !== "awaiting_approval")) {
      const parcel = await world.parcel({ state });
      const res = await approve(parcel.id, [{ company: carrier.id, price: 1 }]);
      expect(res.status, state).toBe(409);
      expect(res.body.code).toBe("INVALID_STATE");
    }
  });

  it("cancels a request awaiting approval, and only such", async () => {
    const parcel = await world.parcel();
    await ask(parcel.id);
    const cancel = () =>
      app.request("POST", "/api/packages/approval/cancel", {
        token: world.admin.token,
        body: { packageId: parcel.id },
      });
    expect((await cancel()).status).toBe(200);
    expect(await stateOf(parcel.id)).toBe("in_locker");
    expect((await cancel()).status).toBe(409);
  });

  it("lets only one of approve and cancel win when they race", async () => {
    for (let round = 0; round < 3; round++) {
      const parcel = await world.parcel();
      await ask(parcel.id);
      const [approved, cancelled] = await Promise.all([
        approve(parcel.id, [{ company: carrier.id, price: 10 }]),
        app.request("POST", "/api/packages/approval/cancel", {
          token: world.admin.token,
          body: { packageId: parcel.id },
        }),
      ]);
      expect([approved.status, cancelled.status].sort()).toEqual([200, 409]);
      const state = await stateOf(parcel.id);
      expect(state).toBe(approved.status === 200 ? "approved" : "in_locker");
      const offers = await app.db("shipping_offers").where({ parcel_id: parcel.id });
      expect(offers).toHaveLength(approved.status === 200 ? 1 : 0);
    }
  });

  it("tells staff who approved or cancelled the request before them, and when", async () => {
    const cancelled = await world.parcel();
    await ask(cancelled.id);
    await app.request("POST", "/api/packages/request/approval/cancel", {
      token: world.customerToken,
      body: { packageId: cancelled.id },
    });
    const late = await approve(cancelled.id, [{ company: carrier.id, price: 10 }]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: "INVALID_STATE",
      handled: { state: "cancelled", by: { kind: "customer" }, at: await movedAt(cancelled.id, "in_locker") },
    });

    const sara = await makeStaff(app.db, { full_name: "Sara Haddad", group_id: 3 });
    const karim = await makeStaff(app.db, { full_name: "Karim Zeroual", group_id: 2 });
    const raced = await world.parcel();
    await ask(raced.id);
    const answers = await Promise.all(
      [sara, karim].map((staff) => approve(raced.id, [{ company: carrier.id, price: 10 }], staffToken(app, staff))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? sara : karim;
    expect(answers.find((res) => res.status === 409)!.body.handled).toEqual({
      state: "approved",
      by: { kind: "staff", name: winner.full_name, groupId: winner.group_id },
      at: await movedAt(raced.id, "approved"),
    });
    // Cancelling it now says the same.
    const cancel = await app.request("POST", "/api/packages/approval/cancel", {
      token: world.admin.token,
      body: { packageId: raced.id },
    });
    expect(cancel.body.handled).toMatchObject({ state: "approved", by: { name: winner.full_name } });
  });

  it("lets only one of the customer's cancel and the staff's approval win", async () => {
    const parcel = await world.parcel();
    await ask(parcel.id);
    const [approved, cancelled] = await Promise.all([
      approve(parcel.id, [{ company: carrier.id, price: 10 }]),
      app.request("POST", "/api/packages/request/approval/cancel", {
        token: customerToken(app, world.customer),
        body: { packageId: parcel.id },
      }),
    ]);
    expect([approved.status, cancelled.status].sort()).toEqual([200, 409]);
  });
});
