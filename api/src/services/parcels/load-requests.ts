/**
 * Gathering what the request answers show (assemble, disassemble and photo
 * requests) for a page of them, in a fixed number of queries.
 */
import type { Knex } from "knex";
import { presentParcel, type ParcelRecord } from "../../presenters/parcel.js";
import {
  presentGroup,
  presentImageRequest,
  presentSplit,
  type ResultParcel,
} from "../../presenters/parcel-requests.js";
import type { Deps } from "../../deps.js";
import { loadParcelRecords } from "./records.js";
import type { ConsolidationRow, ImageRequestRow, SplitRequestRow } from "./rows.js";

type Db = Knex | Knex.Transaction;

function inOrder<T extends { id: string }>(rows: T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function recordsById(records: ParcelRecord[]) {
  return new Map(records.map((record) => [record.row.id, record]));
}

/** Assemble requests with their parcels; `withUser` for staff. */
export async function groupViews(deps: Deps, ids: readonly string[], now: Date, options: { withUser?: boolean } = {}) {
  const { db } = deps;
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
      deps,
      members.map((m) => m.parcel_id),
    ),
    resultIds.length
      ? (db("parcels")
          .whereIn("id", resultIds)
          .select("id", "parcel_code", "state", "is_consolidated", "deleted_at") as Promise<ResultParcel[]>)
      : Promise.resolve([] as ResultParcel[]),
  ]);
  const byId = recordsById(records);
  const owners = rows.length
    ? await ownersOf(
        db,
        rows.map((row) => row.customer_id),
      )
    : new Map();
  return rows.map((row) => {
    const memberViews = members
      .filter((m) => m.consolidation_id === row.id)
      .flatMap((m) => {
        const record = byId.get(m.parcel_id);
        return record ? [presentParcel(record, now, options)] : [];
      });
    const result = results.find((r) => r.id === row.result_parcel_id) ?? null;
    return presentGroup(row, memberViews, result, options.withUser ? (owners.get(row.customer_id) ?? null) : null, now);
  });
}

async function ownersOf(db: Db, customerIds: string[]) {
  const rows = (await db("customers")
    .whereIn("id", [...new Set(customerIds)])
    .select(
      "id",
      "first_name",
      "last_name",
      "email",
      "phone",
      "address_code",
      "suspicious",
      "language",
    )) as ParcelRecord["owner"][];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Disassemble requests with the original parcel, the parcels linked and those taken in but not linked yet. */
export async function splitViews(deps: Deps, ids: readonly string[], now: Date, options: { withUser?: boolean } = {}) {
  const { db } = deps;
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
    await loadParcelRecords(deps, [...originals, ...linked.map((l) => l.parcel_id), ...children.map((c) => c.id)]),
  );
  const view = (id: string) => {
    const record = records.get(id);
    return record ? [presentParcel(record, now, options)] : [];
  };
  return rows.flatMap((row) => {
    const original = records.get(row.parcel_id);
    if (!original) return [];
    const added = linked.filter((l) => l.split_request_id === row.id).flatMap((l) => view(l.parcel_id));
    const pending =
      row.state === "open"
        ? children.filter((c) => c.from_split_of === row.parcel_id && !linkedIds.has(c.id)).flatMap((c) => view(c.id))
        : [];
    return [
      presentSplit(
        row,
        presentParcel(original, now, options),
        added,
        pending,
        options.withUser ? original.owner : null,
        now,
      ),
    ];
  });
}

/** Photo requests with their parcel (staff answers). */
export async function imageRequestViews(deps: Deps, ids: readonly string[], now: Date) {
  const { db } = deps;
  if (ids.length === 0) return [];
  const rows = inOrder((await db("image_requests").whereIn("id", [...ids])) as ImageRequestRow[], ids);
  const records = recordsById(
    await loadParcelRecords(
      deps,
      rows.map((row) => row.parcel_id),
    ),
  );
  return rows.flatMap((row) => {
    const record = records.get(row.parcel_id);
    return record ? [presentImageRequest(row, presentParcel(record, now, { withUser: true }), record.owner)] : [];
  });
}
