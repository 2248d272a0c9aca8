import type { ParcelEvent } from "@ipf/shared/schemas/parcel-history";
import type { EventRow } from "../services/parcels/history.js";

/** One line of a parcel's history, with the staff member who made the change. */
export function presentParcelEvent(row: EventRow): ParcelEvent {
  return {
    kind: row.kind,
    state: row.state,
    previousState: row.previous_state,
    at: row.at.toISOString(),
    by: row.staff_id ? { _id: row.staff_id, fullName: row.staff_name ?? "" } : null,
  };
}
