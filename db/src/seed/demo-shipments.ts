/**
 * Demo seed, parcels after approval: awaiting payment (by card, or with an
 * offline payment pending), paid, shipped, and the histories of an accepted
 * consolidation and a completed split.
 */
import type { Knex } from "knex";
import { earliestArrival } from "@ipf/shared/rules/storage";
import {
  DAY,
  storyTools,
  addConsolidation,
  addOffers,
  box,
  item,
  addShippingAddress,
  addTransaction,
  payByCard,
  type DemoParcel,
  type DemoParcelContext,
} from "./demo-factories.js";

export async function seedDemoShipments(trx: Knex.Transaction, ctx: DemoParcelContext) {
  const { people } = ctx;
  const amina = people.customer.id;
  const { ago, add } = storyTools(trx, ctx);

  // Approved with two offers: the customer can pay by card now.
  const approved = await add("JD014600006281234567", "approved", box(500, 20, 15, 8), ago(7 * DAY), {
    fields: { has_lithium: true, approval_requested_at: ago(2 * DAY), approved_at: ago(1 * DAY) },
    items: [item("Smartphone", 1, 69900, "CN", "851713")],
  });
  await addShippingAddress(trx, approved.id, people.customer.address);
  await addOffers(trx, ctx, approved, "maghreb", ["Colissimo International", "DHL Express"]);

  // Approved, with an offline payment waiting for staff to confirm.
  const offlinePending = await add("CB123450987FR", "approved", box(1800, 38, 30, 10), ago(8 * DAY), {
    fields: { approval_requested_at: ago(3 * DAY), approved_at: ago(2 * DAY) },
    items: [item("Skin care cream", 3, 2150, "FR", "330499")],
  });
  await addShippingAddress(trx, offlinePending.id, people.customer.address);
  const [offlineOffer] = await addOffers(trx, ctx, offlinePending, "maghreb", ["Aramex"]);
  const eurRate = 0.92;
  await addTransaction(trx, {
    customerId: amina,
    parcel: offlinePending,
    offer: offlineOffer!,
    type: "offline",
    state: "pending",
    currency: "EUR",
    amountCents: Math.round(offlineOffer!.priceCents * eurRate),
    eurRate,
    offlinePaymentType: "bank_transfer",
    createdAt: ago(1 * DAY),
  });

  // Paid by card, waiting to be shipped.
  const paid = await add("8R00123456789", "paid", box(900, 25, 20, 10), ago(10 * DAY), {
    fields: { approval_requested_at: ago(5 * DAY), approved_at: ago(4 * DAY), paid_at: ago(3 * DAY) },
    items: [item("Skin care cream", 4, 1250, "FR", "330499")],
  });
  await addShippingAddress(trx, paid.id, people.customer.address);
  const [paidOffer] = await addOffers(trx, ctx, paid, "maghreb", ["Colissimo International", "UPS Worldwide Saver"]);
  await payByCard(trx, amina, paid, paidOffer!, ago(3 * DAY));

  // Shipped from Germany with DHL Express.
  const shipped = await add("00340434161234567890", "shipped", box(1300, 36, 24, 13), ago(15 * DAY), {
    warehouse: "DE",
    images: 2,
    fields: {
      approval_requested_at: ago(13 * DAY),
      approved_at: ago(12 * DAY),
      paid_at: ago(11 * DAY),
      shipped_at: ago(10 * DAY),
      remove_shoe_boxes: true,
    },
    items: [item("Sneakers (rubber or plastic)", 1, 11995, "VN", "640299")],
  });
  await addShippingAddress(trx, shipped.id, people.customer.address);
  const [, shippedOffer] = await addOffers(trx, ctx, shipped, "maghreb", ["DHL Paket International", "DHL Express"]);
  await payByCard(trx, amina, shipped, shippedOffer!, ago(11 * DAY));
  await trx("parcels").where({ id: shipped.id }).update({
    shipped_track_number: "4567891230",
    track_link: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=4567891230",
    ship_weight_grams: 1100,
    ship_length_cm: 34,
    ship_width_cm: 22,
    ship_height_cm: 12,
    ship_carrier_id: shippedOffer!.carrierId,
    ship_price_cents: shippedOffer!.priceCents,
  });
  // Its tracker has said nothing for six days, and DHL Express's four days are long past: a row of
  // the shipment problems queue (late and without news).
  await addTracker(trx, ctx.now, shipped.id, {
    carrier: "dhl_express",
    trackingNumber: "4567891230",
    status: "in_transit",
    events: [
      { at: ago(10 * DAY), status: "pending", description: "Shipment information received", location: "Leipzig, DE" },
      { at: ago(9 * DAY), status: "in_transit", description: "Departed from the DHL hub", location: "Leipzig, DE" },
      {
        at: ago(6 * DAY),
        status: "in_transit",
        description: "Arrived at the destination country",
        location: "Algiers, DZ",
      },
    ],
  });

  // Shipped with Colissimo four days ago; the carrier could not deliver it yesterday.
  const failed = await add("CP556677889FR", "shipped", box(700, 30, 20, 8), ago(14 * DAY), {
    fields: {
      approval_requested_at: ago(9 * DAY),
      approved_at: ago(8 * DAY),
      paid_at: ago(7 * DAY),
      shipped_at: ago(4 * DAY),
    },
    items: [item("Books", 2, 1800, "FR", "490199")],
  });
  await addShippingAddress(trx, failed.id, people.customer.address);
  const [failedOffer] = await addOffers(trx, ctx, failed, "maghreb", ["Colissimo International"]);
  await payByCard(trx, amina, failed, failedOffer!, ago(7 * DAY));
  await trx("parcels").where({ id: failed.id }).update({
    shipped_track_number: "CP556677889FR",
    track_link: "https://www.laposte.fr/outils/suivre-vos-envois?code=CP556677889FR",
    ship_weight_grams: 700,
    ship_length_cm: 30,
    ship_width_cm: 20,
    ship_height_cm: 8,
    ship_carrier_id: failedOffer!.carrierId,
    ship_price_cents: failedOffer!.priceCents,
  });
  await addTracker(trx, ctx.now, failed.id, {
    carrier: "colissimo",
    trackingNumber: "CP556677889FR",
    status: "delivery_failed",
    events: [
      { at: ago(4 * DAY), status: "pending", description: "Shipment information received", location: "Roissy, FR" },
      {
        at: ago(3 * DAY),
        status: "in_transit",
        description: "In transit to the destination country",
        location: "Paris, FR",
      },
      {
        at: ago(1 * DAY),
        status: "delivery_failed",
        description: "Delivery attempted: recipient absent, notice left",
        location: "Oran, DZ",
      },
    ],
  });

  // An accepted consolidation: two merged parcels and the parcel they became.
  const mergedA = await add("LX987654321FR", "merged", box(500, 25, 20, 6), ago(12 * DAY), {
    fields: { assemble_requested_at: ago(9 * DAY) },
    items: [item("Baby clothes (cotton)", 3, 1499, "IN", "611120")],
  });
  const mergedB = await add("TBA305567812345", "merged", box(1100, 32, 26, 12), ago(11 * DAY), {
    fields: { assemble_requested_at: ago(9 * DAY) },
    items: [item("Toys, dolls and building sets", 1, 3990, "DK", "950300")],
  });
  const consolidated = await add(`ASM-${mergedA.seed.trackNumber}`, "in_locker", box(1500, 35, 30, 15), ago(8 * DAY), {
    images: 2,
    // Free storage goes on from the earliest member's arrival (shared/src/rules/storage.ts).
    fields: {
      is_consolidated: true,
      created_by: people.staff.intake,
      arrived_at: earliestArrival([mergedA.seed.createdAt, mergedB.seed.createdAt], ago(8 * DAY)),
    },
    items: [...mergedA.seed.items, ...mergedB.seed.items],
  });
  await addConsolidation(trx, {
    customerId: amina,
    warehouseId: ctx.catalogue.warehouses.FR,
    state: "accepted",
    requestedAt: ago(9 * DAY),
    removeBills: true,
    removeShoeBoxes: true,
    note: null,
    members: [mergedA, mergedB],
    accepted: { resultParcelId: consolidated.id, at: ago(8 * DAY), by: people.staff.admin },
  });

  // A completed split: the original and the two parcels taken out of it.
  const splitOriginal = await add("1Z8V94E30499887766", "split", box(2300, 40, 30, 20), ago(9 * DAY), {
    items: [item("Keyboard or mouse", 1, 5999, "CN", "847160"), item("Books", 1, 2400, "FR", "490199")],
  });
  const children: DemoParcel[] = [];
  for (const [index, item] of splitOriginal.seed.items.entries()) {
    children.push(
      await add(
        `${splitOriginal.seed.trackNumber}-${index + 1}`,
        "in_locker",
        box(index === 0 ? 1100 : 1150, 35, 20, 8),
        ago(7 * DAY),
        {
          fields: {
            from_split_of: splitOriginal.id,
            created_by: people.staff.intake,
            arrived_at: earliestArrival([splitOriginal.seed.createdAt], ago(7 * DAY)),
          },
          items: [item],
        },
      ),
    );
  }
  const [splitRequest] = await trx("split_requests")
    .insert({
      parcel_id: splitOriginal.id,
      customer_id: amina,
      state: "completed",
      requested_at: ago(8 * DAY),
      completed_at: ago(7 * DAY),
      completed_by: people.staff.intake,
      note: "Two separate parcels please: the keyboard and the book.",
    })
    .returning<{ id: string }[]>("id");
  await trx("split_request_parcels").insert(
    children.map((child, index) => ({ split_request_id: splitRequest!.id, parcel_id: child.id, position: index + 1 })),
  );

  return {
    approved,
    offlinePending,
    paid,
    shipped,
    failed,
    mergedA,
    mergedB,
    consolidated,
    splitOriginal,
    splitChildA: children[0]!,
    splitChildB: children[1]!,
  };
}

/**
 * A shipped parcel's tracker with its events, as the shipping engine left
 * them. Read from the engine just now: the polling job leaves it for hours
 * (the stand-in of `npm start` has never heard of it and would start it over).
 */
async function addTracker(
  trx: Knex.Transaction,
  now: Date,
  parcelId: string,
  tracker: {
    carrier: string;
    trackingNumber: string;
    status: string;
    events: { at: Date; status: string; description: string; location: string }[];
  },
) {
  const last = tracker.events.at(-1)!;
  const [row] = await trx("parcel_trackers")
    .insert({
      parcel_id: parcelId,
      engine_carrier: tracker.carrier,
      tracking_number: tracker.trackingNumber,
      status: tracker.status,
      last_event_at: last.at,
      checked_at: now,
    })
    .returning<{ id: string }[]>("id");
  await trx("parcel_tracking_events").insert(
    tracker.events.map((event) => ({
      tracker_id: row!.id,
      occurred_at: event.at,
      status: event.status,
      description: event.description,
      location: event.location,
    })),
  );
}
