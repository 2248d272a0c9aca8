/**
 * Gathering what the request answers show (assemble, disassemble and photo
 * requests) for a page of them, in a fixed number of queries; the presenters
 * (presenters/parcel-requests.ts) turn them into answers.
 */
import type { Knex } from "knex";
import { ownerRows } from "../owners.js";
import type { Scope } from "../work.js";
import { loadParcelRecords, type ParcelRecord } from "./records.js";
import type { ConsolidationRow, ImageRequestRow, ParcelOwnerRow, ResultParcelRow, SplitRequestRow } from "./rows.js";

type Db = Knex | Knex.Transaction;

/** An assemble request with its parcels, the parcel it made (once accepted) and its owner. */
export interface GroupRecord {
  row: ConsolidationRow;
  members: ParcelRecord[];
  result: ResultParcelRow | null;
  owner: ParcelOwnerRow | null;
}

/** A disassemble request with the original parcel, the parcels linked and those taken in but not linked yet. */
export interface SplitRecord {
  row: SplitRequestRow;
  original: ParcelRecord;
  added: ParcelRecord[];
  pending: ParcelRecord[];
}

/** A photo request with its parcel. */
export interface ImageRequestRecord {
  row: ImageRequestRow;
  parcel: ParcelRecord;
}

function inOrder<T extends { id: string }>(rows: T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function recordsById(records: ParcelRecord[]) {
  return new Map(records.map((record) => [record.row.id, record]));
}

/** Assemble requests with their parcels, in the order of `ids`. */
export async function loadGroups(scope: Scope, ids: readonly string[]): Promise<GroupRecord[]> {
  const { db } = scope;
  if (ids.length === 0) return [];
  const rows = inOrder((await db("consolidations").whereIn("id", [...ids])) as ConsolidationRow[], ids);
  const members = (await db("consolidation_parcels as cp")
    .join("parcels as p", "p.id", "cp.parcel_id")
    .whereIn("cp.consolidation_id", [...ids])
    .orderBy([{ column: "p.created_at" }, { column: "p.id" }])
    .select("cp.consolidation_id", "cp.parcel_id")) as { consolidation_id: string; parcel_id: string }[];
  const resultIds = rows.flatMap((row) => row.result_parcel_id ?? []);
  const [records, results] = await Promise.all([
    loadParcelRecords(
      scope,
      members.map((m) => m.parcel_id),
    ),
    resultIds.length
      ? (db("parcels")
          .whereIn("id", resultIds)
          .select("id", "parcel_code", "state", "is_consolidated", "deleted_at") as Promise<ResultParcelRow[]>)
      : Promise.resolve([] as ResultParcelRow[]),
  ]);
  const byId = recordsById(records);
  const owners = rows.length
    ? await ownersOf(
        db,
        rows.map((row) => row.customer_id),
      )
    : new Map<string, ParcelOwnerRow>();
  return rows.map((row) => ({
    row,
    members: members
      .filter((m) => m.consolidation_id === row.id)
      .flatMap((m) => {
        const record = byId.get(m.parcel_id);
        return record ? [record] : [];
      }),
    result: results.find((r) => r.id === row.result_parcel_id) ?? null,
    owner: owners.get(row.customer_id) ?? null,
  }));
}

async function ownersOf(db: Db, customerIds: string[]) {
  return new Map((await ownerRows(db, customerIds)).map((row) => [row.id, row]));
}

/** Disassemble requests with their parcels, in the order of `ids` (one whose parcel is missing skipped). */
export async function loadSplits(scope: Scope, ids: readonly string[]): Promise<SplitRecord[]> {
  const { db } = scope;
  if (ids.length === 0) return [];
  const rows = inOrder((await db("split_requests").whereIn("id", [...ids])) as SplitRequestRow[], ids);
  const originals = rows.map((row) => row.parcel_id);
  const [linked, children] = await Promise.all([
    db("split_request_parcels")
      .whereIn("split_request_id", [...ids])
      .orderBy("position") as Promise<{ split_request_id: string; parcel_id: string }[]>,
    db("parcels")
      .whereIn("from_split_of", originals)
      .whereNull("deleted_at")
      .orderBy("created_at")
      .select("id", "from_split_of") as Promise<{ id: string; from_split_of: string }[]>,
  ]);
  const linkedIds = new Set(linked.map((l) => l.parcel_id));
  const records = recordsById(
    await loadParcelRecords(scope, [...originals, ...linked.map((l) => l.parcel_id), ...children.map((c) => c.id)]),
  );
  const record = (id: string) => {
    const found = records.get(id);
    return found ? [found] : [];
  };
  return rows.flatMap((row) => {
    const original = records.get(row.parcel_id);
    if (!original) return [];
    const added = linked.filter((l) => l.split_request_id === row.id).flatMap((l) => record(l.parcel_id));
    const pending =
      row.state === "open"
        ? children.filter((c) => c.from_split_of === row.parcel_id && !linkedIds.has(c.id)).flatMap((c) => record(c.id))
        : [];
    return [{ row, original, added, pending }];
  });
}

/** Photo requests with their parcel, in the order of `ids` (one whose parcel is missing skipped). */
export async function loadImageRequests(scope: Scope, ids: readonly string[]): Promise<ImageRequestRecord[]> {
  const { db } = scope;
  if (ids.length === 0) return [];
  const rows = inOrder((await db("image_requests").whereIn("id", [...ids])) as ImageRequestRow[], ids);
  const records = recordsById(
    await loadParcelRecords(
      scope,
      rows.map((row) => row.parcel_id),
    ),
  );
  return rows.flatMap((row) => {
    const parcel = records.get(row.parcel_id);
    return parcel ? [{ row, parcel }] : [];
  });
}
