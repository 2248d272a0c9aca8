/**
 * Finding the parcel a client names (our id or the parcel code), locking the
 * ones a change touches, and the state check every change makes first.
 */
import type { Knex } from "knex";
import { canParcel, type ParcelAction } from "@ipf/shared/rules/parcel-state";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import type { Scope, Work } from "../work.js";
import { loadParcelRecords, type ParcelRecord } from "./records.js";
import type { ParcelRow } from "./rows.js";

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
export async function findParcel(scope: Scope, ref: string, options: FindOptions = {}): Promise<ParcelRow> {
  let query = whereRef(scope.db("parcels").select("parcels.*"), ref);
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
export function lockParcels(work: Work, ids: readonly string[], customerId?: string): Promise<ParcelRow[]> {
  return findParcels(work, ids, { customerId, lock: true });
}

/** Parcels by id, in the order asked (locked in id order when asked to); a missing or deleted one is a 404. */
export async function findParcels(
  scope: Scope,
  ids: readonly string[],
  options: Pick<FindOptions, "customerId" | "lock"> = {},
): Promise<ParcelRow[]> {
  let query = scope
    .db("parcels")
    .whereIn("id", [...ids])
    .whereNull("deleted_at")
    .orderBy("id");
  if (options.lock) query = query.forUpdate();
  if (options.customerId) query = query.where("customer_id", options.customerId);
  const rows = (await query) as ParcelRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw NotFoundError(MESSAGES.notFound);
    return row;
  });
}

/** Resolves references (ids or codes) to ids; a reference naming nothing is a 404. */
export async function resolveRefs(scope: Scope, refs: readonly string[], customerId?: string): Promise<string[]> {
  if (refs.length === 0) return [];
  const ids = refs.filter(isUuid);
  const codes = refs.filter((ref) => !isUuid(ref)).map((ref) => ref.trim().toUpperCase());
  let query = scope
    .db("parcels")
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

/** Everything one parcel's answer shows (presenters/parcel.ts presents it), or 404. */
export async function findParcelRecord(scope: Scope, id: string): Promise<ParcelRecord> {
  const [record] = await loadParcelRecords(scope, [id]);
  if (!record) throw NotFoundError(MESSAGES.notFound);
  return record;
}
