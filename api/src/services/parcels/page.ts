/**
 * A page of a list and its total in one statement, read from whichever end
 * of the list is nearer (docs/architecture.md, *Speed*), and a page of parcels
 * turned into their records.
 */
import type { Knex } from "knex";
import { SEARCH_COUNT_CAP } from "@ipf/shared/schemas/common";
import type { RidingSignIn } from "../../lib/auth.js";
import { runPrepared } from "../../lib/prepared.js";
import { countedConditions, countedTotal } from "./counts.js";
import type { Scope } from "../work.js";
import { loadParcelRecords, type ParcelRecord } from "./records.js";
import type { ParcelOwnerRow } from "./rows.js";
import type { Search } from "./search.js";
import { pageWithSignIn } from "./sign-in-page.js";
import { loadTableRows } from "./table-rows.js";

type Db = Knex | Knex.Transaction;

export interface PageOptions {
  /** The id column of `base` (default p.id). */
  idColumn?: string;
  /** Set for a search: the matching rows are gathered first and sorted after (docs/architecture.md, *Speed*). */
  narrow?: boolean;
  /**
   * The list's total kept by the database (`countedTotal`, answering `n`),
   * read instead of counting `base`: only when `base` has exactly the
   * filters the total counts. Not for a narrow page, which counts its matches.
   */
  total?: Knex.Raw;
}

/**
 * A page of ids from `base` (a query with its filters) and the total,
 * counted with the same filters. Ties in the order are broken by id, so
 * pages never overlap.
 */
export async function pageOfIds(
  scope: Scope,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  options: PageOptions = {},
): Promise<{ ids: string[] } & PageTotal> {
  const { db } = scope;
  const [row] = await runPrepared<{ total: string; capped?: boolean; ids: string[] }>(
    scope.deps.statements,
    db,
    pageStatement(db, base, order, paging, options, db.raw("??", [options.idColumn ?? "p.id"])),
  );
  return { ids: row!.ids, ...pageTotal(row!, paging.perPage) };
}

/** A page's total and page count as its statement read them (`total`, and `capped` for a search). */
function pageTotal(row: { total: string | number; capped?: boolean }, perPage: number): PageTotal {
  const total = Number(row.total);
  return { total, pageCount: Math.ceil(total / perPage), ...(row.capped ? { capped: true as const } : {}) };
}

export interface PageTotal {
  total: number;
  pageCount: number;
  /** A search matched more than SEARCH_COUNT_CAP: `total` is the cap, the list goes no further. */
  capped?: true;
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
  if (options.narrow) {
    // A search is run once: the page and the count both read its matches, the first
    // SEARCH_COUNT_CAP + 1 of them in the list's order. A short text common to many codes then
    // reads as far as that many matches, not every match in the table.
    const keys = Object.fromEntries(order.map((o, i) => [`k${i}`, o.column]));
    const matching = base
      .clone()
      .clearSelect()
      .clearOrder()
      .select({ id: idColumn, picked: pick, ...keys })
      .orderBy([...order, { column: idColumn, order: direction }])
      .limit(SEARCH_COUNT_CAP + 1);
    // The pages go as far as the count: the match past the cap only says there are more.
    const offset = paging.page * paging.perPage;
    const page = db
      .queryBuilder()
      .from("matching")
      .select("picked")
      .orderBy([...order.map((o, i) => ({ column: `k${i}`, order: o.order })), { column: "id", order: direction }])
      .limit(Math.max(0, Math.min(paging.perPage, SEARCH_COUNT_CAP - offset)))
      .offset(offset);
    return db
      .queryBuilder()
      .withMaterialized("matching", matching)
      .select({
        total: db.raw("(SELECT least(count(*), ?) FROM matching)", [SEARCH_COUNT_CAP]),
        capped: db.raw("(SELECT count(*) > ? FROM matching)", [SEARCH_COUNT_CAP]),
        ids: db.raw("array_to_json(ARRAY(?))", [page]),
        ...extra,
      });
  }
  return db
    .queryBuilder()
    .withMaterialized("total", options.total ?? base.clone().clearSelect().clearOrder().count({ n: "*" }))
    .select({
      total: db.raw("(SELECT n FROM total)"),
      ids: fromEitherEnd(db, base, order, paging, idColumn, pick),
      ...extra,
    });
}

const flip = (order: "asc" | "desc") => (order === "asc" ? "desc" : "asc");

/**
 * One page of `base` as a JSON array, read from whichever end of the list
 * is nearer; the count chooses, the other reading has LIMIT 0 (docs/architecture.md,
 * *Speed*).
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
  capped?: boolean;
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
  scope: Scope,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  options: Pick<PageOptions, "narrow"> & {
    /**
     * The search `base` was narrowed by (`whereParcelSearch`), in a list of
     * parcels alone: the page is narrow, and a search by grams runs with a
     * generic plan (docs/architecture.md, *Speed*).
     */
    search?: Search;
    /** The request's sign-in, checked by the page statement (see `RidingSignIn`). */
    signIn: RidingSignIn;
    /** A work queue on its partial index: its page runs with a generic plan (docs/architecture.md, *Speed*). */
    generic?: boolean;
    /** The total kept by the database for `base` before its search (see `PageOptions`). */
    total?: Knex.Raw;
  },
): Promise<{ records: ParcelRecord[] } & PageTotal> {
  const row = await parcelPage(scope, base, order, paging, options);
  return recordsOfPage(scope, row, paging.perPage);
}

/** `pageOfParcels` as the rows of a back-office table (`view=rows`): nothing of the parcels but their rows is read. */
export async function pageOfTableRows(...[scope, base, order, paging, options]: Parameters<typeof pageOfParcels>) {
  const row = await parcelPage(scope, base, order, paging, options);
  return tableRowsOfPage(scope, row, paging.perPage);
}

async function parcelPage(...[scope, base, order, paging, options]: Parameters<typeof pageOfParcels>) {
  const narrow = options.narrow || Boolean(options.search);
  const statement = parcelPageStatement(scope.db, base, order, paging, narrow, narrow ? undefined : options.total);
  const run = { generic: Boolean(options.generic || options.search?.grams) };
  return pageWithSignIn<PageRow>(scope, statement, options.signIn, run);
}

/** The page statement of a list of parcels: the page as [id, revision] pairs, with the reference version. */
export function parcelPageStatement(
  db: Db,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  narrow: boolean,
  total?: Knex.Raw,
): Knex.QueryBuilder {
  return pageStatement(db, base, order, paging, { narrow, total }, db.raw("ARRAY[p.id::text, p.revision::text]"), {
    reference_version: db.raw("(SELECT version FROM reference_version)"),
  });
}

/**
 * What a page statement read (the total, the page's ids at their revisions,
 * the reference version) turned into the parcels' records: those already
 * in memory at that revision are reused, the others read.
 */
export async function recordsOfPage(scope: Scope, row: PageRow, perPage: number, owner?: ParcelOwnerRow) {
  const records = await loadParcelRecords(
    scope,
    row.ids.map(([id]) => id),
    {
      revisions: new Map(row.ids.map(([id, revision]) => [id, Number(revision)])),
      referenceVersion: Number(row.reference_version),
      owner,
    },
  );
  return { records, ...pageTotal(row, perPage) };
}

/** What a page statement read turned into a table's rows (`view=rows`): the rows are read whatever the store holds. */
export async function tableRowsOfPage(scope: Scope, row: PageRow, perPage: number) {
  const rows = await loadTableRows(
    scope,
    row.ids.map(([id]) => id),
  );
  return { rows, ...pageTotal(row, perPage) };
}

/**
 * A work queue's live parcels (`parcels as p`) and their total kept by the
 * database, both from the queue's fixed filters (its state, and the
 * suspicious tab), so the page and the total cannot drift apart. The filters
 * are written into the statement's text rather than passed as values, as the
 * total (`countedTotal`) writes them: with them known, one plan that uses the
 * queue's partial index serves every call (list a queue's page with
 * `generic`). Both come from the API's own constants, never from the request.
 */
export function workQueue(
  db: Db,
  state: "awaiting_approval" | "approved" | "paid",
  suspicious: boolean,
): { base: Knex.QueryBuilder; total: Knex.Raw } {
  const filter = { state, suspicious };
  return {
    base: db("parcels as p").whereRaw(countedConditions(filter, "p.").join(" AND ")).whereNull("p.deleted_at"),
    total: countedTotal(db, filter),
  };
}
