import { randomBytes } from "node:crypto";
import { newCustomerCode } from "@ipf/shared";
import type { Db } from "@ipf/db";
import type { CustomerRow, StaffRow } from "../db-rows.js";
import { hashPassword } from "../lib/passwords.js";
import { createTestApp, type TestApp } from "./harness.js";

export const PASSWORD = "correct-horse-battery";
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

export async function makeCustomer(db: Db, fields: Partial<CustomerRow> = {}): Promise<CustomerRow> {
  const [row] = await db("customers")
    .insert({
      first_name: "Amina",
      last_name: "Benali",
      email: `customer-${randomBytes(4).toString("hex")}@example.com`,
      phone: "+33612345678",
      country: "FR",
      password_hash: await hashed(),
      address_code: newCustomerCode(),
      language: "en",
      is_confirmed: true,
      ...fields,
    })
    .returning("*");
  return row as CustomerRow;
}

export async function makeStaff(db: Db, fields: Partial<StaffRow> = {}): Promise<StaffRow> {
  const [row] = await db("staff")
    .insert({
      username: `staff-${randomBytes(4).toString("hex")}`,
      full_name: "Léa Martin",
      email: null,
      group_id: 1,
      password_hash: await hashed(),
      ...fields,
    })
    .returning("*");
  return row as StaffRow;
}

export const customerToken = (app: TestApp, customer: CustomerRow) =>
  app.deps.tokens.sign("customer", customer.id, customer.token_version);
export const staffToken = (app: TestApp, staff: StaffRow) =>
  app.deps.tokens.sign("staff", staff.id, staff.token_version);

/** A warehouse, active, in Paris; `fields` change any column. */
export async function makeWarehouse(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const [row] = await db("warehouses")
    .insert({
      country: "FR",
      state: "Île-de-France",
      city: "Paris",
      zip: "75001",
      phone: "+33140000000",
      address_line_one: "1 rue de Rivoli",
      address_line_two: "IPF",
      is_active: true,
      ...fields,
    })
    .returning("*");
  return row as Record<string, unknown> & { id: string };
}

/** The setup of most staff route tests: the API on its own database, and a staff member of `groupId` signed in. */
export async function createStaffTestApp(groupId: StaffRow["group_id"]) {
  const app = await createTestApp();
  const staff = await makeStaff(app.db, { group_id: groupId });
  return { app, staff, token: staffToken(app, staff) };
}
