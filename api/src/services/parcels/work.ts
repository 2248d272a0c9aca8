import type { Knex } from "knex";
import type { Deps } from "../../deps.js";
import type { StaffRow } from "../../db-rows.js";
import { PARCEL_STAFF_EVENTS, type ParcelEventData, type ParcelListEventData } from "@ipf/shared/schemas/parcels";
import type { ParcelRow } from "./rows.js";

/**
 * One unit of work on parcels: a transaction, the time it happens at, and
 * what to do once it has committed. Live messages and mail delivery wait for
 * the commit, so nobody is told of a change that was rolled back.
 */
export interface Work {
  trx: Knex.Transaction;
  deps: Deps;
  now: Date;
  /** The staff member acting, when staff act. */
  staff?: StaffRow;
  after(effect: () => Promise<unknown> | unknown): void;
}

export async function inTransaction<T>(
  deps: Deps,
  fn: (work: Work) => Promise<T>,
  options: { staff?: StaffRow } = {},
): Promise<T> {
  const effects: (() => Promise<unknown> | unknown)[] = [];
  const now = deps.now();
  const result = await deps.db.transaction(async (trx) => {
    // The parcel history's trigger reads who acts from the transaction (db parcel_events).
    if (options.staff) await trx.raw("SELECT set_config('ipf.staff_id', ?, true)", [options.staff.id]);
    return fn({ trx, deps, now, staff: options.staff, after: (effect) => effects.push(effect) });
  });
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      // The change is committed; a lost live message is not worth failing the request.
      deps.log.warn({ err: error }, "after-commit effect failed");
    }
  }
  return result;
}

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

/** The staff member of a staff action; services that record who acted need one. */
export function actingStaff(work: Work): StaffRow {
  if (!work.staff) throw new Error("A staff action ran without a staff member.");
  return work.staff;
}
