import { randomUUID } from "node:crypto";
/**
 * Small factories the demo seed's parcel stories are told with: a parcel
 * with its items and photos, a shipping address snapshot, staff offers, a
 * payment, a consolidation.
 */
import type { ParcelState } from "@ipf/shared/rules/parcel-state";
import type { Knex } from "knex";
import { BANDS, bandPriceCents, type WarehouseKey, type ZoneKey } from "./data/demo-catalogue.js";
import { newCustomerCode, newParcelCode, newPaymentId } from "./codes.js";
import type { DemoCatalogue } from "./demo-catalogue.js";

export type DemoUsername = "admin" | "support" | "intake" | "ops";

export interface DemoAddress {
  id: string;
  name: string;
  national_id: string | null;
  country: string;
  city: string;
  zip: string;
  address_line_one: string;
  address_line_two: string;
  phone: string;
}

/** A confirmed demo customer; its id. */
export async function insertCustomer(trx: Knex.Transaction, values: Record<string, unknown>): Promise<string> {
  const [row] = await trx("customers")
    .insert({ address_code: newCustomerCode(), is_confirmed: true, ...values })
    .returning<{ id: string }[]>("id");
  return row!.id;
}

/** An address of a customer's book, as the demo stories use it. */
export async function insertAddress(trx: Knex.Transaction, values: Record<string, unknown>): Promise<DemoAddress> {
  const [row] = await trx("address_book")
    .insert(values)
    .returning<DemoAddress[]>([
      "id",
      "name",
      "national_id",
      "country",
      "city",
      "zip",
      "address_line_one",
      "address_line_two",
      "phone",
    ]);
  return row!;
}

export interface DemoPeople {
  staff: Record<DemoUsername, string>;
  /** The demo login, Amina Benali, and her Algerian address. */
  customer: { id: string; address: DemoAddress };
  /** A suspicious customer with a shipping request on the Blacklist tab. */
  suspicious: { id: string; address: DemoAddress };
}

export interface ItemSeed {
  description: string;
  quantity: number;
  priceCents: number;
  madeIn: string;
  hsCode: string | null;
}

export interface ParcelSeed {
  customerId: string;
  warehouse: WarehouseKey;
  trackNumber: string;
  state: ParcelState;
  weightGrams: number;
  /** Length, width, height in cm. */
  dims: readonly [number, number, number];
  createdAt: Date;
  items: readonly ItemSeed[];
  images: number;
  /** Any other column of parcels. */
  fields?: Record<string, unknown>;
}

export interface DemoParcel {
  id: string;
  code: string;
  seed: ParcelSeed;
}

export interface Offer {
  id: string;
  carrierId: string;
  priceCents: number;
}

export interface DemoParcelContext {
  catalogue: DemoCatalogue;
  people: DemoPeople;
  now: Date;
}

export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

export async function addParcel(trx: Knex.Transaction, ctx: DemoParcelContext, seed: ParcelSeed): Promise<DemoParcel> {
  const code = newParcelCode();
  const [length, width, height] = seed.dims;
  const [row] = await trx("parcels")
    .insert({
      parcel_code: code,
      track_number: seed.trackNumber,
      customer_id: seed.customerId,
      warehouse_id: ctx.catalogue.warehouses[seed.warehouse],
      state: seed.state,
      weight_grams: seed.weightGrams,
      length_cm: length,
      width_cm: width,
      height_cm: height,
      created_by: ctx.people.staff.intake,
      created_at: seed.createdAt,
      ...seed.fields,
    })
    .returning<{ id: string }[]>("id");
  const id = row!.id;
  await trx("parcel_items").insert(
    seed.items.map((item, position) => ({
      parcel_id: id,
      position,
      description: item.description,
      quantity: item.quantity,
      price_cents: item.priceCents,
      made_in: item.madeIn,
      hs_code: item.hsCode,
    })),
  );
  if (seed.images > 0) {
    await trx("parcel_images").insert(
      Array.from({ length: seed.images }, (_, position) => ({
        parcel_id: id,
        // A random name, as an upload gets: a photo's address must not be guessed from its parcel.
        path: `parcels/demo/${randomUUID()}.webp`,
        position,
        created_by: ctx.people.staff.intake,
        created_at: seed.createdAt,
      })),
    );
  }
  return { id, code, seed };
}

/** An item line: what it is, how many, the unit price in cents, where it was made, its HS code. */
export function item(
  description: string,
  quantity: number,
  priceCents: number,
  madeIn: string,
  hsCode: string | null,
): ItemSeed {
  return { description, quantity, priceCents, madeIn, hsCode };
}

/** A parcel as intake weighed and measured it: grams, then length, width and height in centimetres. */
export function box(weightGrams: number, ...dims: [number, number, number]) {
  return { weightGrams, dims };
}

/** A paid parcel handed to its offer's carrier: its tracking, and the box as it left (which repacking may change). */
export async function markShipped(
  trx: Knex.Transaction,
  parcel: DemoParcel,
  offer: Offer,
  tracking: { number: string; link: string },
  size: ReturnType<typeof box>,
): Promise<void> {
  const [length, width, height] = size.dims;
  await trx("parcels").where({ id: parcel.id }).update({
    shipped_track_number: tracking.number,
    track_link: tracking.link,
    ship_weight_grams: size.weightGrams,
    ship_length_cm: length,
    ship_width_cm: width,
    ship_height_cm: height,
    ship_carrier_id: offer.carrierId,
    ship_price_cents: offer.priceCents,
  });
}

/** The rest of a parcel story's seed; the demo customer's, at the French warehouse, with one photo, unless it says otherwise. */
export type StorySeed = Pick<ParcelSeed, "items" | "fields"> &
  Partial<Pick<ParcelSeed, "customerId" | "warehouse" | "images">>;

/**
 * What every parcel story is told with: a time before the seed's `now`, and
 * `add`, a parcel by its label (tracking number, state, box, arrival) and
 * the rest of its seed.
 */
export function storyTools(trx: Knex.Transaction, ctx: DemoParcelContext) {
  return {
    ago: (ms: number) => new Date(ctx.now.getTime() - ms),
    add: (trackNumber: string, state: ParcelState, size: ReturnType<typeof box>, createdAt: Date, seed: StorySeed) =>
      addParcel(trx, ctx, {
        customerId: ctx.people.customer.id,
        warehouse: "FR",
        images: 1,
        trackNumber,
        state,
        ...size,
        createdAt,
        ...seed,
      }),
  };
}

export async function addShippingAddress(trx: Knex.Transaction, parcelId: string, address: DemoAddress): Promise<void> {
  const { id: addressBookId, ...snapshot } = address;
  await trx("parcel_shipping_addresses").insert({ parcel_id: parcelId, address_book_id: addressBookId, ...snapshot });
}

/** Staff offers priced from the carriers' own ranges for the parcel's chargeable weight. */
export async function addOffers(
  trx: Knex.Transaction,
  ctx: DemoParcelContext,
  parcel: DemoParcel,
  zone: ZoneKey,
  carrierNames: readonly string[],
): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (const name of carrierNames) {
    const carrier = ctx.catalogue.carriers.find(
      (c) => c.seed.name === name && c.seed.warehouse === parcel.seed.warehouse && c.seed.rateCard === "main",
    );
    if (!carrier) throw new Error(`No demo carrier ${name} at ${parcel.seed.warehouse}`);
    const [l, w, h] = parcel.seed.dims;
    const chargeable = Math.max(parcel.seed.weightGrams, Math.ceil(((l * w * h) / carrier.seed.divisor) * 1000));
    const band = BANDS.findIndex(([from, to]) => chargeable > from && chargeable <= to);
    const priceCents = bandPriceCents(carrier.seed, zone, band);
    const [row] = await trx("shipping_offers")
      .insert({
        parcel_id: parcel.id,
        carrier_id: carrier.id,
        price_cents: priceCents,
        created_by: ctx.people.staff.support,
        created_at: parcel.seed.fields?.approved_at ?? ctx.now,
      })
      .returning<{ id: string }[]>("id");
    offers.push({ id: row!.id, carrierId: carrier.id, priceCents });
  }
  return offers;
}

export async function choose(trx: Knex.Transaction, parcel: DemoParcel, offer: Offer): Promise<void> {
  await trx("parcels").where({ id: parcel.id }).update({ chosen_offer_id: offer.id });
}

/** The customer chose `offer` and paid it by card, in US dollars, at `at`. */
export async function payByCard(
  trx: Knex.Transaction,
  customerId: string,
  parcel: DemoParcel,
  offer: Offer,
  at: Date,
): Promise<void> {
  await choose(trx, parcel, offer);
  await addTransaction(trx, {
    customerId,
    parcel,
    offer,
    type: "card",
    state: "complete",
    currency: "USD",
    amountCents: offer.priceCents,
    createdAt: at,
    completedAt: at,
  });
}

export interface TransactionSeed {
  customerId: string;
  parcel: DemoParcel;
  offer: Offer;
  type: "card" | "offline" | "bitcoin";
  state: "pending" | "complete";
  currency: "USD" | "EUR";
  amountCents: number;
  eurRate?: number;
  offlinePaymentType?: string;
  createdAt: Date;
  completedAt?: Date;
}

export async function addTransaction(trx: Knex.Transaction, t: TransactionSeed): Promise<void> {
  await trx("transactions").insert({
    customer_id: t.customerId,
    parcel_id: t.parcel.id,
    offer_id: t.offer.id,
    payment_id: newPaymentId(),
    type: t.type,
    offline_payment_type: t.offlinePaymentType ?? null,
    amount_cents: t.amountCents,
    currency: t.currency,
    eur_rate: t.eurRate ?? null,
    state: t.state,
    provider_session_id: t.type === "card" ? `cs_demo_${t.parcel.code.toLowerCase()}` : null,
    created_at: t.createdAt,
    completed_at: t.completedAt ?? null,
  });
}

export interface ConsolidationSeed {
  customerId: string;
  warehouseId: string;
  state: "open" | "accepted";
  requestedAt: Date;
  removeBills: boolean;
  removeShoeBoxes: boolean;
  note: string | null;
  members: readonly DemoParcel[];
  accepted?: { resultParcelId: string; at: Date; by: string };
}

export async function addConsolidation(trx: Knex.Transaction, c: ConsolidationSeed): Promise<void> {
  const [row] = await trx("consolidations")
    .insert({
      customer_id: c.customerId,
      warehouse_id: c.warehouseId,
      state: c.state,
      remove_bills: c.removeBills,
      remove_shoe_boxes: c.removeShoeBoxes,
      note: c.note,
      requested_at: c.requestedAt,
      created_at: c.requestedAt,
      result_parcel_id: c.accepted?.resultParcelId ?? null,
      accepted_at: c.accepted?.at ?? null,
      accepted_by: c.accepted?.by ?? null,
    })
    .returning<{ id: string }[]>("id");
  await trx("consolidation_parcels").insert(
    c.members.map((parcel) => ({
      consolidation_id: row!.id,
      parcel_id: parcel.id,
      customer_id: c.customerId,
      warehouse_id: c.warehouseId,
      added_at: c.requestedAt,
    })),
  );
}
