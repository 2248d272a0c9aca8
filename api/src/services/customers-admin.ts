import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { lockCustomer as lockAccount } from "./customers.js";
import type { Db } from "@ipf/db";
import { CUSTOMER_DETAIL_ROWS, CUSTOMER_LOGIN_ROWS, MAX_ALL_CUSTOMERS } from "@ipf/shared/schemas/customers-admin";
import type { CustomerRow } from "../db-rows.js";
import { ConflictError, EmailTakenError, NotFoundError } from "../lib/errors.js";
import type { Scope, Work } from "./work.js";
import { containsPattern } from "./parcels/search.js";

/**
 * Customers as staff manage them. A deleted customer is anonymised, never
 * removed: parcels, payments and tickets keep pointing at the row, which
 * loses every personal detail and every way in.
 */

const MESSAGES = {
  notFound: "This customer was not found.",
  parcelsInProgress: "This customer still has parcels in progress; ship, delete or finish them first.",
  paymentsInProgress: "This customer has a payment in progress; confirm or cancel it first.",
} as const;

const UNIQUE_VIOLATION = "23505";
/** Parcels still in our hands or in the customer's process; the others are history. */
const FINAL_STATES = ["shipped", "merged", "split"];

/**
 * The digits to look for in the E.164 phone numbers when the search reads
 * as a phone number ("+213 555 12-34", "0555 1234"): none otherwise. A
 * leading 0 is a domestic trunk prefix that E.164 drops, so the number is
 * looked for with and without it.
 */
export function phoneDigits(text: string): string[] {
  if (!/^[+\d\s().-]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, "");
  if (digits.length < 4) return [];
  return digits.startsWith("0") && digits.length > 4 ? [digits, digits.replace(/^0+/, "")] : [digits];
}

function search(q: Knex.QueryBuilder, text: string | undefined) {
  q.whereNull("deleted_at");
  if (!text) return;
  const pattern = containsPattern(text);
  // The same expressions as the trigram indexes of the customers migrations.
  q.where((w) => {
    w.whereRaw("(first_name || ' ' || last_name) ILIKE ?", [pattern])
      .orWhereRaw("email ILIKE ?", [pattern])
      .orWhereRaw("address_code ILIKE ?", [pattern]);
    for (const digits of phoneDigits(text)) w.orWhereRaw("phone LIKE ?", [`%${digits}%`]);
  });
}

export async function listCustomers(
  scope: Scope,
  options: { query?: string | undefined; all: boolean; page: number; perPage: number },
): Promise<{ rows: CustomerRow[]; count: number }> {
  const { db } = scope;
  const limit = options.all ? MAX_ALL_CUSTOMERS : options.perPage;
  const offset = options.all ? 0 : options.page * options.perPage;
  const rows = (await db("customers")
    .modify(search, options.query)
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)
    .offset(offset)) as CustomerRow[];
  const [{ count } = { count: 0 }] = await db("customers")
    .modify(search, options.query)
    .count<{ count: number }[]>("* as count");
  return { rows, count: Number(count) };
}

export interface ParcelSummaryRow {
  id: string;
  parcel_code: string;
  track_number: string;
  state: string;
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  fees_cents: number;
  warehouse_id: string;
  warehouse_country: string;
  warehouse_flag: string | null;
  created_at: Date;
  shipped_at: Date | null;
  deleted_at: Date | null;
  delete_reason: string | null;
  deleted_by_username: string | null;
}

export interface TransactionSummaryRow {
  id: string;
  payment_id: string;
  parcel_code: string;
  type: string;
  offline_payment_type: string | null;
  amount_cents: number;
  currency: string;
  state: "pending" | "complete" | "cancelled";
  created_at: Date;
}

export interface CustomerLoginRow {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

export interface CustomerDetail {
  customer: CustomerRow;
  packages: ParcelSummaryRow[];
  storedPackages: ParcelSummaryRow[];
  trash: ParcelSummaryRow[];
  transactions: TransactionSummaryRow[];
  logins: CustomerLoginRow[];
}

function parcels(db: Db, customerId: string) {
  return db("parcels as p")
    .join("warehouses as w", "w.id", "p.warehouse_id")
    .leftJoin("staff as s", "s.id", "p.deleted_by")
    .where("p.customer_id", customerId)
    .limit(CUSTOMER_DETAIL_ROWS)
    .select(
      "p.id",
      "p.parcel_code",
      "p.track_number",
      "p.state",
      "p.weight_grams",
      "p.length_cm",
      "p.width_cm",
      "p.height_cm",
      "p.fees_cents",
      "p.warehouse_id",
      "w.country as warehouse_country",
      "w.flag_image_path as warehouse_flag",
      "p.created_at",
      "p.shipped_at",
      "p.deleted_at",
      "p.delete_reason",
      "s.username as deleted_by_username",
    );
}

/** The customer with the newest rows of each table of the detail page (indexed by customer). */
export async function customerDetail(scope: Scope, id: string): Promise<CustomerDetail> {
  const { db } = scope;
  const customer = (await db("customers").where({ id }).whereNull("deleted_at").first()) as CustomerRow | undefined;
  if (!customer) throw NotFoundError(MESSAGES.notFound);
  const newest = [
    { column: "p.created_at", order: "desc" },
    { column: "p.id", order: "desc" },
  ] as const;
  const [packages, storedPackages, trash, transactions, logins] = await Promise.all([
    parcels(db, id)
      .whereNull("p.deleted_at")
      .orderBy([...newest]) as Promise<ParcelSummaryRow[]>,
    parcels(db, id)
      .whereNull("p.deleted_at")
      .andWhere("p.state", "in_locker")
      .orderBy([...newest]) as Promise<ParcelSummaryRow[]>,
    parcels(db, id)
      .whereNotNull("p.deleted_at")
      .orderBy([
        { column: "p.deleted_at", order: "desc" },
        { column: "p.id", order: "desc" },
      ]) as Promise<ParcelSummaryRow[]>,
    db("transactions as t")
      .join("parcels as p", "p.id", "t.parcel_id")
      .where("t.customer_id", id)
      .orderBy([
        { column: "t.created_at", order: "desc" },
        { column: "t.id", order: "desc" },
      ])
      .limit(CUSTOMER_DETAIL_ROWS)
      .select(
        "t.id",
        "t.payment_id",
        "p.parcel_code",
        "t.type",
        "t.offline_payment_type",
        "t.amount_cents",
        "t.currency",
        "t.state",
        "t.created_at",
      ) as Promise<TransactionSummaryRow[]>,
    db("customer_logins")
      .where({ customer_id: id })
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(CUSTOMER_LOGIN_ROWS)
      .select("id", "ip", "user_agent", "created_at") as Promise<CustomerLoginRow[]>,
  ]);
  return { customer, packages, storedPackages, trash, transactions, logins };
}

/** The customer's row, locked; staff see their own wording when it is gone. */
const lockCustomer = (work: Work, id: string) => lockAccount(work, id, MESSAGES.notFound);

export async function editCustomer(
  work: Work,
  id: string,
  fields: { firstName: string; lastName: string; email: string; phone: string; country: string | null },
): Promise<CustomerRow> {
  const { trx } = work;
  await lockCustomer(work, id);
  const taken = await trx("customers").whereRaw("lower(email) = ?", [fields.email]).whereNot({ id }).first("id");
  if (taken) throw EmailTakenError();
  try {
    const [row] = await trx("customers")
      .where({ id })
      .update({
        first_name: fields.firstName,
        last_name: fields.lastName,
        email: fields.email,
        phone: fields.phone,
        country: fields.country,
      })
      .returning("*");
    return row as CustomerRow;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw EmailTakenError();
    throw error;
  }
}

export async function setSuspicious(
  work: Work,
  id: string,
  suspicious: boolean,
  reason: string | undefined,
): Promise<CustomerRow> {
  const { trx } = work;
  await lockCustomer(work, id);
  const [row] = await trx("customers")
    .where({ id })
    .update({ suspicious, suspicion_reason: suspicious ? reason : null })
    .returning("*");
  return row as CustomerRow;
}

/**
 * Anonymises the customer. The row lock comes first (FOR UPDATE, which
 * conflicts with the key-share lock a foreign key takes): a parcel or
 * payment being added for this customer either committed before and is
 * seen here, or waits for this transaction; a service that then re-reads
 * the customer "FOR KEY SHARE ... WHERE deleted_at IS NULL" finds it gone.
 */
export async function deleteCustomer(work: Work, id: string, staffId: string): Promise<void> {
  const { trx } = work;
  const customer = await lockCustomer(work, id);
  const busy = await trx("parcels")
    .where({ customer_id: id })
    .whereNull("deleted_at")
    .whereNotIn("state", FINAL_STATES)
    .first("id");
  if (busy) throw ConflictError("CUSTOMER_HAS_PARCELS", MESSAGES.parcelsInProgress);
  const paying = await trx("transactions").where({ customer_id: id, state: "pending" }).first("id");
  if (paying) throw ConflictError("PAYMENT_IN_PROGRESS", MESSAGES.paymentsInProgress);

  await trx("customers")
    .where({ id })
    .update({
      first_name: "Deleted",
      last_name: "Customer",
      email: `deleted-${id}@deleted.invalid`,
      phone: "",
      country: null,
      // Not an argon2 hash: no password can ever match it.
      password_hash: `deleted:${randomBytes(16).toString("hex")}`,
      suspicious: false,
      suspicion_reason: null,
      token_version: customer.token_version + 1,
      email_changed_at: null,
      deleted_at: trx.fn.now(),
    });
  await trx("address_book").where({ customer_id: id }).delete();
  await trx("confirmation_codes").where({ customer_id: id }).delete();
  await trx("support_tickets")
    .where({ customer_id: id, status: "open" })
    .update({ status: "closed", closed_at: trx.fn.now(), closed_by: staffId });
}
