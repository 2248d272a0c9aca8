/**
 * The customer's own parcels: the locker lists and counts (each served by
 * the (customer_id, state, created_at) index) and the edit of declared
 * prices. Every query is scoped to the customer, so another customer's
 * parcel is simply not found.
 */
import type { Knex } from "knex";
import { CUSTOMER_LIST_STATES } from "@ipf/shared/rules/parcel-state";
import type { RidingSignIn } from "../../lib/auth.js";
import { ValidationError } from "../../lib/errors.js";
import { assertParcel, findParcel, pageOfParcels } from "./load.js";
import type { ParcelItemRow, ParcelRow } from "./rows.js";
import { announce, type Work } from "./work.js";

type Db = Knex | Knex.Transaction;
export type CustomerList = keyof typeof CUSTOMER_LIST_STATES;

/** One of the signed-in customer's lists: `signIn` names the customer and is checked by the page statement. */
export function listCustomerParcels(
  db: Db,
  signIn: RidingSignIn,
  list: CustomerList,
  paging: { page: number; perPage: number },
) {
  const base = db("parcels as p")
    .where("p.customer_id", signIn.id)
    .whereIn("p.state", [...CUSTOMER_LIST_STATES[list]])
    .whereNull("p.deleted_at");
  return pageOfParcels(db, base, [{ column: "p.created_at", order: "desc" }], paging, {
    owner: "signed-in",
    signIn,
  });
}

/** incomingPackages, awaitingPackages, shippedPackages in one pass over the customer's index entries. */
export async function countCustomerParcels(db: Db, customerId: string) {
  const filter = (states: readonly string[]) =>
    db.raw(`count(*) FILTER (WHERE state IN (${states.map(() => "?").join(", ")}))`, [...states]);
  const row = (await db("parcels")
    .where({ customer_id: customerId })
    .whereNull("deleted_at")
    .first({
      incoming: filter(CUSTOMER_LIST_STATES.locker),
      awaiting: filter(CUSTOMER_LIST_STATES.awaitingShipping),
      shipped: filter(CUSTOMER_LIST_STATES.shipped),
    })) as { incoming: number; awaiting: number; shipped: number };
  return {
    incomingPackages: Number(row.incoming),
    awaitingPackages: Number(row.awaiting),
    shippedPackages: Number(row.shipped),
  };
}

/** POST /api/packages/details/update/{id}: new prices, line by line; the descriptions stay as staff wrote them. */
export async function updateDeclaredPrices(
  work: Work,
  customerId: string,
  ref: string,
  prices: readonly { price: number }[],
): Promise<ParcelRow> {
  const { trx } = work;
  const parcel = await findParcel(trx, ref, { customerId, lock: true });
  assertParcel(parcel, "editDetails");
  const items = (await trx("parcel_items").where({ parcel_id: parcel.id }).orderBy("position")) as (ParcelItemRow & {
    id: string;
  })[];
  if (items.length !== prices.length) throw ValidationError({ details: "detailsCountMismatch" });
  for (const [index, item] of items.entries()) {
    await trx("parcel_items").where({ id: item.id }).update({ price_cents: prices[index]!.price });
  }
  announce(work, parcel);
  return parcel;
}
