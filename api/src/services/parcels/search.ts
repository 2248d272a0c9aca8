/** The staff search box: part of a track number or parcel code (three characters or more), or a whole code. */
import type { Knex } from "knex";

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the staff search box looks for: part of a track number or
 * packageId (three characters or more), or a whole track number, packageId
 * or customer code. The customer arm is written
 * `customer_id = ANY(ARRAY(SELECT ...))`: an init plan the planner can
 * combine with the indexes of the other arms in one bitmap scan, where
 * `customer_id IN (SELECT ...)` made it scan the table.
 */
export interface Search {
  pattern: string;
  code: string;
  /**
   * Set when the track-number index of four-character grams can serve the
   * text (printable ASCII, four characters or more): the text upper-cased,
   * and its grams, made here exactly as `search_grams` makes them.
   */
  grams?: { text: string; grams: string[] };
}

const GRAMMABLE = /^[\x20-\x7e]{4,}$/;

/** The four-character grams of an upper-cased text, each once, as the SQL function `search_grams` gives them. */
export function searchGrams(upper: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 4 <= upper.length; i++) grams.add(upper.slice(i, i + 4));
  return [...grams];
}

export const searchOf = (text: string | undefined): Search | undefined => {
  if (!text) return undefined;
  const upper = text.toUpperCase();
  return {
    pattern: containsPattern(text),
    code: text.trim().toUpperCase(),
    ...(GRAMMABLE.test(text) ? { grams: { text: upper, grams: searchGrams(upper) } } : {}),
  };
};

/** A text[] as one value (a knex array binding would become a list of values). */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;

/** `column` holds the id of the customer whose code is searched. */
export function orWhereCustomerCode(query: Knex.QueryBuilder, column: string, search: Search): Knex.QueryBuilder {
  return query.orWhereRaw(`?? = ANY(ARRAY(SELECT id FROM customers WHERE address_code = ?))`, [column, search.code]);
}

/** Restricts parcels `alias` to a search; `alsoColumns` are matched like the packageId. */
export function whereParcelSearch(
  query: Knex.QueryBuilder,
  search: Search | undefined,
  options: { alias?: string; alsoColumns?: string[]; byCustomer?: boolean } = {},
): Knex.QueryBuilder {
  if (!search) return query;
  const alias = options.alias ?? "p";
  const track = `${alias}.track_number`;
  const otherArms = (q: Knex.QueryBuilder) => {
    q.orWhereILike(`${alias}.parcel_code`, search.pattern);
    for (const column of options.alsoColumns ?? []) q.orWhereILike(column, search.pattern);
    if (options.byCustomer !== false) orWhereCustomerCode(q, `${alias}.customer_id`, search);
  };
  if (search.code.length < 3) {
    // One or two characters: no index of trigrams or grams serves them, and matching them as part
    // of a code would read every parcel ever received (31,000 pages at a million parcels). Such a
    // text is a whole code instead, each found by its own index.
    return query.where((q) => {
      q.where(track, search.code).orWhere(`${alias}.parcel_code`, search.code);
      for (const column of options.alsoColumns ?? []) q.orWhere(column, search.code);
      if (options.byCustomer !== false) orWhereCustomerCode(q, `${alias}.customer_id`, search);
    });
  }
  if (!search.grams) return query.where((q) => otherArms(q.whereILike(track, search.pattern)));
  // The condition is written twice. The first finds the rows: the index of grams gives those
  // holding every gram of the text. The second keeps the rows that match: strpos checks the text
  // (track numbers are upper case, and for ASCII that is ILIKE's answer). Written once, as
  // `grams AND strpos`, PostgreSQL checked the grams again on every row found, and making a
  // row's grams costs more than finding it.
  const { text, grams } = search.grams;
  return query
    .where((q) => otherArms(q.whereRaw("search_grams(??) @> ?::text[]", [track, arrayLiteral(grams)])))
    .where((q) => otherArms(q.whereRaw("strpos(??, ?) > 0", [track, text])));
}
