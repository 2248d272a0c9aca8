import sharp from "sharp";
import { newParcelCode } from "@ipf/shared";
import type { Db } from "@ipf/db";
import type { StaffRow } from "../db-rows.js";
import { makeCustomer, makeStaff, customerToken, staffToken, makeWarehouse } from "./factories.js";
import { type TestApp, type TestResponse, sendFormData } from "./harness.js";

/** Factories and helpers for the configuration tests: rates, content, people, numbers. */

type Row = Record<string, unknown> & { id: string };

export async function makeZone(db: Db, countries: string[], name = `Zone ${Math.random().toString(36).slice(2)}`) {
  const [row] = await db("zones").insert({ name }).returning("*");
  if (countries.length) await db("zone_countries").insert(countries.map((country) => ({ zone_id: row.id, country })));
  return row as Row;
}

export async function makeCarrier(db: Db, warehouseId: string, fields: Record<string, unknown> = {}): Promise<Row> {
  const [row] = await db("carriers")
    .insert({
      warehouse_id: warehouseId,
      name: `Carrier ${Math.random().toString(36).slice(2, 8)}`,
      name_ar: "ناقل",
      min_ship_days: 3,
      max_ship_days: 6,
      ...fields,
    })
    .returning("*");
  return row as Row;
}

/** A band (fromKg, toKg] priced in dollars. */
export async function makeRange(db: Db, carrierId: string, zoneId: string, fromKg: number, toKg: number, usd: number) {
  const [row] = await db("carrier_ranges")
    .insert({
      carrier_id: carrierId,
      zone_id: zoneId,
      from_grams: Math.round(fromKg * 1000),
      to_grams: Math.round(toKg * 1000),
      price_cents: Math.round(usd * 100),
    })
    .returning("*");
  return row as Row;
}

export async function makeParcel(
  db: Db,
  customerId: string,
  warehouseId: string,
  fields: Record<string, unknown> = {},
): Promise<Row> {
  const state = (fields.state as string | undefined) ?? "in_locker";
  const at = (fields.created_at as Date | undefined) ?? new Date();
  const clocks: Record<string, Record<string, Date>> = {
    awaiting_assemble: { assemble_requested_at: at },
    awaiting_approval: { approval_requested_at: at },
    approved: { approved_at: at },
    paid: { approved_at: at, paid_at: at },
    shipped: { approved_at: at, paid_at: at, shipped_at: at },
  };
  const [row] = await db("parcels")
    .insert({
      parcel_code: newParcelCode(),
      track_number: `TR${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      customer_id: customerId,
      warehouse_id: warehouseId,
      weight_grams: 1200,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      ...clocks[state],
      ...fields,
    })
    .returning("*");
  return row as Row;
}

export async function makeShippingAddress(db: Db, parcelId: string, country: string) {
  await db("parcel_shipping_addresses").insert({
    parcel_id: parcelId,
    name: "Amina Benali",
    national_id: country === "DZ" ? "1234567890" : null,
    country,
    city: "City",
    zip: "1000",
    address_line_one: "1 street",
    phone: "+213555000000",
  });
}

export async function makeTransaction(
  db: Db,
  customerId: string,
  parcelId: string,
  fields: Record<string, unknown> = {},
): Promise<Row> {
  const state = (fields.state as string | undefined) ?? "complete";
  const at = (fields.created_at as Date | undefined) ?? new Date();
  const [row] = await db("transactions")
    .insert({
      customer_id: customerId,
      parcel_id: parcelId,
      payment_id: `pay_${Math.random().toString(36).slice(2, 12)}`,
      type: "card",
      amount_cents: 2500,
      currency: "USD",
      state,
      ...(state === "complete" ? { completed_at: at } : {}),
      ...(state === "cancelled" ? { cancelled_at: at } : {}),
      ...fields,
    })
    .returning("*");
  return row as Row;
}

/** One staff member of each group, with tokens. */
export async function makeStaffOfEveryGroup(app: TestApp) {
  const groups = [1, 2, 3, 4] as const;
  const members = await Promise.all(groups.map((group_id) => makeStaff(app.db, { group_id })));
  return Object.fromEntries(members.map((m) => [m.group_id, { staff: m, token: staffToken(app, m) }])) as Record<
    1 | 2 | 3 | 4,
    { staff: StaffRow; token: string }
  >;
}

export { customerToken, staffToken };

export { makeCustomer, makeStaff, makeWarehouse };

let png: Promise<Buffer> | undefined;
/** A small real PNG, for image uploads. */
export const tinyPng = () =>
  (png ??= sharp({ create: { width: 8, height: 6, channels: 3, background: "#0055A4" } })
    .png()
    .toBuffer());

export interface FormFile {
  field: string;
  bytes: Buffer;
  filename?: string;
}

/** A multipart request (the harness sends JSON only). */
export async function sendForm(
  app: TestApp,
  method: string,
  path: string,
  fields: Record<string, string | number | boolean | object | undefined>,
  options: { token?: string; files?: FormFile[] } = {},
): Promise<TestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  for (const file of options.files ?? []) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.filename ?? "file.bin");
  }
  return sendFormData(app, method, path, form, options.token);
}

/** A destination's landed-cost figures (the reference seed does not run in tests); thresholds in dollars. */
export async function makeLandedCost(
  db: Db,
  country: string,
  fields: { vatRate: number; dutyRate: number; dutyDeMinimis: number | null; vatDeMinimis: number | null } & {
    chapterDutyRates?: Record<string, number>;
    basis?: "fob" | "cif";
  },
) {
  const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
  await db("landed_cost_rates").insert({
    country,
    vat_rate: fields.vatRate,
    duty_rate: fields.dutyRate,
    chapter_duty_rates: fields.chapterDutyRates ?? {},
    duty_de_minimis_cents: cents(fields.dutyDeMinimis),
    vat_de_minimis_cents: cents(fields.vatDeMinimis),
    basis: fields.basis ?? "cif",
  });
}
