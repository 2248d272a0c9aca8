/**
 * The rules the schema itself enforces: each case inserts one row that
 * breaks a rule and expects PostgreSQL to refuse it.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "./connect.js";
import { createTestDatabase } from "./testing/database.js";

const { db } = await createTestDatabase();

const CHECK = "23514";
const UNIQUE = "23505";
const FOREIGN_KEY = "23503";
const EXCLUSION = "23P01";

function rejects(promise: Promise<unknown>, code: string, constraint?: string) {
  return expect(promise).rejects.toMatchObject(constraint ? { code, constraint } : { code });
}

let sequence = 0;
const next = () => ++sequence;

async function insertOne(trx: Db, table: string, row: Record<string, unknown>): Promise<string> {
  const [inserted] = await trx(table).insert(row).returning<{ id: string }[]>("id");
  return inserted!.id;
}

const makeCustomer = (row: Record<string, unknown> = {}) => {
  const n = next();
  return insertOne(db, "customers", {
    first_name: "Test",
    last_name: `Customer${n}`,
    email: `customer${n}@example.test`,
    phone: "+33612345678",
    password_hash: "x",
    address_code: `CODE${n}`,
    ...row,
  });
};

const makeWarehouse = () =>
  insertOne(db, "warehouses", {
    country: "FR",
    state: "Île-de-France",
    city: "Paris",
    zip: "75001",
    phone: "+33100000000",
    address_line_one: "1 Rue de Rivoli",
  });

const makeParcel = (customerId: string, warehouseId: string, row: Record<string, unknown> = {}) =>
  insertOne(db, "parcels", {
    parcel_code: `PTEST${next()}`,
    track_number: "TRACK1",
    customer_id: customerId,
    warehouse_id: warehouseId,
    weight_grams: 1000,
    length_cm: 20,
    width_cm: 15,
    height_cm: 10,
    ...row,
  });

const makeZone = () => insertOne(db, "zones", { name: `Zone ${next()}` });

const makeCarrier = (warehouseId: string) =>
  insertOne(db, "carriers", {
    warehouse_id: warehouseId,
    name: "Carrier",
    name_ar: "ناقل",
    min_ship_days: 2,
    max_ship_days: 5,
  });

const text = JSON.stringify({ en: "Hello", ar: "مرحبا", fr: "Bonjour" });

describe("schema constraints", () => {
  it("refuses a parcel state outside the list, and a waiting state without its clock", async () => {
    const customer = await makeCustomer();
    const warehouse = await makeWarehouse();
    await rejects(makeParcel(customer, warehouse, { state: "lost" }), CHECK, "parcels_state_check");
    await rejects(
      makeParcel(customer, warehouse, { state: "awaiting_approval" }),
      CHECK,
      "parcels_awaiting_approval_has_time",
    );
    await expect(
      makeParcel(customer, warehouse, { state: "awaiting_approval", approval_requested_at: new Date() }),
    ).resolves.toBeTruthy();
  });

  it("refuses a deleted parcel without a reason and a lower-case track number", async () => {
    const customer = await makeCustomer();
    const warehouse = await makeWarehouse();
    await rejects(makeParcel(customer, warehouse, { deleted_at: new Date() }), CHECK, "parcels_delete_needs_reason");
    await rejects(makeParcel(customer, warehouse, { track_number: "abc123" }), CHECK, "parcels_track_number_check");
  });

  it("refuses negative prices", async () => {
    const customer = await makeCustomer();
    const warehouse = await makeWarehouse();
    const parcel = await makeParcel(customer, warehouse);
    await rejects(
      insertOne(db, "parcel_items", {
        parcel_id: parcel,
        position: 0,
        description: "Books",
        quantity: 1,
        price_cents: -100,
        made_in: "FR",
      }),
      CHECK,
      "parcel_items_price_cents_check",
    );
    const carrier = await makeCarrier(warehouse);
    await rejects(
      insertOne(db, "shipping_offers", { parcel_id: parcel, carrier_id: carrier, price_cents: -1 }),
      CHECK,
      "shipping_offers_price_cents_check",
    );
  });

  it("refuses a weight range whose start is not below its end", async () => {
    const carrier = await makeCarrier(await makeWarehouse());
    const zone = await makeZone();
    const range = { carrier_id: carrier, zone_id: zone, price_cents: 1000 };
    await rejects(
      insertOne(db, "carrier_ranges", { ...range, from_grams: 500, to_grams: 500 }),
      CHECK,
      "carrier_ranges_from_below_to",
    );
    await rejects(
      insertOne(db, "carrier_ranges", { ...range, from_grams: 1000, to_grams: 500 }),
      CHECK,
      "carrier_ranges_from_below_to",
    );
  });

  it("refuses overlapping ranges for one carrier and zone, and accepts touching ones", async () => {
    const carrier = await makeCarrier(await makeWarehouse());
    const zone = await makeZone();
    const otherZone = await makeZone();
    const range = { carrier_id: carrier, zone_id: zone, price_cents: 1000 };
    await insertOne(db, "carrier_ranges", { ...range, from_grams: 0, to_grams: 1000 });
    await expect(insertOne(db, "carrier_ranges", { ...range, from_grams: 1000, to_grams: 2000 })).resolves.toBeTruthy();
    await rejects(
      insertOne(db, "carrier_ranges", { ...range, from_grams: 500, to_grams: 1500 }),
      EXCLUSION,
      "carrier_ranges_no_overlap",
    );
    await expect(
      insertOne(db, "carrier_ranges", { ...range, zone_id: otherZone, from_grams: 500, to_grams: 1500 }),
    ).resolves.toBeTruthy();
  });

  it("allows one open support ticket per customer", async () => {
    const customer = await makeCustomer();
    const first = await insertOne(db, "support_tickets", { customer_id: customer, title: "First" });
    await rejects(
      insertOne(db, "support_tickets", { customer_id: customer, title: "Second" }),
      UNIQUE,
      "support_tickets_one_open",
    );
    await db("support_tickets").where({ id: first }).update({ status: "closed", closed_at: new Date() });
    await expect(insertOne(db, "support_tickets", { customer_id: customer, title: "Second" })).resolves.toBeTruthy();
  });

  it("allows one pending and one complete transaction per parcel", async () => {
    const customer = await makeCustomer();
    const parcel = await makeParcel(customer, await makeWarehouse());
    const payment = { customer_id: customer, parcel_id: parcel, type: "offline", amount_cents: 2590 };
    const pending = await insertOne(db, "transactions", { ...payment, payment_id: "PAY0001" });
    await rejects(
      insertOne(db, "transactions", { ...payment, type: "card", payment_id: "PAY0002" }),
      UNIQUE,
      "transactions_one_pending",
    );
    await db("transactions").where({ id: pending }).update({ state: "complete", completed_at: new Date() });
    const second = await insertOne(db, "transactions", { ...payment, payment_id: "PAY0003" });
    await rejects(
      db("transactions").where({ id: second }).update({ state: "complete", completed_at: new Date() }),
      UNIQUE,
      "transactions_one_complete",
    );
  });

  it("refuses a payment for another customer's parcel, or with another parcel's offer", async () => {
    const owner = await makeCustomer();
    const stranger = await makeCustomer();
    const warehouse = await makeWarehouse();
    const parcel = await makeParcel(owner, warehouse);
    const otherParcel = await makeParcel(owner, warehouse);
    const offer = await insertOne(db, "shipping_offers", {
      parcel_id: otherParcel,
      carrier_id: await makeCarrier(warehouse),
      price_cents: 1990,
    });
    const payment = { parcel_id: parcel, type: "card", amount_cents: 1990 };
    await rejects(
      insertOne(db, "transactions", { ...payment, customer_id: stranger, payment_id: "PAYX01" }),
      FOREIGN_KEY,
      "transactions_parcel_fkey",
    );
    await rejects(
      insertOne(db, "transactions", { ...payment, customer_id: owner, offer_id: offer, payment_id: "PAYX02" }),
      FOREIGN_KEY,
      "transactions_offer_fkey",
    );
  });

  it("keeps a consolidation to parcels of its own customer and warehouse", async () => {
    const customer = await makeCustomer();
    const paris = await makeWarehouse();
    const berlin = await makeWarehouse();
    const consolidation = await insertOne(db, "consolidations", { customer_id: customer, warehouse_id: paris });
    const elsewhere = await makeParcel(customer, berlin);
    await rejects(
      db("consolidation_parcels").insert({
        consolidation_id: consolidation,
        parcel_id: elsewhere,
        customer_id: customer,
        warehouse_id: paris,
      }),
      FOREIGN_KEY,
      "consolidation_parcels_parcel_fkey",
    );
  });

  it("refuses a discount on a post that is not a sale", async () => {
    const warehouse = await makeWarehouse();
    const post = { title: text, content: text, warehouse_id: warehouse, expires_at: new Date() };
    await rejects(
      insertOne(db, "posts", { ...post, type: "BLOG", discount: 10 }),
      CHECK,
      "posts_discount_only_for_sales",
    );
    await rejects(insertOne(db, "posts", { ...post, type: "SALES", discount: 101 }), CHECK, "posts_discount_check");
    await expect(insertOne(db, "posts", { ...post, type: "SALES", discount: 25 })).resolves.toBeTruthy();
    await rejects(
      insertOne(db, "posts", { ...post, type: "BLOG", title: JSON.stringify({ en: "Only English" }) }),
      CHECK,
      "posts_title_check",
    );
  });

  it("requires a national ID longer than 8 characters for an Algerian address", async () => {
    const customer = await makeCustomer();
    const address = {
      customer_id: customer,
      title: "My First Address",
      name: "Amina Benali",
      country: "DZ",
      city: "Alger",
      zip: "16000",
      address_line_one: "1 Rue Larbi Ben M'hidi",
      phone: "+213555123456",
    };
    await rejects(insertOne(db, "address_book", address), CHECK, "address_book_algeria_national_id");
    await rejects(
      insertOne(db, "address_book", { ...address, national_id: "12345678" }),
      CHECK,
      "address_book_algeria_national_id",
    );
    await expect(
      insertOne(db, "address_book", { ...address, national_id: "109870123456789012" }),
    ).resolves.toBeTruthy();
    await expect(insertOne(db, "address_book", { ...address, country: "FR" })).resolves.toBeTruthy();
  });

  it("keeps customer e-mails unique whatever their case, and asks a reason for suspicion", async () => {
    await makeCustomer({ email: "Same@Example.test" });
    await rejects(makeCustomer({ email: "same@example.TEST" }), UNIQUE, "customers_email_lower_key");
    await rejects(makeCustomer({ suspicious: true }), CHECK, "customers_suspicion_needs_reason");
    await rejects(makeCustomer({ phone: "0612345678" }), CHECK, "customers_phone_e164");
  });

  it("refuses staff outside the four groups and mixed-case usernames", async () => {
    const staff = { full_name: "Someone", password_hash: "x" };
    await rejects(insertOne(db, "staff", { ...staff, username: "five", group_id: 5 }), CHECK, "staff_group_id_check");
    await rejects(insertOne(db, "staff", { ...staff, username: "Admin2", group_id: 1 }), CHECK, "staff_username_check");
  });

  it("refuses a second pending photo request and a second open split for one parcel", async () => {
    const customer = await makeCustomer();
    const parcel = await makeParcel(customer, await makeWarehouse());
    await insertOne(db, "image_requests", { parcel_id: parcel, customer_id: customer });
    await rejects(
      insertOne(db, "image_requests", { parcel_id: parcel, customer_id: customer }),
      UNIQUE,
      "image_requests_one_pending",
    );
    const split = { parcel_id: parcel, customer_id: customer, note: "Two parcels please" };
    await insertOne(db, "split_requests", split);
    await rejects(insertOne(db, "split_requests", split), UNIQUE, "split_requests_one_open");
    await rejects(insertOne(db, "split_requests", { ...split, note: "  " }), CHECK, "split_requests_note_check");
  });

  it("keeps updated_at current on update", async () => {
    const id = await makeCustomer({ created_at: new Date("2026-01-01"), updated_at: new Date("2026-01-01") });
    await db("customers").where({ id }).update({ first_name: "Renamed" });
    const row = (await db("customers").where({ id }).first("updated_at")) as { updated_at: Date };
    expect(row.updated_at.getTime()).toBeGreaterThan(new Date("2026-01-02").getTime());
  });
});

describe("columns the schema derives", () => {
  const flagOf = async (parcel: string) =>
    ((await db("parcels").where({ id: parcel }).first("owner_suspicious")) as { owner_suspicious: boolean })
      .owner_suspicious;
  const suspect = (customer: string, suspicious: boolean, trx: Db = db) =>
    trx("customers")
      .where({ id: customer })
      .update({ suspicious, suspicion_reason: suspicious ? "Chargebacks" : null });

  it("gives the four-character grams of a text, upper case", async () => {
    const { rows } = await db.raw<{ rows: { grams: string[]; short: string[] }[] }>(
      "SELECT search_grams('lx1lx1lx') AS grams, search_grams('abc') AS short",
    );
    expect([...new Set(rows[0]!.grams)].sort()).toEqual(["1LX1", "LX1L", "X1LX"]);
    expect(rows[0]!.short).toEqual([]);
  });

  it("copies the owner's suspicion onto each parcel: new, moved, and when the flag changes", async () => {
    const warehouse = await makeWarehouse();
    const flagged = await makeCustomer({ suspicious: true, suspicion_reason: "Chargebacks" });
    const clean = await makeCustomer();
    const parcel = await makeParcel(flagged, warehouse);
    expect(await flagOf(parcel)).toBe(true);

    await db("parcels").where({ id: parcel }).update({ customer_id: clean });
    expect(await flagOf(parcel)).toBe(false);

    await suspect(clean, true);
    expect(await flagOf(parcel)).toBe(true);
    await suspect(clean, false);
    expect(await flagOf(parcel)).toBe(false);
  });

  it("keeps the parcel's copy right when the flag changes while the parcel is being registered", async () => {
    const warehouse = await makeWarehouse();
    // The parcel first: the flag change waits for its transaction, then reaches it.
    const late = await makeCustomer();
    let registered: string | undefined;
    let flagging: Promise<unknown> | undefined;
    await db.transaction(async (trx) => {
      registered = await insertOne(trx, "parcels", {
        parcel_code: `PTEST${next()}`,
        track_number: "TRACK1",
        customer_id: late,
        warehouse_id: warehouse,
        weight_grams: 1000,
        length_cm: 20,
        width_cm: 15,
        height_cm: 10,
      });
      flagging = suspect(late, true);
      // The change is blocked behind this transaction's lock on the customer.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await trx("customers").where({ id: late }).first("suspicious")).toEqual({ suspicious: false });
    });
    await flagging;
    expect(await flagOf(registered!)).toBe(true);

    // The flag change first: the parcel waits for it and takes the new value.
    const early = await makeCustomer();
    let parcel: Promise<string> | undefined;
    await db.transaction(async (trx) => {
      await suspect(early, true, trx);
      parcel = makeParcel(early, warehouse);
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(await flagOf(await parcel!)).toBe(true);
  });
});
