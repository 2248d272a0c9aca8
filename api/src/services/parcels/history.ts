/**
 * A parcel's history as staff read it (manage-packages show dialog): the
 * rows the parcel_events trigger wrote, oldest first, with the staff
 * member's name.
 */
import type { ParcelEvent } from "@ipf/shared/schemas/parcel-history";
import type { Scope } from "../work.js";
import { findParcel } from "./find.js";

export interface EventRow {
  kind: ParcelEvent["kind"];
  state: ParcelEvent["state"];
  previous_state: ParcelEvent["state"] | null;
  at: Date;
  staff_id: string | null;
  staff_name: string | null;
}

export async function parcelHistory(scope: Scope, ref: string): Promise<EventRow[]> {
  const parcel = await findParcel(scope, ref, { includeDeleted: true });
  return (await scope
    .db("parcel_events as e")
    .leftJoin("staff as s", "s.id", "e.staff_id")
    .where("e.parcel_id", parcel.id)
    .orderBy("e.id")
    .select("e.kind", "e.state", "e.previous_state", "e.at", "e.staff_id", "s.full_name as staff_name")) as EventRow[];
}
