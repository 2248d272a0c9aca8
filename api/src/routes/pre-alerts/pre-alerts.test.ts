import { describe, expect, it } from "vitest";
import { createTestApp, liveMessages } from "../../test/harness.js";
import { customerToken, makeCustomer } from "../../test/factories.js";
import { intakeFields, makeAddress, makeCarrier, makeWorld, pngImage, sendForm } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const image = await pngImage();
const carrier = await makeCarrier(app.db, world.warehouse.id, { name: "Colissimo" });

const { customer: customerMessages } = liveMessages(app);

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;
/** A track number no other test uses. */
const uniqueTrack = () => `PA${Date.now().toString(36).toUpperCase()}${++serial}X`;

const preAlertBody = (fields: Record<string, unknown> = {}) => ({
  store: "Zalando",
  trackNumber: uniqueTrack(),
  warehouse: world.warehouse.id,
  lines: [
    { description: "Sneakers", quantity: 1, price: 89.9, hsCode: "640411" },
    { description: "Socks", quantity: "3", price: "4,5" },
  ],
  ...fields,
});

/** A customer of their own, signed in, so each test reads only its own list. */
async function newCustomer() {
  const customer = await makeCustomer(app.db);
  return { customer, token: customerToken(app, customer) };
}

const add = (token: string, body: Record<string, unknown>) =>
  app.request("POST", "/api/users/pre-alerts/add", { token, body });
const list = (token: string) => app.request("GET", "/api/users/pre-alerts?page=0&perPage=50", { token });
const match = (trackNumber: string, token = world.intake.token) =>
  app.request("GET", `/api/admins/pre-alerts/match?trackNumber=${encodeURIComponent(trackNumber)}`, { token });
const receive = (fields: Record<string, unknown>) =>
  sendForm(app, "/api/packages/add", fields, { token: world.intake.token, files: [image] });
const countPreAlerts = async () => Number((await app.db("pre_alerts").count({ n: "*" }).first())!.n);

describe("#users.pre-alerts", () => {
  it("should require a customer token", async () => {
    expect((await app.request("GET", "/api/users/pre-alerts")).status).toBe(401);
    expect((await add(world.intake.token, preAlertBody())).status).toBe(401);
  });

  it("adds a pre-alert with its number normalised and lists it as expected", async () => {
    const { token } = await newCustomer();
    // As the form sends it: the shipping choices left blank while ship on arrival is off.
    const res = await add(token, preAlertBody({ trackNumber: " 1z 999 aa1 0123 4567 ", addressId: "", carrierId: "" }));

    expect(res.status).toBe(201);
    expect(res.body.preAlert).toMatchObject({
      store: "Zalando",
      trackNumber: "1Z999AA101234567",
      warehouseId: world.warehouse.id,
      lines: [
        { description: "Sneakers", quantity: 1, price: 89.9, hsCode: "640411" },
        { description: "Socks", quantity: 3, price: 4.5, hsCode: null },
      ],
      shipping: null,
      state: "expected",
      status: "expected",
      packageId: null,
    });
    const listed = await list(token);
    expect(listed.body.count).toBe(1);
    expect(listed.body.preAlerts[0]._id).toBe(res.body.preAlert._id);
  });

  it("refuses every bad field by name and stores nothing", async () => {
    const { token } = await newCustomer();
    const before = await countPreAlerts();
    const res = await add(token, {
      store: " ",
      trackNumber: "1 2 3",
      warehouse: "nope",
      lines: [{ description: "", quantity: 0, price: -1 }],
      shipOnArrival: true,
    });

    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      store: "storeRequired",
      trackNumber: "trackTooShort",
      warehouse: "invalidId",
      "lines.0.description": "descriptionRequired",
      "lines.0.quantity": "atLeast?min=1",
      "lines.0.price": "minZero",
      addressId: "addressRequired",
      carrierId: "carrierRequired",
    });
    expect((await add(token, preAlertBody({ lines: [] }))).body.fields).toEqual({ lines: "linesRequired" });
    expect(await countPreAlerts()).toBe(before);
  });

  it("refuses a closed warehouse, another customer's address and another warehouse's carrier", async () => {
    const { token } = await newCustomer();
    const closed = await app
      .db("warehouses")
      .insert({ ...warehouseCopy(), is_active: false })
      .returning("id");
    const elsewhere = await makeCarrier(app.db, closed[0].id);
    const theirs = await makeAddress(app.db, world.other.id);
    const before = await countPreAlerts();

    const res = await add(token, preAlertBody({ warehouse: closed[0].id }));
    expect(res.body.fields).toEqual({ warehouse: "invalidWarehouse" });
    const shipping = await add(
      token,
      preAlertBody({ shipOnArrival: true, addressId: theirs.id, carrierId: elsewhere.id }),
    );
    expect(shipping.status).toBe(400);
    expect(shipping.body.fields).toEqual({ addressId: "addressRequired", carrierId: "carrierRequired" });
    expect(await countPreAlerts()).toBe(before);
  });

  it("rewrites and cancels an expected pre-alert, then refuses to change it", async () => {
    const { customer, token } = await newCustomer();
    const address = await makeAddress(app.db, customer.id);
    const { _id: id } = (await add(token, preAlertBody())).body.preAlert;

    const edited = await app.request("POST", "/api/users/pre-alerts/update", {
      token,
      body: preAlertBody({ id, store: "Amazon", shipOnArrival: true, addressId: address.id, carrierId: carrier.id }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.preAlert).toMatchObject({
      store: "Amazon",
      shipping: { addressId: address.id, carrierId: carrier.id },
    });

    const cancelled = await app.request("POST", "/api/users/pre-alerts/cancel", { token, body: { id } });
    expect(cancelled.body.preAlert).toMatchObject({ state: "cancelled", status: "cancelled" });
    const again = await app.request("POST", "/api/users/pre-alerts/cancel", { token, body: { id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVALID_STATE");
  });

  it("answers 404 for another customer's pre-alert and changes nothing", async () => {
    const { token } = await newCustomer();
    const { _id: id, store } = (await add(token, preAlertBody())).body.preAlert;
    const stranger = (await newCustomer()).token;

    const edit = await app.request("POST", "/api/users/pre-alerts/update", {
      token: stranger,
      body: preAlertBody({ id, store: "Hijacked" }),
    });
    expect(edit.status).toBe(404);
    expect((await app.request("POST", "/api/users/pre-alerts/cancel", { token: stranger, body: { id } })).status).toBe(
      404,
    );
    expect((await list(stranger)).body.count).toBe(0);
    expect(await app.db("pre_alerts").where({ id }).first()).toMatchObject({ store, state: "expected" });
  });

  it("shows an expected pre-alert overdue after 60 days", async () => {
    const { token } = await newCustomer();
    const { _id: id } = (await add(token, preAlertBody())).body.preAlert;
    await app
      .db("pre_alerts")
      .where({ id })
      .update({ created_at: new Date(Date.now() - 61 * DAY) });

    const [shown] = (await list(token)).body.preAlerts;
    expect(shown).toMatchObject({ state: "expected", status: "overdue" });
    const staff = await app.request("GET", "/api/admins/pre-alerts?overdue=true&perPage=100", {
      token: world.support.token,
    });
    expect(staff.body.preAlerts.map((p: { _id: string }) => p._id)).toContain(id);
  });

  it("lists the carriers to ship on arrival with: active ones only", async () => {
    await makeCarrier(app.db, world.warehouse.id, { name: "Resting", is_active: false });
    const res = await app.request("GET", "/api/users/pre-alerts/carriers", { token: world.customerToken });
    const names = res.body.carriers.map((c: { name: string }) => c.name);
    expect(names).toContain("Colissimo");
    expect(names).not.toContain("Resting");
  });
});

describe("#admins.pre-alerts.match", () => {
  it("is for the staff who receive parcels", async () => {
    expect((await match("ABCD", world.customerToken)).status).toBe(401);
    expect((await match("ABCD", world.support.token)).status).toBe(403);
  });

  it("matches the whole number, or the last characters a customer gave", async () => {
    const { customer, token } = await newCustomer();
    const full = uniqueTrack();
    const whole = (await add(token, preAlertBody({ trackNumber: full, store: "Fnac" }))).body.preAlert;
    const ending = `${Date.now() % 100000}`.padStart(5, "7");
    const end = (await add(token, preAlertBody({ trackNumber: ending }))).body.preAlert;

    const exact = await match(full.toLowerCase());
    expect(exact.body.matches.map((p: { _id: string }) => p._id)).toEqual([whole._id]);
    expect(exact.body.matches[0]).toMatchObject({
      store: "Fnac",
      customer: { id: customer.id, customerCode: customer.address_code },
      lines: [{ description: "Sneakers" }, { description: "Socks" }],
    });
    const bySuffix = await match(`JJD0001${ending}`);
    expect(bySuffix.body.matches.map((p: { _id: string }) => p._id)).toEqual([end._id]);
    expect(bySuffix.body.suggestions).toEqual([]);
  });

  it("lists every pre-alert a number matches, and never a cancelled one", async () => {
    const ending = `${(Date.now() % 100000) + 100000}`;
    const first = (await add((await newCustomer()).token, preAlertBody({ trackNumber: ending }))).body.preAlert;
    const second = await newCustomer();
    const other = (await add(second.token, preAlertBody({ trackNumber: `X${ending}` }))).body.preAlert;
    const gone = (await add(second.token, preAlertBody({ trackNumber: `Y${ending}` }))).body.preAlert;
    await app.request("POST", "/api/users/pre-alerts/cancel", { token: second.token, body: { id: gone._id } });

    const res = await match(`X${ending}`);
    expect(res.body.matches.map((p: { _id: string }) => p._id).sort()).toEqual([first._id, other._id].sort());
  });

  it("suggests close numbers when nothing matches, without matching them", async () => {
    const full = uniqueTrack();
    const { _id: id } = (await add((await newCustomer()).token, preAlertBody({ trackNumber: full }))).body.preAlert;
    const typo = `${full.slice(0, 4)}Q${full.slice(5)}`;

    const res = await match(typo);
    expect(res.body.matches).toEqual([]);
    expect(res.body.suggestions.map((p: { _id: string }) => p._id)).toContain(id);
  });
});

describe("#packages.add with a pre-alert", () => {
  it("marks the pre-alert arrived with the parcel, and tells the customer live", async () => {
    const { customer, token } = await newCustomer();
    const { _id: id, trackNumber } = (await add(token, preAlertBody())).body.preAlert;
    customerMessages.length = 0;

    const res = await receive({ ...intakeFields(trackNumber, world.warehouse.id, customer.id), preAlertId: id });
    expect(res.status).toBe(201);
    const [shown] = (await list(token)).body.preAlerts;
    expect(shown).toMatchObject({
      state: "arrived",
      status: "arrived",
      parcelId: res.body.package._id,
      packageId: res.body.package.packageId,
    });
    expect(customerMessages).toContainEqual(
      expect.objectContaining({ customerId: customer.id, event: "newNotification" }),
    );
    expect((await match(trackNumber)).body.matches).toEqual([]);
  });

  it("lets one of two intakes racing for a pre-alert win; the other gets 409 and stores nothing", async () => {
    const { customer, token } = await newCustomer();
    const { _id: id, trackNumber } = (await add(token, preAlertBody())).body.preAlert;
    const fields = { ...intakeFields(trackNumber, world.warehouse.id, customer.id), preAlertId: id };

    const answers = await Promise.all([receive(fields), receive({ ...fields, confirmDuplicate: "true" })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe("REQUEST_CLOSED");
    expect(await app.db("parcels").where({ customer_id: customer.id }).count({ n: "*" }).first()).toEqual({ n: 1 });
  });

  it("refuses another customer's pre-alert by field", async () => {
    const { token } = await newCustomer();
    const { _id: id, trackNumber } = (await add(token, preAlertBody())).body.preAlert;
    const res = await receive({ ...intakeFields(trackNumber, world.warehouse.id, world.other.id), preAlertId: id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ preAlertId: "requestParcelMismatch" });
  });

  it("sends the parcel on as a shipping request when asked to ship on arrival", async () => {
    const { customer, token } = await newCustomer();
    const address = await makeAddress(app.db, customer.id, { city: "Rabat" });
    const body = preAlertBody({ shipOnArrival: true, addressId: address.id, carrierId: carrier.id });
    const { _id: id, trackNumber } = (await add(token, body)).body.preAlert;

    const res = await receive({ ...intakeFields(trackNumber, world.warehouse.id, customer.id), preAlertId: id });
    expect(res.status).toBe(201);
    const parcel = await app.db("parcels").where({ id: res.body.package._id }).first();
    expect(parcel).toMatchObject({ state: "awaiting_approval", additional_note: expect.stringContaining("Colissimo") });
    expect(await app.db("parcel_shipping_addresses").where({ parcel_id: parcel.id }).first()).toMatchObject({
      address_book_id: address.id,
      city: "Rabat",
    });
    const queue = await app.request("GET", "/api/packages/request/approval/get?awaitingApprove=true&perPage=100", {
      token: world.intake.token,
    });
    expect(queue.body.packages.map((p: { _id: string }) => p._id)).toContain(parcel.id);
  });
});

function warehouseCopy() {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = world.warehouse as Record<string, unknown>;
  return rest;
}
