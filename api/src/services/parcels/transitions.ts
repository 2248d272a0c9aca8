/**
 * Changing a parcel's state, always through the shared table: the one door
 * every service (payments included) goes through. The caller holds the row
 * locked (findParcel with lock, or lockParcels).
 */
import { nextParcelState, type ParcelAction } from "@ipf/shared/rules/parcel-state";
import { assertParcel } from "./find.js";
import type { ParcelRow } from "./rows.js";
import type { Work } from "../work.js";
import { purchasesLeft } from "../purchases/lifecycle.js";

/** Applies `action` to a locked parcel (409 INVALID_STATE when the table refuses) and answers the new row. */
export async function applyTransition(
  work: Work,
  parcel: ParcelRow,
  action: ParcelAction,
  patch: Partial<Omit<ParcelRow, "id" | "state">> = {},
): Promise<ParcelRow> {
  assertParcel(parcel, action);
  const state = nextParcelState(parcel.state, action)!;
  const [row] = (await work
    .trx("parcels")
    .where({ id: parcel.id })
    .update({ ...patch, state })
    .returning("*")) as ParcelRow[];
  // A parcel bought for the customer closes its purchase request as it leaves the warehouse.
  if (state === "shipped" || state === "returned_to_sender") await purchasesLeft(work, row!);
  return row!;
}

/** Applies `action` to several locked parcels, all or none (the first refusal throws before any write). */
export async function applyTransitions(
  work: Work,
  parcels: readonly ParcelRow[],
  action: ParcelAction,
  patch: Partial<Omit<ParcelRow, "id" | "state">> = {},
): Promise<ParcelRow[]> {
  for (const parcel of parcels) assertParcel(parcel, action);
  const updated: ParcelRow[] = [];
  for (const parcel of parcels) updated.push(await applyTransition(work, parcel, action, patch));
  return updated;
}
