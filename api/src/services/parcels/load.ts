/**
 * Reading parcels: finding one by the reference a client holds, locking the
 * ones a change touches, and gathering what a page of answers shows in a
 * fixed number of queries (never one query per parcel).
 */
import type { Knex } from "knex";
import { canParcel, type ParcelAction } from "@ipf/shared/rules/parcel-state";
import { presentParcel, type ParcelRecord } from "../../presenters/parcel.js";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import type { RidingSignIn } from "../../lib/auth.js";
import { runPrepared, runStatement, type StatementOptions } from "../../lib/prepared.js";
import { loadParcelRecords } from "./records.js";
import type { ParcelOwnerRow, ParcelRow } from "./rows.js";

export { loadParcelRecords };

type Db = Knex | Knex.Transaction;

const MESSAGES = {
  notFound: "Package not found.",
  invalidState: (action: string, state: string) => `This package cannot be changed that way now (${action}: ${state}).`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Restricts `parcels` to the one a client names: our id, or the parcel code (case-blind). */
function whereRef(query: Knex.QueryBuilder, ref: string): Knex.QueryBuilder {
  return isUuid(ref) ? query.where("parcels.id", ref) : query.where("parcels.parcel_code", ref.trim().toUpperCase());
}

export interface FindOptions {
  /** Only this customer's parcels: another customer's answers 404 like a missing one. */
  customerId?: string;
  /** Lock the row for the rest of the transaction (SELECT ... FOR UPDATE). */
  lock?: boolean;
  includeDeleted?: boolean;
}

/** One parcel, or 404. */
export async function findParcel(db: Db, ref: string, options: FindOptions = {}): Promise<ParcelRow> {
  let query = whereRef(db("parcels").select("parcels.*"), ref);
  if (options.customerId) query = query.where("parcels.customer_id", options.customerId);
  if (!options.includeDeleted) query = query.whereNull("parcels.deleted_at");
  if (options.lock) query = query.forUpdate();
  const row = (await query.first()) as ParcelRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/**
 * Locks parcels by id, always in id order so that two transactions locking
 * overlapping sets cannot deadlock. Answers them in the order asked; a
 * missing (or deleted) one is a 404.
 */
export async function lockParcels(db: Db, ids: readonly string[], customerId?: string): Promise<ParcelRow[]> {
  let query = db("parcels")
    .whereIn("id", [...ids])
    .whereNull("deleted_at")
    .orderBy("id")
    .forUpdate();
  if (customerId) query = query.where("customer_id", customerId);
  const rows = (await query) as ParcelRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw NotFoundError(MESSAGES.notFound);
    return row;
  });
}

/** Resolves references (ids or codes) to ids; a reference naming nothing is a 404. */
export async function resolveRefs(db: Db, refs: readonly string[], customerId?: string): Promise<string[]> {
  if (refs.length === 0) return [];
  const ids = refs.filter(isUuid);
  const codes = refs.filter((ref) => !isUuid(ref)).map((ref) => ref.trim().toUpperCase());
  let query = db("parcels")
    .select("id", "parcel_code")
    .whereNull("deleted_at")
    .where((q) => {
      if (ids.length) q.orWhereIn("id", ids);
      if (codes.length) q.orWhereIn("parcel_code", codes);
    });
  if (customerId) query = query.where("customer_id", customerId);
  const rows = (await query) as { id: string; parcel_code: string }[];
  return refs.map((ref) => {
    const row = rows.find((r) => (isUuid(ref) ? r.id === ref : r.parcel_code === ref.trim().toUpperCase()));
    if (!row) throw NotFoundError(MESSAGES.notFound);
    return row.id;
  });
}

/** 409 INVALID_STATE unless the state table allows `action` now. */
export function assertParcel(parcel: ParcelRow, action: ParcelAction): void {
  if (!canParcel(parcel.state, action))
    throw ConflictError("INVALID_STATE", MESSAGES.invalidState(action, parcel.state));
}

/** The answer for one parcel, or 404. */
export async function parcelView(db: Db, id: string, now: Date, options: { withUser?: boolean } = {}) {
  const [record] = await loadParcelRecords(db, [id]);
  if (!record) throw NotFoundError(MESSAGES.notFound);
  return presentParcel(record, now, options);
}

export interface PageOptions {
  /** The id column of `base` (default p.id). */
  idColumn?: string;
  /**
   * Set for a search: the matching rows are gathered first (as the count
   * gathers them) and sorted after. Left to itself, the planner may walk the
   * whole list in order hoping to meet ten matches soon, which costs seconds
   * when the search matches a few rows of a million.
   */
  narrow?: boolean;
}

/**
 * A page of ids from `base` (a query with its filters) and the total,
 * counted with the same filters. Ties in the order are broken by id, so
 * pages never overlap.
 */
export async function pageOfIds(
  db: Db,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  options: PageOptions = {},
): Promise<{ ids: string[]; total: number; pageCount: number }> {
  const [row] = await runPrepared<{ total: string; ids: string[] }>(
    db,
    pageStatement(db, base, order, paging, options, db.raw("??", [options.idColumn ?? "p.id"])),
  );
  const total = Number(row!.total);
  return { ids: row!.ids, total, pageCount: Math.ceil(total / paging.perPage) };
}

/**
 * The count and one page of `base` in one statement (one round trip, one
 * snapshot), as columns `total` and `ids` (a JSON array of what `pick`
 * gives for each row of the page, in order: the driver parses JSON
 * natively, a PostgreSQL array in JavaScript). Run as a prepared statement: a
 * list's text is the same from one call to the next, only its values
 * change.
 */
function pageStatement(
  db: Db,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  options: PageOptions,
  pick: Knex.Raw,
  extra: Record<string, Knex.Raw> = {},
): Knex.QueryBuilder {
  const idColumn = options.idColumn ?? "p.id";
  const direction = order[0]?.order ?? "desc";
  const window = (query: Knex.QueryBuilder) => query.limit(paging.perPage).offset(paging.page * paging.perPage);
  if (options.narrow) {
    // A search is run once: the page and the count both read its matches.
    const keys = Object.fromEntries(order.map((o, i) => [`k${i}`, o.column]));
    const matching = base
      .clone()
      .clearSelect()
      .clearOrder()
      .select({ id: idColumn, picked: pick, ...keys });
    const page = window(
      db
        .queryBuilder()
        .from("matching")
        .select("picked")
        .orderBy([...order.map((o, i) => ({ column: `k${i}`, order: o.order })), { column: "id", order: direction }]),
    );
    return db
      .queryBuilder()
      .withMaterialized("matching", matching)
      .select({
        total: db.raw("(SELECT count(*) FROM matching)"),
        ids: db.raw("array_to_json(ARRAY(?))", [page]),
        ...extra,
      });
  }
  return db
    .queryBuilder()
    .withMaterialized("total", base.clone().clearSelect().clearOrder().count({ n: "*" }))
    .select({
      total: db.raw("(SELECT n FROM total)"),
      ids: fromEitherEnd(db, base, order, paging, idColumn, pick),
      ...extra,
    });
}

const flip = (order: "asc" | "desc") => (order === "asc" ? "desc" : "asc");

/**
 * One page of `base` as a JSON array, read from whichever end of the list
 * is nearer: a page past the middle is read in the opposite order, from the
 * end, and put back in order. An index gives rows in order from either
 * end, so the last page of a long queue costs what the first does, where an
 * OFFSET from the start walks every row before it. Both readings are in the
 * statement and the count chooses: the other one has LIMIT 0 and reads
 * nothing.
 */
function fromEitherEnd(
  db: Db,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  idColumn: string,
  pick: Knex.Raw,
): Knex.Raw {
  const direction = order[0]?.order ?? "desc";
  const keys = [...order, { column: idColumn, order: direction }];
  const offset = paging.page * paging.perPage;
  const limit = paging.perPage;
  const forward = base.clone().select({ picked: pick }).orderBy(keys);
  const backward = base
    .clone()
    .select({ picked: pick, ...Object.fromEntries(keys.map((key, i) => [`k${i}`, key.column])) })
    .orderBy(keys.map((key) => ({ column: key.column, order: flip(key.order) })));
  const inOrder = keys.map((key, i) => `b.k${i} ${key.order}`).join(", ");
  // The page's middle row is in the first half of the list: read from the start. (Values are
  // bigint: a page far past the end must answer empty, not overflow an integer.)
  const fromStart = "(?::bigint * 2 + ?::bigint <= (SELECT n FROM total))";
  return db.raw(
    "array_to_json(" +
      `ARRAY(SELECT f.picked FROM (?) f LIMIT CASE WHEN ${fromStart} THEN ?::bigint ELSE 0 END OFFSET ?::bigint) || ` +
      "ARRAY(SELECT b.picked FROM (SELECT * FROM (?) b0 " +
      `LIMIT CASE WHEN ${fromStart} THEN 0 ELSE greatest(least(?::bigint, (SELECT n FROM total) - ?::bigint), 0) END ` +
      `OFFSET greatest((SELECT n FROM total) - ?::bigint - ?::bigint, 0)) b ORDER BY ${inOrder}))`,
    [forward, offset, limit, limit, offset, backward, offset, limit, limit, offset, offset, limit],
  );
}

export interface PageRow {
  total: string | number;
  ids: [string, string][];
  reference_version: string | number;
}

/**
 * A page of parcels from `base` (a query over `parcels as p` with its
 * filters, ordered by columns of p), with everything the answers show and
 * the total. The page statement also reads each parcel's revision and the
 * reference version, so that parcels already in memory at that revision
 * are not read again.
 */
export async function pageOfParcels(
  db: Db,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  options: Pick<PageOptions, "narrow"> & {
    /**
     * The search `base` was narrowed by (`whereParcelSearch`), in a list of
     * parcels alone: the page is narrow, and a search by grams runs with one
     * plan for every text (see `useGenericPlans`), which is the bitmap of the
     * search's indexes whatever the text.
     */
    search?: Search;
    /** The request's sign-in, checked by the page statement (see `RidingSignIn`). */
    signIn: RidingSignIn;
    /**
     * The page's best plan does not depend on its values (a work queue and
     * its partial index): one plan for every call, on the generic
     * connections (see `useGenericPlans`). Left to choose,
     * PostgreSQL planned a queue's page again at every call, and planning
     * cost as much as running it.
     */
    generic?: boolean;
  },
): Promise<{ records: ParcelRecord[]; total: number; pageCount: number }> {
  const narrow = options.narrow || Boolean(options.search);
  const statement = pageStatement(db, base, order, paging, { narrow }, db.raw("ARRAY[p.id::text, p.revision::text]"), {
    reference_version: db.raw("(SELECT version FROM reference_version)"),
  });
  const run = { generic: Boolean(options.generic || options.search?.grams) };
  const row = await pageWithSignIn(db, statement, options.signIn, run);
  return recordsOfPage(db, row, paging.perPage);
}

/**
 * What a page statement read (the total, the page's ids at their revisions,
 * the reference version) turned into the parcels' records: those already
 * in memory at that revision are reused, the others read.
 */
export async function recordsOfPage(db: Db, row: PageRow, perPage: number, owner?: ParcelOwnerRow) {
  const total = Number(row.total);
  const records = await loadParcelRecords(
    db,
    row.ids.map(([id]) => id),
    {
      revisions: new Map(row.ids.map(([id, revision]) => [id, Number(revision)])),
      referenceVersion: Number(row.reference_version),
      owner,
    },
  );
  return { records, total, pageCount: Math.ceil(total / perPage) };
}

/**
 * The page statement with the signed-in account's row beside it, in one
 * statement: the page as one JSON column, the account's columns as
 * `SELECT * FROM` its table gives them (none when the account is gone).
 * The account is accepted (or the call fails) before the page is answered.
 */
async function pageWithSignIn(db: Db, statement: Knex.QueryBuilder, signIn: RidingSignIn, run: StatementOptions) {
  const { sql, bindings } = statement.toSQL().toNative();
  const [joined] = await runStatement<Record<string, unknown> & { page_of_sign_in: PageRow }>(
    db,
    `SELECT a.*, to_jsonb(page) AS page_of_sign_in FROM (${sql}) page ` +
      `LEFT JOIN ${signIn.table === "customers" ? "customers" : "staff"} a ON a.id = $${bindings.length + 1}`,
    [...bindings, signIn.id],
    run,
  );
  const { page_of_sign_in: row, ...account } = joined!;
  signIn.accept(account);
  return row;
}

/**
 * A work queue's fixed filters (its state, and the suspicious tab), written
 * into the statement's text rather than passed as values: with them known,
 * one plan that uses the queue's partial index serves every call (list a
 * queue's page with `generic`). Both come from the API's own constants,
 * never from the request.
 */
export function whereQueue(
  query: Knex.QueryBuilder,
  state: "awaiting_approval" | "approved" | "paid",
  suspicious: boolean,
): Knex.QueryBuilder {
  return query.whereRaw(`p.state = '${state}' AND ${suspicious ? "" : "NOT "}p.owner_suspicious`);
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the staff search box looks for: part of a track number or
 * packageId, or a customer code exactly. The customer arm is written
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
