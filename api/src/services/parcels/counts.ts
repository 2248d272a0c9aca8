/**
 * The live parcels of each (state, owner's suspicious flag), kept by the
 * database's triggers one row per change (migration
 * 20261221000000_create_parcel_counts): the total of a list of parcels by
 * state, read in the page's own snapshot, instead of counting the list's
 * index, which grows with the business.
 */
import type { Knex } from "knex";
import type { ParcelState } from "@ipf/shared/rules/parcel-state";

type Db = Knex | Knex.Transaction;

/**
 * The total of the live parcels in `state` (every state when not given) of
 * suspicious owners or not (both when not given), as a subquery answering
 * `n`. The filters are written into the statement's text, as `whereQueue`
 * writes them: API constants, never the request's values.
 */
export function countedTotal(db: Db, filter: { state?: ParcelState; suspicious?: boolean } = {}): Knex.Raw {
  const where = [
    ...(filter.state ? [`state = '${filter.state}'`] : []),
    ...(filter.suspicious === undefined ? [] : [`${filter.suspicious ? "" : "NOT "}owner_suspicious`]),
  ];
  return db.raw(
    `SELECT coalesce(sum(count), 0) AS n FROM parcel_counts${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`,
  );
}

/** Folds each key's rows into one: run every minute, so a total sums about a minute's changes. */
export async function compactParcelCounts(db: Db): Promise<void> {
  await db.raw("SELECT parcel_counts_compact()");
}
