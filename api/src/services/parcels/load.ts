/**
 * Reading parcels: finding one by the reference a client holds, locking the
 * ones a change touches, and gathering what a page of answers shows in a
 * fixed number of queries (never one query per parcel).
 */
import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { canParcel, type ParcelAction } from "@ipf/shared/rules/parcel-state";
import { presentParcel, type ParcelRecord } from "../../presenters/parcel.js";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import type {
  CarrierRow,
  OfferRow,
  ParcelImageRow,
  ParcelItemRow,
  ParcelOwnerRow,
  ParcelRow,
  ShippingAddressRow,
} from "./rows.js";

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

interface JoinedRow extends ParcelRow {
  warehouse: ParcelRecord["warehouse"];
  owner: ParcelOwnerRow;
  address: ShippingAddressRow | null;
  ship_carrier: CarrierRow | null;
  split_from_code: string | null;
  deleted_by_name: string | null;
  items: ParcelItemRow[];
  images: ParcelImageRow[];
  offers: { offer: OfferRow; carrier: CarrierRow }[];
}

/**
 * Every column of `parcels`, named: a prepared statement that said `p.*`
 * would fail on every pooled connection once a migration adds a column
 * ("cached plan must not change result type").
 */
const PARCEL_COLUMNS = [
  "id",
  "parcel_code",
  "track_number",
  "customer_id",
  "warehouse_id",
  "state",
  "weight_grams",
  "length_cm",
  "width_cm",
  "height_cm",
  "fees_cents",
  "is_consolidated",
  "from_split_of",
  "has_dangerous",
  "has_lithium",
  "remove_bills",
  "remove_shoe_boxes",
  "additional_note",
  "assemble_requested_at",
  "approval_requested_at",
  "approved_at",
  "paid_at",
  "shipped_at",
  "shipped_track_number",
  "track_link",
  "ship_weight_grams",
  "ship_length_cm",
  "ship_width_cm",
  "ship_height_cm",
  "ship_carrier_id",
  "ship_price_cents",
  "chosen_offer_id",
  "created_by",
  "created_at",
  "updated_at",
  "deleted_at",
  "deleted_by",
  "delete_reason",
] as const satisfies readonly (keyof ParcelRow)[];
// Every field of ParcelRow is listed above: a missing one fails to compile here.
const _allColumns: Exclude<keyof ParcelRow, (typeof PARCEL_COLUMNS)[number]> extends never ? true : never = true;
void _allColumns;

/**
 * Everything the answers show about the parcels whose ids are $1: the
 * related rows come as JSON from correlated subqueries, each on its key
 * (lines, photos and offers as arrays), so any number of parcels costs one
 * round trip. The text never changes, so it runs as a named prepared
 * statement: each pooled connection parses and plans it once, where
 * planning its nine subqueries cost more than running them.
 */
const RECORDS_SQL = `SELECT ${PARCEL_COLUMNS.map((column) => `p.${column}`).join(", ")},
  (SELECT json_build_object('id', w.id, 'country', w.country, 'flag_image_path', w.flag_image_path)
     FROM warehouses w WHERE w.id = p.warehouse_id) AS warehouse,
  (SELECT json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email,
     'phone', c.phone, 'address_code', c.address_code, 'suspicious', c.suspicious, 'language', c.language)
     FROM customers c WHERE c.id = p.customer_id) AS owner,
  (SELECT to_jsonb(a) FROM parcel_shipping_addresses a WHERE a.parcel_id = p.id) AS address,
  (SELECT to_jsonb(sc) FROM carriers sc WHERE sc.id = p.ship_carrier_id) AS ship_carrier,
  (SELECT o.parcel_code FROM parcels o WHERE o.id = p.from_split_of) AS split_from_code,
  (SELECT ds.full_name FROM staff ds WHERE ds.id = p.deleted_by) AS deleted_by_name,
  (SELECT coalesce(json_agg(i ORDER BY i.position), '[]') FROM parcel_items i WHERE i.parcel_id = p.id) AS items,
  (SELECT coalesce(json_agg(json_build_object('parcel_id', im.parcel_id, 'path', im.path, 'position', im.position)
     ORDER BY im.position), '[]') FROM parcel_images im WHERE im.parcel_id = p.id) AS images,
  (SELECT coalesce(json_agg(json_build_object('offer', to_jsonb(so), 'carrier', to_jsonb(ca))
     ORDER BY so.price_cents, so.created_at), '[]')
     FROM shipping_offers so JOIN carriers ca ON ca.id = so.carrier_id WHERE so.parcel_id = p.id) AS offers
FROM parcels p WHERE p.id = ANY(?::uuid[])`;
const RECORDS_STATEMENT = `parcel_records_${createHash("sha1").update(RECORDS_SQL).digest("hex").slice(0, 12)}`;

function toRecord(joined: JoinedRow): ParcelRecord {
  const { warehouse, owner, address, ship_carrier, split_from_code, deleted_by_name, items, images, offers, ...row } =
    joined;
  return {
    row,
    warehouse,
    owner,
    items,
    images,
    address,
    offers,
    shipCarrier: ship_carrier,
    splitFromCode: split_from_code,
    deletedByName: deleted_by_name,
  };
}

/** Everything the answers show about these parcels, in the order of `ids` (missing ids skipped). */
export async function loadParcelRecords(db: Db, ids: readonly string[]): Promise<ParcelRecord[]> {
  if (ids.length === 0) return [];
  const answer = (await db.raw(RECORDS_SQL, [[...new Set(ids)]]).options({ name: RECORDS_STATEMENT })) as {
    rows: JoinedRow[];
  };
  const byId = new Map(answer.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const joined = byId.get(id);
    return joined ? [toRecord(joined)] : [];
  });
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
  const idColumn = options.idColumn ?? "p.id";
  const direction = order[0]?.order ?? "desc";
  const window = (query: Knex.QueryBuilder) => query.limit(paging.perPage).offset(paging.page * paging.perPage);
  let query: Knex.QueryBuilder;
  if (options.narrow) {
    // A search is run once: the page and the count both read its matches.
    const keys = Object.fromEntries(order.map((o, i) => [`k${i}`, o.column]));
    const matching = base
      .clone()
      .clearSelect()
      .clearOrder()
      .select({ id: idColumn, ...keys });
    const page = window(
      db
        .queryBuilder()
        .from("matching")
        .select("id")
        .orderBy([...order.map((o, i) => ({ column: `k${i}`, order: o.order })), { column: "id", order: direction }]),
    );
    query = db
      .queryBuilder()
      .withMaterialized("matching", matching)
      .select({ total: db.raw("(SELECT count(*) FROM matching)"), ids: db.raw("ARRAY(?)", [page]) });
  } else {
    const count = base.clone().clearSelect().clearOrder().count("*");
    const page = window(
      base
        .clone()
        .select(`${idColumn} as id`)
        .orderBy([...order, { column: idColumn, order: direction }]),
    );
    query = db.queryBuilder().select({ total: count, ids: db.raw("ARRAY(?)", [page]) });
  }
  // The count and the page in one statement: one round trip, one snapshot.
  const row = (await query.first()) as { total: string | number; ids: string[] };
  const total = Number(row.total);
  return { ids: row.ids, total, pageCount: Math.ceil(total / paging.perPage) };
}

/**
 * A page of parcels from `base` (a query over `parcels as p` with its
 * filters, ordered by columns of p), with everything the answers show and
 * the total: the page and the count in one statement, then the records by
 * the prepared statement.
 */
export async function pageOfParcels(
  db: Db,
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  paging: { page: number; perPage: number },
  options: Pick<PageOptions, "narrow"> = {},
): Promise<{ records: ParcelRecord[]; total: number; pageCount: number }> {
  const page = await pageOfIds(db, base, order, paging, options);
  return { records: await loadParcelRecords(db, page.ids), total: page.total, pageCount: page.pageCount };
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
  /** The text, when the track-number index of four-character grams can serve it. */
  grams?: string;
}

/** Printable ASCII of four characters or more: upper and lower case agree there, as the grams and ILIKE must. */
const GRAMMABLE = /^[\x20-\x7e]{4,}$/;

export const searchOf = (text: string | undefined): Search | undefined =>
  text
    ? {
        pattern: containsPattern(text),
        code: text.trim().toUpperCase(),
        ...(GRAMMABLE.test(text) ? { grams: text } : {}),
      }
    : undefined;

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
  return query.where((q) => {
    if (search.grams !== undefined) {
      // The index of grams finds the few rows holding every gram; ILIKE checks them.
      const grams = search.grams;
      q.where((arm) =>
        arm.whereRaw("search_grams(??) @> search_grams(?)", [track, grams]).whereILike(track, search.pattern),
      );
    } else {
      q.whereILike(track, search.pattern);
    }
    q.orWhereILike(`${alias}.parcel_code`, search.pattern);
    for (const column of options.alsoColumns ?? []) q.orWhereILike(column, search.pattern);
    if (options.byCustomer !== false) orWhereCustomerCode(q, `${alias}.customer_id`, search);
  });
}
