import type { z } from "zod";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { imageRequestSchema, packagesGroupSchema, splitRequestSchema } from "@ipf/shared/schemas/parcels";
import { cancelWindowEndsAt, isRequestExpired, parcelFlags, type ParcelState } from "@ipf/shared/rules/parcel-state";
import type { ConsolidationRow, ImageRequestRow, ParcelOwnerRow, SplitRequestRow } from "../services/parcels/rows.js";
import { presentOwner } from "./parcel.js";

type PackagesGroup = z.infer<typeof packagesGroupSchema>;
type SplitRequestView = z.infer<typeof splitRequestSchema>;
type ImageRequestView = z.infer<typeof imageRequestSchema>;

export interface ResultParcel {
  id: string;
  parcel_code: string;
  state: ParcelState;
  is_consolidated: boolean;
  deleted_at: Date | null;
}

/** An assemble request; `assemblePackage` carries the consolidated parcel's own flags (revert depends on them). */
export function presentGroup(
  row: ConsolidationRow,
  members: ParcelView[],
  result: ResultParcel | null,
  owner: ParcelOwnerRow | null,
  now: Date,
): PackagesGroup {
  const flags =
    result &&
    parcelFlags({ state: result.state, isConsolidated: result.is_consolidated, deleted: result.deleted_at !== null });
  return {
    _id: row.id,
    state: row.state,
    ...(owner ? { user: presentOwner(owner) } : {}),
    packages: members,
    approved: row.state === "accepted",
    awaitingApprove: row.state === "open",
    assemblePackage:
      result && flags
        ? {
            _id: result.id,
            packageId: result.parcel_code,
            approved: flags.approved,
            awaitingApprove: flags.awaitingApprove,
          }
        : null,
    removeShoeBoxes: row.remove_shoe_boxes,
    removeBills: row.remove_bills,
    assembleNote: row.note,
    createdAt: row.requested_at.toISOString(),
    cancelableUntil: cancelWindowEndsAt(row.requested_at).toISOString(),
    expired: isRequestExpired(row.requested_at, now),
  };
}

export function presentSplit(
  row: SplitRequestRow,
  parcel: ParcelView,
  added: ParcelView[],
  pending: ParcelView[],
  owner: ParcelOwnerRow | null,
  now: Date,
): SplitRequestView {
  return {
    _id: row.id,
    state: row.state,
    ...(owner ? { user: presentOwner(owner) } : {}),
    package: parcel,
    removeBills: row.remove_bills,
    removeShoeBoxes: row.remove_shoe_boxes,
    note: row.note,
    complete: row.state === "completed",
    createdAt: row.requested_at.toISOString(),
    expired: isRequestExpired(row.requested_at, now),
    addedPackages: added,
    pendingPackages: pending,
  };
}

export function presentImageRequest(row: ImageRequestRow, parcel: ParcelView, owner: ParcelOwnerRow): ImageRequestView {
  return {
    _id: row.id,
    package: parcel,
    user: presentOwner(owner),
    complete: row.complete,
    createdAt: row.created_at.toISOString(),
  };
}
