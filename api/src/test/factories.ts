import { randomBytes } from "node:crypto";
import { newCustomerCode } from "@ipf/shared";
import type { Db } from "@ipf/db";
import type { CustomerRow, StaffRow } from "../db-rows.js";
import { hashPassword } from "../lib/passwords.js";
import type { TestApp } from "./harness.js";

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
