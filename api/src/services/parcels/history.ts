/**
 * A parcel's history as staff read it (manage-packages show dialog): the
 * rows the parcel_events trigger wrote, oldest first, with the staff
 * member's name.
 */
import type { Knex } from "knex";
import type { ParcelEvent } from "@ipf/shared/schemas/parcel-history";
import { findParcel } from "./load.js";

type Db = Knex | Knex.Transaction;

interface EventRow {
  kind: ParcelEvent["kind"];
  state: ParcelEvent["state"];
  previous_state: ParcelEvent["state"] | null;
  at: Date;
  staff_id: string | null;
  staff_name: string | null;
}

export async function parcelHistory(db: Db, ref: string): Promise<ParcelEvent[]> {
  const parcel = await findParcel(db, ref, { includeDeleted: true });
  const rows = (await db("parcel_events as e")
    .leftJoin("staff as s", "s.id", "e.staff_id")
    .where("e.parcel_id", parcel.id)
    .orderBy("e.id")
    .select("e.kind", "e.state", "e.previous_state", "e.at", "e.staff_id", "s.full_name as staff_name")) as EventRow[];
  return rows.map((row) => ({
    kind: row.kind,
    state: row.state,
    previousState: row.previous_state,
    at: row.at.toISOString(),
    by: row.staff_id ? { _id: row.staff_id, fullName: row.staff_name ?? "" } : null,
  }));
}
