/**
 * Demo seed, parcels after approval: awaiting payment (by card, or with an
 * offline payment pending), paid, shipped, the histories of an accepted
 * consolidation and a completed split, and other customers' parcels
 * delivered over the last weeks (the dashboard's delivery times).
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
  markShipped,
  payByCard,
  MINUTE,
  insertAddress,
  insertCustomer,
  type DemoAddress,
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
  await markShipped(
    trx,
    shipped,
    shippedOffer!,
    {
      number: "4567891230",
      link: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=4567891230",
    },
    box(1100, 34, 22, 12),
  );
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
  await markShipped(
    trx,
    failed,
    failedOffer!,
    { number: "CP556677889FR", link: "https://www.laposte.fr/outils/suivre-vos-envois?code=CP556677889FR" },
    box(700, 30, 20, 8),
  );
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

  await seedDemoDeliveries(trx, ctx);

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

/** A past customer of the delivery history: name, city and address in one country. */
interface PastCustomer {
  first: string;
  last: string;
  email: string;
  phone: string;
  /** Required for Algeria (customs). */
  nationalId: string | null;
  address: Omit<DemoAddress, "id" | "name" | "national_id" | "phone">;
}

const PAST_CUSTOMERS: readonly PastCustomer[] = [
  {
    first: "Sofiane",
    last: "Haddad",
    email: "sofiane@ipf.example",
    nationalId: "109870654321098765",
    phone: "+213661234567",
    address: {
      country: "DZ",
      city: "Oran",
      zip: "31000",
      address_line_one: "5 Boulevard de la Soummam",
      address_line_two: "",
    },
  },
  {
    first: "Nour",
    last: "Belkacem",
    email: "nour@ipf.example",
    nationalId: "209870112233445566",
    phone: "+213771234567",
    address: {
      country: "DZ",
      city: "Constantine",
      zip: "25000",
      address_line_one: "14 Rue Larbi Ben M'hidi",
      address_line_two: "",
    },
  },
  {
    first: "Omar",
    last: "El Idrissi",
    email: "omar@ipf.example",
    nationalId: null,
    phone: "+212661234567",
    address: {
      country: "MA",
      city: "Rabat",
      zip: "10000",
      address_line_one: "9 Avenue Mohammed V",
      address_line_two: "Apt 3",
    },
  },
  {
    first: "Leïla",
    last: "Ben Salah",
    email: "leila@ipf.example",
    nationalId: null,
    phone: "+21698123456",
    address: {
      country: "TN",
      city: "Sfax",
      zip: "3000",
      address_line_one: "22 Avenue Habib Bourguiba",
      address_line_two: "",
    },
  },
];

/**
 * Days from shipped to delivered of each carrier linked to the shipping engine (only those get a
 * tracker) to each destination: DHL Express is the fast one to Algeria, Colissimo the slow and
 * steady one; a few rows hold too few parcels to judge.
 */
const DELIVERIES: readonly { warehouse: "FR" | "DE"; carrier: string; country: string; days: readonly number[] }[] = [
  { warehouse: "FR", carrier: "DHL Express", country: "DZ", days: [3.1, 3.6, 4, 4.2, 4.5, 5, 5.8, 7.5] },
  { warehouse: "FR", carrier: "Colissimo International", country: "DZ", days: [6.5, 7, 8, 8.5, 9, 10, 11, 13, 16] },
  { warehouse: "FR", carrier: "Aramex", country: "DZ", days: [4.5, 5, 5.5, 6, 6.5, 9] },
  { warehouse: "DE", carrier: "DHL Express", country: "DZ", days: [3.5, 4, 6] },
  { warehouse: "FR", carrier: "Colissimo International", country: "MA", days: [5, 6, 6.5, 7, 9] },
  { warehouse: "FR", carrier: "DHL Express", country: "MA", days: [2.5, 3] },
  { warehouse: "FR", carrier: "Aramex", country: "TN", days: [5, 5.5, 6, 7.5, 11] },
  { warehouse: "FR", carrier: "DHL Express", country: "TN", days: [2.8, 3.4] },
];

/**
 * Other customers' parcels shipped and delivered over the last 80 days, each paid by card, with a
 * tracker and its events as the engine would have stored them: the dashboard's delivery times
 * have figures from the first start.
 */
async function seedDemoDeliveries(trx: Knex.Transaction, ctx: DemoParcelContext) {
  const { ago, add } = storyTools(trx, ctx);
  // The demo accounts share one password: the past customers take the demo customer's hash.
  const { password_hash: passwordHash } = (await trx("customers")
    .where({ id: ctx.people.customer.id })
    .first("password_hash")) as { password_hash: string };
  const byCountry = new Map<string, { id: string; address: DemoAddress }[]>();
  for (const person of PAST_CUSTOMERS) {
    const id = await insertCustomer(trx, {
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      phone: person.phone,
      country: person.address.country,
      language: person.address.country === "DZ" ? "ar" : "fr",
      password_hash: passwordHash,
      created_at: ago(200 * DAY),
    });
    const address = await insertAddress(trx, {
      customer_id: id,
      title: "My First Address",
      name: `${person.first} ${person.last}`,
      national_id: person.nationalId,
      phone: person.phone,
      ...person.address,
    });
    const list = byCountry.get(person.address.country) ?? [];
    list.push({ id, address });
    byCountry.set(person.address.country, list);
  }

  let serial = 0;
  for (const lane of DELIVERIES) {
    const carrier = ctx.catalogue.carriers.find(
      (c) => c.seed.name === lane.carrier && c.seed.warehouse === lane.warehouse && c.seed.rateCard === "main",
    );
    if (!carrier?.seed.engine)
      throw new Error(`No demo carrier ${lane.carrier} linked to the engine at ${lane.warehouse}`);
    const customers = byCountry.get(lane.country)!;
    for (const [index, days] of lane.days.entries()) {
      serial++;
      const customer = customers[serial % customers.length]!;
      // Shipped between 10 and 80 days ago, so that every delivery falls in the last 90 days.
      const shippedAt = ago(((serial * 37) % 70) * DAY + 10 * DAY + (serial % 9) * 60 * MINUTE);
      const deliveredAt = new Date(shippedAt.getTime() + days * DAY);
      const trackingNumber = `${lane.warehouse}${String(740_000_000 + serial * 7919)}`;
      const parcel = await add(
        `JD0146${String(100_000_000 + serial * 104_729)}`,
        "shipped",
        box(700 + index * 250, 30, 20, 10),
        new Date(shippedAt.getTime() - 6 * DAY),
        {
          customerId: customer.id,
          warehouse: lane.warehouse,
          images: 0,
          fields: {
            approval_requested_at: new Date(shippedAt.getTime() - 4 * DAY),
            approved_at: new Date(shippedAt.getTime() - 3 * DAY),
            paid_at: new Date(shippedAt.getTime() - 2 * DAY),
            shipped_at: shippedAt,
            shipped_track_number: trackingNumber,
            ship_carrier_id: carrier.id,
            ship_weight_grams: 700 + index * 250,
          },
          items: [item(index % 2 ? "Books" : "T-shirts (cotton)", 2, 1500, "FR", index % 2 ? "490199" : "610910")],
        },
      );
      await addShippingAddress(trx, parcel.id, customer.address);
      // Algeria, Morocco and Tunisia are all in the Maghreb zone.
      const [offer] = await addOffers(trx, ctx, parcel, "maghreb", [lane.carrier]);
      await payByCard(trx, customer.id, parcel, offer!, new Date(shippedAt.getTime() - 2 * DAY));
      await trx("parcels").where({ id: parcel.id }).update({ ship_price_cents: offer!.priceCents });
      const halfway = new Date((shippedAt.getTime() + deliveredAt.getTime()) / 2);
      // Last read when it was delivered: the engine has nothing more to say.
      await addTracker(trx, deliveredAt, parcel.id, {
        carrier: carrier.seed.engine.carrier,
        trackingNumber,
        status: "delivered",
        createdAt: shippedAt,
        events: [
          {
            at: shippedAt,
            status: "in_transit",
            description: "Shipment picked up",
            location: lane.warehouse === "FR" ? "Gennevilliers, FR" : "Frankfurt am Main, DE",
          },
          {
            at: halfway,
            status: "in_transit",
            description: "Arrived at the destination country",
            location: customer.address.country,
          },
          {
            at: deliveredAt,
            status: "delivered",
            description: "Delivered",
            location: `${customer.address.city}, ${customer.address.country}`,
          },
        ],
      });
    }
  }
}

/**
 * A shipped parcel's tracker with its events, as the shipping engine left
 * them, delivered when its status says so. Read from the engine at
 * `checkedAt`: a story's still-moving parcel is read at the seed's now, so
 * the polling job leaves it for hours (the stand-in of `npm start` has never
 * heard of it and would start it over). `createdAt`: when it was opened, if
 * not at the seed's run.
 */
export async function addTracker(
  trx: Knex.Transaction,
  checkedAt: Date,
  parcelId: string,
  tracker: {
    carrier: string;
    trackingNumber: string;
    status: string;
    createdAt?: Date;
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
      delivered_at: tracker.status === "delivered" ? last.at : null,
      last_event_at: last.at,
      checked_at: checkedAt,
      ...(tracker.createdAt && { created_at: tracker.createdAt }),
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
