import type { z } from "zod";
import type { imageRequestSchema, packagesGroupSchema, splitRequestSchema } from "@ipf/shared/schemas/parcels";
import { cancelWindowEndsAt, isRequestExpired, parcelFlags } from "@ipf/shared/rules/parcel-state";
import type { GroupRecord, ImageRequestRecord, SplitRecord } from "../services/parcels/load-requests.js";
import { presentOwner, presentParcel } from "./parcel.js";

type PackagesGroup = z.infer<typeof packagesGroupSchema>;
type SplitRequestView = z.infer<typeof splitRequestSchema>;
type ImageRequestView = z.infer<typeof imageRequestSchema>;

/** An assemble request; `assemblePackage` carries the consolidated parcel's own flags (revert depends on them). */
export function presentGroup(group: GroupRecord, now: Date, options: { withUser?: boolean } = {}): PackagesGroup {
  const { row, result } = group;
  const owner = options.withUser ? group.owner : null;
  const flags =
    result &&
    parcelFlags({ state: result.state, isConsolidated: result.is_consolidated, deleted: result.deleted_at !== null });
  return {
    _id: row.id,
    state: row.state,
    ...(owner ? { user: presentOwner(owner) } : {}),
    packages: group.members.map((record) => presentParcel(record, now, options)),
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

export function presentSplit(split: SplitRecord, now: Date, options: { withUser?: boolean } = {}): SplitRequestView {
  const { row } = split;
  const owner = options.withUser ? split.original.owner : null;
  const view = (record: SplitRecord["original"]) => presentParcel(record, now, options);
  return {
    _id: row.id,
    state: row.state,
    ...(owner ? { user: presentOwner(owner) } : {}),
    package: view(split.original),
    removeBills: row.remove_bills,
    removeShoeBoxes: row.remove_shoe_boxes,
    note: row.note,
    complete: row.state === "completed",
    createdAt: row.requested_at.toISOString(),
    expired: isRequestExpired(row.requested_at, now),
    addedPackages: split.added.map(view),
    pendingPackages: split.pending.map(view),
  };
}

/** A photo request (staff answers): its parcel with the owner. */
export function presentImageRequest({ row, parcel }: ImageRequestRecord, now: Date): ImageRequestView {
  return {
    _id: row.id,
    package: presentParcel(parcel, now, { withUser: true }),
    user: presentOwner(parcel.owner),
    complete: row.complete,
    createdAt: row.created_at.toISOString(),
  };
}
