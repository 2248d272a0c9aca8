/**
 * Demo seed, second part: the demo customer's parcels, one story per state.
 * This file tells the locker and the requests (in the locker, consolidating,
 * splitting, awaiting approval, and a suspicious customer's request);
 * ./demo-shipments.ts tells what follows approval.
 */
import type { Knex } from "knex";
import {
  DAY,
  MINUTE,
  addConsolidation,
  addParcel,
  addShippingAddress,
  type DemoParcelContext,
  type ParcelSeed,
} from "./demo-factories.js";
import { seedDemoShipments } from "./demo-shipments.js";

/** Parcels by the story they tell, e.g. inLocker, shipped. */
export type DemoParcels = Awaited<ReturnType<typeof seedDemoParcels>>;

export async function seedDemoParcels(trx: Knex.Transaction, ctx: DemoParcelContext) {
  const { people, now } = ctx;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const amina = people.customer.id;
  const add = (seed: ParcelSeed) => addParcel(trx, ctx, seed);

  // In the locker: fresh arrivals, one in Germany, one kept past 6 months
  // (expired list) and one deleted by staff (trash).
  const inLocker = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "1Z8V94E30412345678",
    state: "in_locker",
    weightGrams: 850,
    dims: [25, 18, 12],
    createdAt: ago(2 * DAY),
    images: 2,
    items: [
      { description: "Perfume", quantity: 1, priceCents: 8900, madeIn: "FR", hsCode: "330300" },
      { description: "Lipstick and lip make-up", quantity: 2, priceCents: 2450, madeIn: "FR", hsCode: "330410" },
    ],
  });
  const withLithium = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "6A12345678901",
    state: "in_locker",
    weightGrams: 1200,
    dims: [30, 25, 12],
    createdAt: ago(1 * DAY),
    images: 1,
    fields: { has_lithium: true },
    items: [
      { description: "Headphones and earphones", quantity: 1, priceCents: 19999, madeIn: "CN", hsCode: "851830" },
    ],
  });
  const inGermany = await add({
    customerId: amina,
    warehouse: "DE",
    trackNumber: "00340434169988776655",
    state: "in_locker",
    weightGrams: 300,
    dims: [20, 15, 6],
    createdAt: ago(3 * DAY),
    images: 1,
    items: [{ description: "Charger or power adapter", quantity: 1, priceCents: 2999, madeIn: "CN", hsCode: "850440" }],
  });
  const expired = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "6A00998877665",
    state: "in_locker",
    weightGrams: 1600,
    dims: [34, 22, 13],
    createdAt: ago(200 * DAY),
    images: 1,
    items: [{ description: "Shoes (leather uppers)", quantity: 1, priceCents: 7900, madeIn: "IT", hsCode: "640399" }],
  });
  const deleted = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "LX000111222FR",
    state: "in_locker",
    weightGrams: 400,
    dims: [22, 16, 4],
    createdAt: ago(6 * DAY),
    images: 0,
    fields: {
      deleted_at: ago(5 * DAY),
      deleted_by: people.staff.admin,
      delete_reason: "Registered twice by mistake: same parcel as another entry.",
    },
    items: [{ description: "T-shirts (cotton)", quantity: 1, priceCents: 1299, madeIn: "BD", hsCode: "610910" }],
  });

  // Consolidation requested five minutes ago: still inside the cancel window.
  const assembleAt = ago(5 * MINUTE);
  const toAssembleA = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "TBA304918273645",
    state: "awaiting_assemble",
    weightGrams: 1400,
    dims: [30, 22, 8],
    createdAt: ago(4 * DAY),
    images: 1,
    fields: { assemble_requested_at: assembleAt },
    items: [{ description: "Books", quantity: 2, priceCents: 1890, madeIn: "FR", hsCode: "490199" }],
  });
  const toAssembleB = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "LX123456785FR",
    state: "awaiting_assemble",
    weightGrams: 600,
    dims: [28, 20, 5],
    createdAt: ago(3 * DAY),
    images: 1,
    fields: { assemble_requested_at: assembleAt },
    items: [{ description: "T-shirts (cotton)", quantity: 3, priceCents: 999, madeIn: "BD", hsCode: "610910" }],
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
  const toSplit = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "1Z8V94E30487654321",
    state: "awaiting_disassemble",
    weightGrams: 6500,
    dims: [60, 40, 35],
    createdAt: ago(5 * DAY),
    images: 2,
    items: [
      { description: "Fitness equipment", quantity: 2, priceCents: 2499, madeIn: "CN", hsCode: "950691" },
      { description: "Backpacks (textile)", quantity: 1, priceCents: 4999, madeIn: "VN", hsCode: "420292" },
    ],
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
  const awaitingApproval = await add({
    customerId: amina,
    warehouse: "FR",
    trackNumber: "CB987654321FR",
    state: "awaiting_approval",
    weightGrams: 700,
    dims: [35, 28, 6],
    createdAt: ago(6 * DAY),
    images: 1,
    fields: {
      approval_requested_at: ago(3 * MINUTE),
      remove_bills: true,
      additional_note: "Fragile, please wrap well.",
    },
    items: [
      { description: "Dresses (synthetic fibres)", quantity: 1, priceCents: 14500, madeIn: "PT", hsCode: "620443" },
    ],
  });
  await addShippingAddress(trx, awaitingApproval.id, people.customer.address);

  // The suspicious customer's request lands on the Blacklist tab.
  const blacklisted = await add({
    customerId: people.suspicious.id,
    warehouse: "FR",
    trackNumber: "1Z8V94E30411112222",
    state: "awaiting_approval",
    weightGrams: 2600,
    dims: [45, 35, 10],
    createdAt: ago(2 * DAY),
    images: 1,
    fields: { has_lithium: true, approval_requested_at: ago(60 * MINUTE) },
    items: [{ description: "Laptop or tablet", quantity: 1, priceCents: 129900, madeIn: "CN", hsCode: "847130" }],
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
  };
}
