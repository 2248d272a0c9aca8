/**
 * Reading parcels: finding one by the reference a client holds, locking the
 * ones a change touches, and gathering what a page of answers shows in a
 * fixed number of queries (never one query per parcel).
 */
import type { Knex } from "knex";
import { canParcel, type ParcelAction } from "@ipf/shared/rules/parcel-state";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
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
}

/** Everything the answers show about these parcels, in the order of `ids` (missing ids skipped). */
export async function loadParcelRecords(db: Db, ids: readonly string[]): Promise<ParcelRecord[]> {
  if (ids.length === 0) return [];
  const list = [...new Set(ids)];
  const [rows, items, images, offers] = await Promise.all([
    db("parcels as p")
      .join("warehouses as w", "w.id", "p.warehouse_id")
      .join("customers as c", "c.id", "p.customer_id")
      .leftJoin("parcel_shipping_addresses as a", "a.parcel_id", "p.id")
      .leftJoin("carriers as sc", "sc.id", "p.ship_carrier_id")
      .leftJoin("parcels as o", "o.id", "p.from_split_of")
      .leftJoin("staff as ds", "ds.id", "p.deleted_by")
      .whereIn("p.id", list)
      .select(
        "p.*",
        db.raw(
          "json_build_object('id', w.id, 'country', w.country, 'flag_image_path', w.flag_image_path) AS warehouse",
        ),
        db.raw(
          `json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email,
             'phone', c.phone, 'address_code', c.address_code, 'suspicious', c.suspicious, 'language', c.language) AS owner`,
        ),
        db.raw("CASE WHEN a.parcel_id IS NULL THEN NULL ELSE to_jsonb(a) END AS address"),
        db.raw("CASE WHEN sc.id IS NULL THEN NULL ELSE to_jsonb(sc) END AS ship_carrier"),
        "o.parcel_code as split_from_code",
        "ds.full_name as deleted_by_name",
      ) as Promise<JoinedRow[]>,
    db("parcel_items").whereIn("parcel_id", list).orderBy(["parcel_id", "position"]) as Promise<ParcelItemRow[]>,
    db("parcel_images").whereIn("parcel_id", list).orderBy(["parcel_id", "position"]) as Promise<ParcelImageRow[]>,
    db("shipping_offers as so")
      .join("carriers as ca", "ca.id", "so.carrier_id")
      .whereIn("so.parcel_id", list)
      .orderBy([{ column: "so.price_cents" }, { column: "so.created_at" }])
      .select("so.*", db.raw("to_jsonb(ca) AS carrier")) as Promise<(OfferRow & { carrier: CarrierRow })[]>,
  ]);
  const group = <T extends { parcel_id: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const entry of list) map.set(entry.parcel_id, [...(map.get(entry.parcel_id) ?? []), entry]);
    return map;
  };
  const itemsOf = group(items);
  const imagesOf = group(images);
  const offersOf = group(offers);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const joined = byId.get(id);
    if (!joined) return [];
    const { warehouse, owner, address, ship_carrier, split_from_code, deleted_by_name, ...row } = joined;
    return [
      {
        row,
        warehouse,
        owner,
        items: itemsOf.get(id) ?? [],
        images: imagesOf.get(id) ?? [],
        address,
        offers: (offersOf.get(id) ?? []).map(({ carrier, ...offer }) => ({ offer, carrier })),
        shipCarrier: ship_carrier,
        splitFromCode: split_from_code,
        deletedByName: deleted_by_name,
      },
    ];
  });
}

/** The answers for these parcels, in the order of `ids`. */
export async function parcelViews(
  db: Db,
  ids: readonly string[],
  now: Date,
  options: { withUser?: boolean } = {},
): Promise<ParcelView[]> {
  return (await loadParcelRecords(db, ids)).map((record) => presentParcel(record, now, options));
}

export async function parcelView(db: Db, id: string, now: Date, options: { withUser?: boolean } = {}) {
  const [view] = await parcelViews(db, [id], now, options);
  if (!view) throw NotFoundError(MESSAGES.notFound);
  return view;
}

/**
 * A page of ids from `base` (a query over `parcels as p` with its filters)
 * and the total, counted with the same filters.
 */
export async function pageOfIds(
  base: Knex.QueryBuilder,
  order: { column: string; order: "asc" | "desc" }[],
  page: number,
  perPage: number,
  idColumn = "p.id",
): Promise<{ ids: string[]; total: number; pageCount: number }> {
  const [counted, rows] = await Promise.all([
    base.clone().clearSelect().clearOrder().count({ n: "*" }).first() as Promise<{ n: number } | undefined>,
    base
      .clone()
      .select(`${idColumn} as id`)
      .orderBy([...order, { column: idColumn, order: order[0]?.order ?? "desc" }])
      .limit(perPage)
      .offset(page * perPage) as Promise<{ id: string }[]>,
  ]);
  const total = Number(counted?.n ?? 0);
  return { ids: rows.map((row) => row.id), total, pageCount: Math.ceil(total / perPage) };
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the staff search box looks for: part of a track number or
 * packageId, or a customer code exactly. The customer code is resolved to
 * ids first: a literal `customer_id IN (...)` keeps the planner's estimate
 * honest and lets it combine the index of each arm (trigram on the parcel
 * columns, the customer index), where a subquery arm made it scan.
 */
export interface Search {
  pattern: string;
  customerIds: string[];
}

export async function searchFor(db: Db, text: string | undefined): Promise<Search | undefined> {
  if (!text) return undefined;
  const customerIds = (await db("customers").where("address_code", text.toUpperCase()).pluck("id")) as string[];
  return { pattern: containsPattern(text), customerIds };
}

/** Restricts parcels `alias` to a search; `alsoColumns` are matched like the track number. */
export function whereParcelSearch(
  query: Knex.QueryBuilder,
  search: Search | undefined,
  options: { alias?: string; alsoColumns?: string[] } = {},
): Knex.QueryBuilder {
  if (!search) return query;
  const alias = options.alias ?? "p";
  return query.where((q) => {
    q.whereILike(`${alias}.track_number`, search.pattern).orWhereILike(`${alias}.parcel_code`, search.pattern);
    for (const column of options.alsoColumns ?? []) q.orWhereILike(column, search.pattern);
    if (search.customerIds.length) q.orWhereIn(`${alias}.customer_id`, search.customerIds);
  });
}
