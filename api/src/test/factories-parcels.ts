/**
 * Factories for the parcel tests: warehouses, carriers, parcels in any
 * state with the timestamps that state requires, address-book entries,
 * requests; tokens; multipart requests.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import type { Db } from "@ipf/db";
import { newParcelCode } from "@ipf/shared/rules/codes";
import type { ParcelState } from "@ipf/shared/rules/parcel-state";
import type { StaffRow } from "../db-rows.js";
import type { ParcelRow } from "../services/parcels/rows.js";
import { type TestApp, type TestResponse, sendFormData } from "./harness.js";
import { makeCustomer, makeStaff, customerToken, staffToken, makeWarehouse } from "./factories.js";

export async function makeCarrier(
  db: Db,
  warehouseId: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const [row] = await db("carriers")
    .insert({
      warehouse_id: warehouseId,
      name: `Carrier ${randomBytes(2).toString("hex")}`,
      name_ar: "ناقل",
      min_ship_days: 3,
      max_ship_days: 7,
      ...fields,
    })
    .returning("id");
  return row as { id: string };
}

/** The request and event times a parcel in `state` must carry (the table's CHECKs). */
function clockFor(state: ParcelState, at: Date): Record<string, Date> {
  const clocks: Partial<Record<ParcelState, Record<string, Date>>> = {
    awaiting_assemble: { assemble_requested_at: at },
    awaiting_approval: { approval_requested_at: at },
    approved: { approval_requested_at: at, approved_at: at },
    paid: { approval_requested_at: at, approved_at: at, paid_at: at },
    shipped: { approval_requested_at: at, approved_at: at, paid_at: at, shipped_at: at },
    merged: { assemble_requested_at: at },
  };
  return clocks[state] ?? {};
}

export interface ParcelFields extends Partial<ParcelRow> {
  customer_id: string;
  warehouse_id: string;
  /** How many declared lines (default 1) and photos (default 1). */
  lines?: number;
  images?: number;
}

export async function makeParcel(db: Db, fields: ParcelFields): Promise<ParcelRow> {
  const { lines = 1, images = 1, ...columns } = fields;
  const state = columns.state ?? "in_locker";
  const at = columns.created_at ?? new Date();
  const [row] = (await db("parcels")
    .insert({
      parcel_code: newParcelCode(),
      track_number: `TRK${randomBytes(5).toString("hex").toUpperCase()}`,
      weight_grams: 1200,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      created_at: at,
      ...clockFor(state, at),
      ...columns,
      state,
    })
    .returning("*")) as ParcelRow[];
  for (let i = 0; i < lines; i++) {
    await db("parcel_items").insert({
      parcel_id: row!.id,
      position: i,
      description: `Item ${i + 1}`,
      quantity: 1,
      price_cents: 1000 * (i + 1),
      made_in: "CN",
    });
  }
  for (let i = 0; i < images; i++) {
    await db("parcel_images").insert({ parcel_id: row!.id, path: `parcels/test/${row!.id}-${i}.webp`, position: i });
  }
  return row!;
}

export async function makeAddress(
  db: Db,
  customerId: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const [row] = await db("address_book")
    .insert({
      customer_id: customerId,
      title: "My First Address",
      name: "Amina Benali",
      country: "MA",
      city: "Casablanca",
      zip: "20000",
      address_line_one: "12 boulevard Anfa",
      phone: "+212612345678",
      ...fields,
    })
    .returning("id");
  return row as { id: string };
}

export async function makeConsolidation(
  db: Db,
  members: readonly ParcelRow[],
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const first = members[0]!;
  const [row] = await db("consolidations")
    .insert({
      customer_id: first.customer_id,
      warehouse_id: first.warehouse_id,
      requested_at: first.assemble_requested_at ?? new Date(),
      ...fields,
    })
    .returning("id");
  await db("consolidation_parcels").insert(
    members.map((parcel) => ({
      consolidation_id: (row as { id: string }).id,
      parcel_id: parcel.id,
      customer_id: parcel.customer_id,
      warehouse_id: parcel.warehouse_id,
    })),
  );
  return row as { id: string };
}

export async function makeSplitRequest(
  db: Db,
  parcel: ParcelRow,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const [row] = await db("split_requests")
    .insert({ parcel_id: parcel.id, customer_id: parcel.customer_id, note: "Split it in two please.", ...fields })
    .returning("id");
  return row as { id: string };
}

export { customerToken, staffToken, makeWarehouse };

/** A signed-in staff member of each group, and a customer with a warehouse to receive at. */
export async function makeWorld(app: TestApp) {
  const groups = {} as Record<1 | 2 | 3 | 4, { row: StaffRow; token: string }>;
  for (const group_id of [1, 2, 3, 4] as const) {
    const row = await makeStaff(app.db, { group_id });
    groups[group_id] = { row, token: staffToken(app, row) };
  }
  const customer = await makeCustomer(app.db);
  const other = await makeCustomer(app.db, { first_name: "Omar", last_name: "Haddad" });
  const warehouse = await makeWarehouse(app.db);
  return {
    admin: groups[1],
    support: groups[2],
    intake: groups[3],
    ops: groups[4],
    groups,
    customer,
    customerToken: customerToken(app, customer),
    other,
    otherToken: customerToken(app, other),
    warehouse,
    parcel: (fields: Partial<ParcelFields> = {}) =>
      makeParcel(app.db, { customer_id: customer.id, warehouse_id: warehouse.id, ...fields }),
  };
}

let image: Promise<Buffer> | undefined;
/** A small real PNG. */
export const pngImage = () =>
  (image ??= sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .png()
    .toBuffer());

/** Checks that `url` serves a parcel photo as WebP, by its header and by its bytes. */
export async function expectWebp(url: string): Promise<void> {
  const photo = await fetch(url);
  expect(photo.status).toBe(200);
  expect(photo.headers.get("content-type")).toBe("image/webp");
  expect(
    Buffer.from(await photo.arrayBuffer())
      .subarray(8, 12)
      .toString("latin1"),
  ).toBe("WEBP");
}

/** A multipart request: text fields (objects sent as JSON) and files under `images`. */
export async function sendForm(
  app: Pick<TestApp, "url">,
  path: string,
  fields: Record<string, unknown>,
  options: { token?: string; files?: Buffer[]; method?: string } = {},
): Promise<TestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  for (const [index, bytes] of (options.files ?? []).entries()) {
    form.append("images", new Blob([new Uint8Array(bytes)]), `photo-${index}.png`);
  }
  return sendFormData(app, options.method ?? "POST", path, form, options.token);
}

/** The form fields of a whole parcel at intake: a pair of shoes in a 30 x 20 x 10 box of 1.5 kg. */
export function intakeFields(trackNumber: string, warehouseId: string, userId: string) {
  return {
    trackNumber,
    weight: "1.5",
    length: "30",
    width: "20",
    height: "10",
    warehouse: warehouseId,
    userId,
    details: [{ description: "Shoes", quantity: 1, price: 49.9, madeIn: "China" }],
  };
}

/** The parcel's paid offer on `carrierId`, as the customer's payment leaves it. */
export async function chooseOffer(db: Db, parcelId: string, carrierId: string, priceCents = 4200): Promise<void> {
  const [offer] = (await db("shipping_offers")
    .insert({ parcel_id: parcelId, carrier_id: carrierId, price_cents: priceCents })
    .returning("id")) as { id: string }[];
  await db("parcels").where({ id: parcelId }).update({ chosen_offer_id: offer!.id });
}

/** Ships a paid parcel with a carrier's tracking typed in, through the API, as the ship desk does. */
export async function shipWithTracking(
  app: Pick<TestApp, "request">,
  token: string,
  parcelId: string,
  trackNumber = `CO${randomBytes(5).toString("hex").toUpperCase()}FR`,
  trackLink = `https://tracking.example/${trackNumber}`,
): Promise<string> {
  const shipped = await app.request("POST", "/api/packages/shipping/ship", {
    token,
    body: { packageId: parcelId, trackNumber, trackLink, weight: 2, length: 30, width: 20, height: 10 },
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return trackNumber;
}

/**
 * A paid parcel shipped through the API with tracking typed in, on a new
 * carrier linked to the karrio stand-in's colissimo (`carrier`: its other
 * fields), so that its tracker is the stand-in's. `prepare` runs on the
 * parcel before it ships (a shipping address).
 */
export async function shipThroughStandIn(
  app: TestApp,
  world: Awaited<ReturnType<typeof makeWorld>>,
  options: {
    customerId?: string;
    carrier?: Record<string, unknown>;
    trackLink?: string;
    prepare?: (parcel: ParcelRow) => Promise<unknown>;
  } = {},
): Promise<{ parcel: ParcelRow; trackNumber: string }> {
  const carrier = await makeCarrier(app.db, world.warehouse.id, {
    engine_carrier: "colissimo",
    engine_service: "colissimo_international",
    ...options.carrier,
  });
  const parcel = await makeParcel(app.db, {
    customer_id: options.customerId ?? world.customer.id,
    warehouse_id: world.warehouse.id,
    state: "paid",
  });
  await options.prepare?.(parcel);
  await chooseOffer(app.db, parcel.id, carrier.id);
  const trackNumber = await shipWithTracking(app, world.support.token, parcel.id, undefined, options.trackLink);
  return { parcel, trackNumber };
}

/** The shipping address the label and tracking tests send to: Algiers. */
export async function addAlgerianAddress(db: Db, parcelId: string): Promise<void> {
  await db("parcel_shipping_addresses").insert({
    parcel_id: parcelId,
    name: "أمينة بن علي",
    national_id: "1234567890",
    country: "DZ",
    city: "Alger",
    zip: "16000",
    address_line_one: "12 شارع ديدوش مراد",
    phone: "+213555000000",
  });
}

/**
 * A paid parcel to Algiers, its offer on `carrierId`, its lines declared for
 * customs (HS code 640399 unless `hsCode` says otherwise, null for none): a
 * label can be bought for it.
 */
export async function makeLabelReadyParcel(
  db: Db,
  owner: { customerId: string; warehouseId: string; carrierId: string },
  options: { hsCode?: string | null } = {},
): Promise<ParcelRow> {
  const parcel = await makeParcel(db, {
    customer_id: owner.customerId,
    warehouse_id: owner.warehouseId,
    state: "paid",
  });
  await addAlgerianAddress(db, parcel.id);
  await chooseOffer(db, parcel.id, owner.carrierId);
  await db("parcel_items")
    .where({ parcel_id: parcel.id })
    .update({ hs_code: options.hsCode === undefined ? "640399" : options.hsCode, price_cents: 6000, quantity: 1 });
  return parcel;
}

/**
 * The answer to acting on a request someone else already closed (409
 * REQUEST_CLOSED), as staff member `staff` left it in `state`, at `at` when
 * the test knows when.
 */
export const closedByStaff = (state: string, staff: { row: StaffRow }, at?: Date) => ({
  code: "REQUEST_CLOSED",
  handled: {
    state,
    by: { kind: "staff", name: staff.row.full_name, groupId: staff.row.group_id },
    ...(at ? { at: at.toISOString() } : {}),
  },
});
