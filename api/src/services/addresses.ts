import { MAX_ADDRESSES, type AddressEntry } from "@ipf/shared/schemas/addresses";
import { nextAddressTitle } from "@ipf/shared/rules/addresses";
import type { Db } from "@ipf/db";
import { ConflictError, NotFoundError } from "../lib/errors.js";
import { lockCustomer } from "./customers.js";
import type { Scope, Work } from "./work.js";

/**
 * The customer's address book. Deleting is soft (a parcel's shipping address
 * may still name its source). Adding locks the customer row, so the default
 * titles of addresses added at the same moment are numbered one after another.
 */

const MESSAGES = {
  limit: `An address book holds at most ${MAX_ADDRESSES} addresses.`,
} as const;

export interface AddressRow {
  id: string;
  title: string;
  name: string;
  country: string;
  city: string;
  zip: string;
  address_line_one: string;
  address_line_two: string;
  national_id: string | null;
  phone: string;
  created_at: Date;
}

const columns = (input: AddressEntry) => ({
  name: input.name,
  country: input.country,
  city: input.city,
  zip: input.zip,
  address_line_one: input.addressLineOne,
  address_line_two: input.addressLineTwo,
  national_id: input.nationalID,
  phone: input.phone,
});

const live = (db: Db, customerId: string) =>
  db("address_book").where({ customer_id: customerId }).whereNull("deleted_at");

export async function listAddresses(
  scope: Scope,
  customerId: string,
  page: number,
  perPage: number,
): Promise<{ addresses: AddressRow[]; count: number }> {
  const { db } = scope;
  const [rows, total] = await Promise.all([
    live(db, customerId)
      .orderBy([{ column: "created_at" }, { column: "id" }])
      .offset(page * perPage)
      .limit(perPage) as Promise<AddressRow[]>,
    live(db, customerId).count<{ n: string }[]>({ n: "*" }),
  ]);
  return { addresses: rows, count: Number(total[0]?.n ?? 0) };
}

export async function addAddress(work: Work, customerId: string, input: AddressEntry): Promise<AddressRow> {
  const { trx, now } = work;
  await lockCustomer(work, customerId);
  const titles = (await live(trx, customerId).pluck("title")) as string[];
  if (titles.length >= MAX_ADDRESSES) throw ConflictError("ADDRESS_LIMIT", MESSAGES.limit);
  const [row] = (await trx("address_book")
    .insert({
      customer_id: customerId,
      title: input.title || nextAddressTitle(titles),
      ...columns(input),
      created_at: now,
    })
    .returning("*")) as AddressRow[];
  return row!;
}

/** Rewrites one of the customer's addresses; someone else's, or a deleted one, is 404. */
export async function updateAddress(
  { trx }: Work,
  customerId: string,
  addressId: string,
  input: AddressEntry,
): Promise<AddressRow> {
  const current = (await live(trx, customerId).where({ id: addressId }).forUpdate().first()) as AddressRow | undefined;
  if (!current) throw NotFoundError();
  const [row] = (await trx("address_book")
    .where({ id: addressId })
    .update({ title: input.title || current.title, ...columns(input) })
    .returning("*")) as AddressRow[];
  return row!;
}

export async function deleteAddress(scope: Scope, customerId: string, addressId: string): Promise<void> {
  const deleted = await live(scope.db, customerId).where({ id: addressId }).update({ deleted_at: scope.now });
  if (deleted === 0) throw NotFoundError();
}
