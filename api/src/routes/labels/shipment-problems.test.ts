import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { makeCarrier, makeParcel, makeWorld, shipThroughStandIn } from "../../test/factories-parcels.js";
import { TestSocket } from "../../test/ws-client.js";

/**
 * The queue of shipped parcels with a problem: the carrier's (through the
 * karrio stand-in's webhook), no news for days, late past the carrier's
 * maximum; and the ticket staff write to the customer from a row.
 */
const app = await createTestApp();
const world = await makeWorld(app);
const standIn = app.deps.carrierEngine.standIn!;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** A parcel shipped with the stand-in's colissimo: shipped through the API, so its tracker is karrio's. */
function shippedThroughKarrio(customerId = world.customer.id) {
  return shipThroughStandIn(app, world, {
    customerId,
    carrier: { name: "Colissimo International", max_ship_days: 10 },
    trackLink: "https://tracking.example/x",
    prepare: (parcel) =>
      app.db("parcel_shipping_addresses").insert({
        parcel_id: parcel.id,
        name: "Amina Benali",
        country: "MA",
        city: "Casablanca",
        zip: "20000",
        address_line_one: "12 rue des Fleurs",
        phone: "+212600000000",
      }),
  });
}

/** A shipped parcel whose tracker and events are written as they would stand after days. */
async function shippedDaysAgo(options: {
  shippedDays: number;
  status?: string;
  lastEventDays?: number | null;
  maxShipDays?: number;
  deliveredDays?: number;
  customerId?: string;
}) {
  const carrier = await makeCarrier(app.db, world.warehouse.id, {
    name: "DHL Express",
    engine_carrier: "dhl_express",
    engine_service: "dhl_express_worldwide",
    min_ship_days: 2,
    max_ship_days: options.maxShipDays ?? 4,
  });
  const shippedAt = ago(options.shippedDays);
  const trackNumber = `DH${randomBytes(5).toString("hex").toUpperCase()}`;
  const parcel = await makeParcel(app.db, {
    customer_id: options.customerId ?? world.customer.id,
    warehouse_id: world.warehouse.id,
    state: "shipped",
    created_at: ago(options.shippedDays + 3),
    shipped_at: shippedAt,
    ship_carrier_id: carrier.id,
    shipped_track_number: trackNumber,
  });
  const lastEvent = options.lastEventDays === null ? null : ago(options.lastEventDays ?? 0);
  const [tracker] = (await app
    .db("parcel_trackers")
    .insert({
      parcel_id: parcel.id,
      engine_carrier: "dhl_express",
      tracking_number: trackNumber,
      status: options.status ?? "in_transit",
      last_event_at: lastEvent,
      delivered_at: options.deliveredDays === undefined ? null : ago(options.deliveredDays),
      checked_at: new Date(),
    })
    .returning("id")) as { id: string }[];
  if (lastEvent) {
    await app.db("parcel_tracking_events").insert({
      tracker_id: tracker!.id,
      occurred_at: lastEvent,
      status: options.status ?? "in_transit",
      description: "In transit to the destination country",
      location: "Leipzig, DE",
    });
  }
  return { parcel, trackNumber };
}

type Row = {
  _id: string;
  packageId: string;
  reasons: { kind: string; days?: number; daysPast?: number; maxDays?: number }[];
  ticket: { _id: string; status: string } | null;
  [key: string]: unknown;
};

async function queue(query: Record<string, string> = {}, token = world.support.token) {
  const search = new URLSearchParams({ perPage: "100", ...query });
  const res = await app.request("GET", `/api/admins/shipment-problems?${search}`, { token });
  expect(res.status).toBe(200);
  return res.body as { problems: Row[]; problemCount: number; pageCount: number };
}
const rowOf = async (parcelId: string, query: Record<string, string> = {}) =>
  (await queue(query)).problems.find((row) => row._id === parcelId);

describe("#shipment problems queue", () => {
  it("lists a failed delivery reported by the carrier, with the customer, carrier, destination and last event", async () => {
    const { parcel, trackNumber } = await shippedThroughKarrio();
    expect(await rowOf(parcel.id)).toBeUndefined();
    await standIn.advance(trackNumber, "delivery_failed");
    const row = await rowOf(parcel.id);
    expect(row).toMatchObject({
      packageId: parcel.parcel_code,
      trackNumber,
      status: "delivery_failed",
      reasons: [{ kind: "delivery_failed" }],
      user: { fullName: "Amina Benali", addressHash: world.customer.address_code, language: world.customer.language },
      carrier: { name: "Colissimo International", maxShipDays: 10 },
      destination: { country: "MA", city: "Casablanca" },
      lastEvent: { status: "delivery_failed", description: "Delivery attempted: recipient absent, notice left" },
      ticket: null,
    });
    expect((await rowOf(parcel.id, { reason: "carrier" }))?._id).toBe(parcel.id);
    expect(await rowOf(parcel.id, { reason: "quiet" })).toBeUndefined();
    expect(standIn.violations).toEqual([]);
  });

  it("lists parcels held, delayed or returned, and leaves them once delivered", async () => {
    for (const [status, kind] of [
      ["on_hold", "on_hold"],
      ["delivery_delayed", "delayed"],
      ["return_to_sender", "returned"],
    ] as const) {
      const { parcel, trackNumber } = await shippedThroughKarrio();
      await standIn.advance(trackNumber, status);
      expect((await rowOf(parcel.id))?.reasons, status).toEqual([{ kind }]);
      if (kind !== "returned") {
        await standIn.advance(trackNumber, "delivered");
        expect(await rowOf(parcel.id), status).toBeUndefined();
      }
    }
  });

  it("lists a parcel the carrier has said nothing of for five days, and not one quiet for four", async () => {
    const quiet = await shippedDaysAgo({ shippedDays: 6, lastEventDays: 6, maxShipDays: 10 });
    const recent = await shippedDaysAgo({ shippedDays: 6, lastEventDays: 4, maxShipDays: 10 });
    const never = await shippedDaysAgo({ shippedDays: 5.5, lastEventDays: null, maxShipDays: 10 });
    expect((await rowOf(quiet.parcel.id))?.reasons).toEqual([{ kind: "quiet", days: 6 }]);
    expect((await rowOf(never.parcel.id, { reason: "quiet" }))?.reasons).toEqual([{ kind: "quiet", days: 5 }]);
    expect(await rowOf(recent.parcel.id)).toBeUndefined();
    expect(await rowOf(quiet.parcel.id, { reason: "late" })).toBeUndefined();
  });

  it("lists a parcel not delivered three days past the carrier's maximum, saying by how much", async () => {
    const late = await shippedDaysAgo({ shippedDays: 8, lastEventDays: 1, maxShipDays: 4 });
    const withinMargin = await shippedDaysAgo({ shippedDays: 6.5, lastEventDays: 1, maxShipDays: 4 });
    const delivered = await shippedDaysAgo({
      shippedDays: 12,
      lastEventDays: 1,
      maxShipDays: 4,
      deliveredDays: 1,
      status: "delivered",
    });
    expect((await rowOf(late.parcel.id, { reason: "late" }))?.reasons).toEqual([
      { kind: "late", daysPast: 4, maxDays: 4 },
    ]);
    expect(await rowOf(withinMargin.parcel.id)).toBeUndefined();
    expect(await rowOf(delivered.parcel.id)).toBeUndefined();
  });

  it("puts the carrier's problems first, then the longest without news, and finds a row by parcel code", async () => {
    const quieter = await shippedDaysAgo({ shippedDays: 20, lastEventDays: 19, maxShipDays: 30 });
    const failed = await shippedDaysAgo({ shippedDays: 2, lastEventDays: 1, status: "delivery_failed" });
    const ids = (await queue()).problems.map((row) => row._id);
    expect(ids.indexOf(failed.parcel.id)).toBeLessThan(ids.indexOf(quieter.parcel.id));
    const found = await queue({ query: quieter.parcel.parcel_code });
    expect(found.problems.map((row) => row._id)).toEqual([quieter.parcel.id]);
    expect(found.problemCount).toBe(1);
    const byTracking = await queue({ query: quieter.trackNumber.slice(2, 9) });
    expect(byTracking.problems.map((row) => row._id)).toEqual([quieter.parcel.id]);
  });

  it("tells the back office live when a tracker moves", async () => {
    const { trackNumber } = await shippedThroughKarrio();
    const socket = await TestSocket.open(app.url);
    await socket.join(world.support.token);
    await standIn.advance(trackNumber, "on_hold");
    expect((await socket.next("loadShipmentProblems")).event).toBe("loadShipmentProblems");
    socket.close();
  });

  it("refuses intake and group 4, and a bad filter", async () => {
    for (const token of [world.intake.token, world.ops.token]) {
      expect((await app.request("GET", "/api/admins/shipment-problems", { token })).status).toBe(403);
    }
    expect(
      (await app.request("GET", "/api/admins/shipment-problems?reason=lost", { token: world.admin.token })).status,
    ).toBe(400);
  });
});

describe("#shipment problems tickets", () => {
  const draft = { about: "Your parcel: delivery failed", message: "Hello, DHL Express could not deliver your parcel." };
  const open = (parcelId: string, body: Record<string, unknown>, token = world.support.token) =>
    app.request("POST", `/api/admins/shipment-problems/${parcelId}/ticket`, { token, body });

  it("opens a ticket with the first message, which the customer gets by e-mail and notification, once", async () => {
    const customer = await makeCustomer(app.db, { language: "fr" });
    const { parcel } = await shippedDaysAgo({
      shippedDays: 3,
      lastEventDays: 1,
      status: "delivery_failed",
      customerId: customer.id,
    });
    const socket = await TestSocket.open(app.url);
    await socket.join(world.admin.token);
    const first = await open(parcel.id, { problem: "delivery_failed", ...draft });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, created: true, newTicket: true });
    const ticketId = first.body.ticketId as string;

    const ticket = await app.db("support_tickets").where({ id: ticketId }).first();
    expect(ticket).toMatchObject({
      customer_id: customer.id,
      title: draft.about,
      status: "open",
      customer_has_new: true,
    });
    const messages = await app.db("support_messages").where({ ticket_id: ticketId });
    expect(messages).toMatchObject([{ body: draft.message, is_staff: true }]);
    expect(await app.db("notifications").where({ customer_id: customer.id })).toHaveLength(1);
    const mail = await app.db("email_outbox").where({ to_address: customer.email }).first();
    expect(mail.text_body).toContain(draft.message);
    expect((await socket.next("loadShipmentProblems")).event).toBe("loadShipmentProblems");
    socket.close();

    expect((await rowOf(parcel.id))?.ticket).toEqual({ _id: ticketId, status: "open" });
    const again = await open(parcel.id, { problem: "delivery_failed", ...draft }, world.admin.token);
    expect(again.body).toMatchObject({ created: false, newTicket: false, ticketId });
    expect(await app.db("support_messages").where({ ticket_id: ticketId })).toHaveLength(1);
    expect(await app.db("email_outbox").where({ to_address: customer.email })).toHaveLength(1);
  });

  it("gives two staff writing at once one ticket and one message", async () => {
    const customer = await makeCustomer(app.db);
    const { parcel } = await shippedDaysAgo({
      shippedDays: 9,
      lastEventDays: 8,
      maxShipDays: 10,
      customerId: customer.id,
    });
    const [a, b] = await Promise.all([
      open(parcel.id, { problem: "quiet", ...draft }),
      open(parcel.id, { problem: "quiet", ...draft }, world.admin.token),
    ]);
    expect([a.body.created, b.body.created].sort()).toEqual([false, true]);
    expect(a.body.ticketId).toBe(b.body.ticketId);
    expect(await app.db("support_messages").where({ ticket_id: a.body.ticketId })).toHaveLength(1);
  });

  it("writes on the customer's open ticket when they have one, and links the row to it", async () => {
    const customer = await makeCustomer(app.db);
    const [openTicket] = (await app
      .db("support_tickets")
      .insert({ customer_id: customer.id, title: "Question about fees" })
      .returning("id")) as { id: string }[];
    const { parcel } = await shippedDaysAgo({
      shippedDays: 10,
      lastEventDays: 1,
      maxShipDays: 4,
      customerId: customer.id,
    });
    const res = await open(parcel.id, { problem: "late", ...draft });
    expect(res.body).toMatchObject({
      created: true,
      newTicket: false,
      ticketId: openTicket!.id,
      message: "Message added to the customer's open ticket",
    });
    expect(await app.db("support_messages").where({ ticket_id: openTicket!.id })).toMatchObject([
      { body: draft.message },
    ]);
    expect((await rowOf(parcel.id))?.ticket?._id).toBe(openTicket!.id);
  });

  it("refuses a problem the parcel does not have, an unknown parcel and empty texts, and sends nothing", async () => {
    const customer = await makeCustomer(app.db);
    const { parcel } = await shippedDaysAgo({ shippedDays: 2, lastEventDays: 1, customerId: customer.id });
    const gone = await open(parcel.id, { problem: "delivery_failed", ...draft });
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe("INVALID_STATE");
    expect((await open("00000000-0000-4000-8000-000000000000", { problem: "quiet", ...draft })).status).toBe(404);
    const empty = await open(parcel.id, { problem: "quiet", about: " ", message: "" });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(["about", "message"]);
    expect(await app.db("support_tickets").where({ customer_id: customer.id })).toHaveLength(0);
    expect(await app.db("email_outbox").where({ to_address: customer.email })).toHaveLength(0);
  });
});
