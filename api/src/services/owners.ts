/**
 * The customers that staff answers show beside their parcels and requests
 * (`ParcelOwnerRow`), read by id.
 */
import type { Knex } from "knex";
import type { ParcelOwnerRow } from "./parcels/rows.js";

/** Each customer of `customerIds` once (in no order): the columns of `ParcelOwnerRow`. */
export async function ownerRows(
  db: Knex | Knex.Transaction,
  customerIds: readonly string[],
): Promise<ParcelOwnerRow[]> {
  return (await db("customers")
    .whereIn("id", [...new Set(customerIds)])
    .select(
      "id",
      "first_name",
      "last_name",
      "email",
      "phone",
      "address_code",
      "suspicious",
      "language",
    )) as ParcelOwnerRow[];
}
