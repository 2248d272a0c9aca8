/**
 * Demo seed, parcels after approval: awaiting payment (by card, or with an
 * offline payment pending), paid, shipped, and the histories of an accepted
 * consolidation and a completed split.
 */
import type { Knex } from "knex";
import {
  DAY,
  storyTools,
  addConsolidation,
  addOffers,
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
  const approved = await add({
    trackNumber: "JD014600006281234567",
    state: "approved",
    weightGrams: 500,
    dims: [20, 15, 8],
    createdAt: ago(7 * DAY),
    fields: { has_lithium: true, approval_requested_at: ago(2 * DAY), approved_at: ago(1 * DAY) },
    items: [item("Smartphone", 1, 69900, "CN", "851713")],
  });
  await addShippingAddress(trx, approved.id, people.customer.address);
  await addOffers(trx, ctx, approved, "maghreb", ["Colissimo International", "DHL Express"]);

  // Approved, with an offline payment waiting for staff to confirm.
  const offlinePending = await add({
    trackNumber: "CB123450987FR",
    state: "approved",
    weightGrams: 1800,
    dims: [38, 30, 10],
    createdAt: ago(8 * DAY),
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
  const paid = await add({
    trackNumber: "8R00123456789",
    state: "paid",
    weightGrams: 900,
    dims: [25, 20, 10],
    createdAt: ago(10 * DAY),
    fields: { approval_requested_at: ago(5 * DAY), approved_at: ago(4 * DAY), paid_at: ago(3 * DAY) },
    items: [item("Skin care cream", 4, 1250, "FR", "330499")],
  });
  await addShippingAddress(trx, paid.id, people.customer.address);
  const [paidOffer] = await addOffers(trx, ctx, paid, "maghreb", ["Colissimo International", "UPS Worldwide Saver"]);
  await payByCard(trx, amina, paid, paidOffer!, ago(3 * DAY));

  // Shipped from Germany with DHL Express.
  const shipped = await add({
    warehouse: "DE",
    trackNumber: "00340434161234567890",
    state: "shipped",
    weightGrams: 1300,
    dims: [36, 24, 13],
    createdAt: ago(15 * DAY),
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

  // An accepted consolidation: two merged parcels and the parcel they became.
  const mergedA = await add({
    trackNumber: "LX987654321FR",
    state: "merged",
    weightGrams: 500,
    dims: [25, 20, 6],
    createdAt: ago(12 * DAY),
    fields: { assemble_requested_at: ago(9 * DAY) },
    items: [item("Baby clothes (cotton)", 3, 1499, "IN", "611120")],
  });
  const mergedB = await add({
    trackNumber: "TBA305567812345",
    state: "merged",
    weightGrams: 1100,
    dims: [32, 26, 12],
    createdAt: ago(11 * DAY),
    fields: { assemble_requested_at: ago(9 * DAY) },
    items: [item("Toys, dolls and building sets", 1, 3990, "DK", "950300")],
  });
  const consolidated = await add({
    trackNumber: `ASM-${mergedA.seed.trackNumber}`,
    state: "in_locker",
    weightGrams: 1500,
    dims: [35, 30, 15],
    createdAt: ago(8 * DAY),
    images: 2,
    fields: { is_consolidated: true, created_by: people.staff.intake },
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
  const splitOriginal = await add({
    trackNumber: "1Z8V94E30499887766",
    state: "split",
    weightGrams: 2300,
    dims: [40, 30, 20],
    createdAt: ago(9 * DAY),
    items: [item("Keyboard or mouse", 1, 5999, "CN", "847160"), item("Books", 1, 2400, "FR", "490199")],
  });
  const children: DemoParcel[] = [];
  for (const [index, item] of splitOriginal.seed.items.entries()) {
    children.push(
      await add({
        trackNumber: `${splitOriginal.seed.trackNumber}-${index + 1}`,
        state: "in_locker",
        weightGrams: index === 0 ? 1100 : 1150,
        dims: [35, 20, 8],
        createdAt: ago(7 * DAY),
        fields: { from_split_of: splitOriginal.id, created_by: people.staff.intake },
        items: [item],
      }),
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
    mergedA,
    mergedB,
    consolidated,
    splitOriginal,
    splitChildA: children[0]!,
    splitChildB: children[1]!,
  };
}
