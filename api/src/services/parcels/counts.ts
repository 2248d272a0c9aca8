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

/** A list's filters that the counts are kept by: its state, and its owners' suspicious flag. */
export interface CountedFilter {
  state?: ParcelState;
  suspicious?: boolean;
}

/**
 * `filter` as SQL conditions over the parcels' `state` and
 * `owner_suspicious` (each column after `prefix`, such as "p."): the same
 * text selects a list's parcels and reads its kept total, so the two cannot
 * drift apart. Written into the statement's text: API constants, never the
 * request's values.
 */
export function countedConditions(filter: CountedFilter, prefix = ""): string[] {
  return [
    ...(filter.state ? [`${prefix}state = '${filter.state}'`] : []),
    ...(filter.suspicious === undefined ? [] : [`${filter.suspicious ? "" : "NOT "}${prefix}owner_suspicious`]),
  ];
}

/**
 * The total of the live parcels in `state` (every state when not given) of
 * suspicious owners or not (both when not given), as a subquery answering
 * `n`.
 */
export function countedTotal(db: Db, filter: CountedFilter = {}): Knex.Raw {
  const where = countedConditions(filter);
  return db.raw(
    `SELECT coalesce(sum(count), 0) AS n FROM parcel_counts${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`,
  );
}

/** Folds each key's rows into one: run every minute, so a total sums about a minute's changes. */
export async function compactParcelCounts(db: Db): Promise<void> {
  await db.raw("SELECT parcel_counts_compact()");
}
