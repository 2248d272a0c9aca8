/**
 * Demo seed, second part: the demo customer's parcels, one story per state.
 * This file tells the locker and the requests (in the locker, consolidating,
 * splitting, awaiting approval, and a suspicious customer's request);
 * ./demo-shipments.ts tells what follows approval.
 */
import type { Knex } from "knex";
import {
  DAY,
  storyTools,
  MINUTE,
  addConsolidation,
  box,
  item,
  addShippingAddress,
  type DemoParcelContext,
} from "./demo-factories.js";
import { seedDemoClaims } from "./demo-claims.js";
import { seedDemoShipments } from "./demo-shipments.js";
import { seedDemoStorage } from "./demo-storage.js";

/** Parcels by the story they tell, e.g. inLocker, shipped. */
export type DemoParcels = Awaited<ReturnType<typeof seedDemoParcels>>;

export async function seedDemoParcels(trx: Knex.Transaction, ctx: DemoParcelContext) {
  const { people } = ctx;
  const amina = people.customer.id;
  const { ago, add } = storyTools(trx, ctx);

  // In the locker: fresh arrivals, one in Germany, one kept past 6 months
  // (expired list) and one deleted by staff (trash).
  const inLocker = await add("1Z8V94E30412345678", "in_locker", box(850, 25, 18, 12), ago(2 * DAY), {
    images: 2,
    items: [item("Perfume", 1, 8900, "FR", "330300"), item("Lipstick and lip make-up", 2, 2450, "FR", "330410")],
  });
  const withLithium = await add("6A12345678901", "in_locker", box(1200, 30, 25, 12), ago(1 * DAY), {
    fields: { has_lithium: true },
    items: [item("Headphones and earphones", 1, 19999, "CN", "851830")],
  });
  const inGermany = await add("00340434169988776655", "in_locker", box(300, 20, 15, 6), ago(3 * DAY), {
    warehouse: "DE",
    items: [item("Charger or power adapter", 1, 2999, "CN", "850440")],
  });
  const expired = await add("6A00998877665", "in_locker", box(1600, 34, 22, 13), ago(200 * DAY), {
    items: [item("Shoes (leather uppers)", 1, 7900, "IT", "640399")],
  });
  const deleted = await add("LX000111222FR", "in_locker", box(400, 22, 16, 4), ago(6 * DAY), {
    images: 0,
    fields: {
      deleted_at: ago(5 * DAY),
      deleted_by: people.staff.admin,
      delete_reason: "Registered twice by mistake: same parcel as another entry.",
    },
    items: [item("T-shirts (cotton)", 1, 1299, "BD", "610910")],
  });

  // Consolidation requested five minutes ago: still inside the cancel window.
  const assembleAt = ago(5 * MINUTE);
  const toAssembleA = await add("TBA304918273645", "awaiting_assemble", box(1400, 30, 22, 8), ago(4 * DAY), {
    fields: { assemble_requested_at: assembleAt },
    items: [item("Books", 2, 1890, "FR", "490199")],
  });
  const toAssembleB = await add("LX123456785FR", "awaiting_assemble", box(600, 28, 20, 5), ago(3 * DAY), {
    fields: { assemble_requested_at: assembleAt },
    items: [item("T-shirts (cotton)", 3, 999, "BD", "610910")],
  });
  await addConsolidation(trx, {
    customerId: amina,
    warehouseId: ctx.catalogue.warehouses.FR,
    state: "open",
    requestedAt: assembleAt,
    removeBills: true,
    removeShoeBoxes: false,
    note: "Please pack the books flat.",
    members: [toAssembleA, toAssembleB],
  });

  // Split requested, waiting for staff.
  const toSplit = await add("1Z8V94E30487654321", "awaiting_disassemble", box(6500, 60, 40, 35), ago(5 * DAY), {
    images: 2,
    items: [item("Fitness equipment", 2, 2499, "CN", "950691"), item("Backpacks (textile)", 1, 4999, "VN", "420292")],
  });
  await trx("split_requests").insert({
    parcel_id: toSplit.id,
    customer_id: amina,
    state: "open",
    requested_at: ago(2 * DAY),
    note: "Please split it in two: the dumbbells in one parcel, the backpack in the other.",
    remove_bills: true,
    remove_shoe_boxes: false,
  });

  // Shipping requested three minutes ago (cancel window open).
  const awaitingApproval = await add("CB987654321FR", "awaiting_approval", box(700, 35, 28, 6), ago(6 * DAY), {
    fields: {
      approval_requested_at: ago(3 * MINUTE),
      remove_bills: true,
      additional_note: "Fragile, please wrap well.",
    },
    items: [item("Dresses (synthetic fibres)", 1, 14500, "PT", "620443")],
  });
  await addShippingAddress(trx, awaitingApproval.id, people.customer.address);

  // The suspicious customer's request lands on the Blacklist tab.
  const blacklisted = await add("1Z8V94E30411112222", "awaiting_approval", box(2600, 45, 35, 10), ago(2 * DAY), {
    customerId: people.suspicious.id,
    warehouse: "FR",
    fields: { has_lithium: true, approval_requested_at: ago(60 * MINUTE) },
    items: [item("Laptop or tablet", 1, 129900, "CN", "847130")],
  });
  await addShippingAddress(trx, blacklisted.id, people.suspicious.address);

  return {
    inLocker,
    withLithium,
    inGermany,
    expired,
    deleted,
    toAssembleA,
    toAssembleB,
    toSplit,
    awaitingApproval,
    blacklisted,
    ...(await seedDemoShipments(trx, ctx)),
    ...(await seedDemoClaims(trx, ctx)),
    ...(await seedDemoStorage(trx, ctx)),
  };
}
