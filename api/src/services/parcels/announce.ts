import { PARCEL_STAFF_EVENTS, type ParcelEventData, type ParcelListEventData } from "@ipf/shared/schemas/parcels";
import type { Work } from "../work.js";
import type { ParcelRow } from "./rows.js";

export type StaffList = Exclude<keyof typeof PARCEL_STAFF_EVENTS, "packageDetails">;

/**
 * Tells the back office, after commit, that these parcels changed (one
 * `packageDetails` each) and that these lists changed (one event each).
 * Reads the parcels' state at call time: call it after the change.
 */
export function announce(work: Work, parcels: ParcelRow | readonly ParcelRow[], lists: StaffList[] = []): void {
  const packages: ParcelEventData[] = (Array.isArray(parcels) ? parcels : [parcels]).map((parcel: ParcelRow) => ({
    _id: parcel.id,
    packageId: parcel.parcel_code,
    state: parcel.state,
  }));
  work.after(async () => {
    for (const data of packages) await work.deps.realtime.toStaff(PARCEL_STAFF_EVENTS.packageDetails, data);
    for (const list of new Set(lists)) {
      await work.deps.realtime.toStaff(PARCEL_STAFF_EVENTS[list], { packages } satisfies ParcelListEventData);
    }
  });
}
