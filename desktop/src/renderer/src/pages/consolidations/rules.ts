/**
 * The rules of the consolidations screen: which tab a route opens, what a
 * staff group may do with a request in its state, and the accept form
 * (checked with the shared request schema, sent as the multipart body the
 * API reads). The page only draws them.
 */
import { z } from "zod";
import { can } from "@ipf/shared/permissions";
import { canConsolidation, MIN_GROUP_FOR_REMOVAL } from "@ipf/shared/rules/parcel-state";
import { centsField } from "@ipf/shared/schemas/parcels-fields";
import { addAssembleFormSchema } from "@ipf/shared/schemas/parcels-staff";
import type { PackagesGroup } from "../../api/consolidations";
import { MAX_PHOTOS, type photoProblem } from "../../photos/rules";

export const TABS = ["open", "accepted"] as const;
export type ConsolidationTab = (typeof TABS)[number];

/** Each tab has a route of its own, as in the old product: requests/assemble and manage-assemble. */
export const TAB_PATHS: Record<ConsolidationTab, string> = {
  open: "/requests/assemble",
  accepted: "/manage-assemble",
};

export function tabOfPath(pathname: string): ConsolidationTab {
  return /\/manage-assemble\/?$/.test(pathname) ? "accepted" : "open";
}

type GroupState = Pick<PackagesGroup, "state" | "packages" | "assemblePackage">;

/** Revert: shown to who may manage an accepted request; enabled only while its parcel may be unpacked. */
export type RevertOffer = "hidden" | "enabled" | "blocked";

export interface GroupActions {
  accept: boolean;
  cancel: boolean;
  revert: RevertOffer;
  delete: boolean;
  /** Take one parcel out (a group of 3 or more, still open). */
  removeParcel: boolean;
}

/**
 * Section 4: cancel only while unaccepted, delete only once accepted, revert
 * while the packed parcel is neither approved nor awaiting approval, removal
 * from a group of 3 or more. Section 6 (as the permissions table reads it):
 * accept for admin and intake, the rest admin only.
 */
export function groupActions(group: GroupState, groupId: number | null | undefined): GroupActions {
  const assemble = can(groupId, "consolidations.assemble");
  const manage = can(groupId, "consolidations.manage");
  const packed = group.assemblePackage;
  return {
    accept: assemble && canConsolidation(group.state, "accept"),
    cancel: manage && canConsolidation(group.state, "cancel"),
    revert:
      !manage || !canConsolidation(group.state, "revert")
        ? "hidden"
        : packed && !packed.approved && !packed.awaitingApprove
          ? "enabled"
          : "blocked",
    delete: manage && canConsolidation(group.state, "delete"),
    removeParcel:
      manage && canConsolidation(group.state, "removeParcel") && group.packages.length >= MIN_GROUP_FOR_REMOVAL,
  };
}

export type GroupStatus = "open" | "packed" | "awaitingApproval" | "approved" | "cancelled";

/** What the Status column says: waiting to be packed, or packed and where its parcel is now. */
export function groupStatus(group: Pick<PackagesGroup, "state" | "assemblePackage">): GroupStatus {
  if (group.state === "open") return "open";
  if (group.state === "cancelled") return "cancelled";
  if (group.assemblePackage?.approved) return "approved";
  if (group.assemblePackage?.awaitingApprove) return "awaitingApproval";
  return "packed";
}

/** The consolidated parcel is dangerous (or carries lithium) when any of its parcels does. */
export function combinedOptions(packages: PackagesGroup["packages"]): { hasDangerous: boolean; hasLithium: boolean } {
  return {
    hasDangerous: packages.some((parcel) => parcel.shippingOptions.hasDangerous),
    hasLithium: packages.some((parcel) => parcel.shippingOptions.hasLithium),
  };
}

/** The accept form as typed: inputs hold text. */
export interface AcceptValues {
  requestId: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  fees: string;
  trackNumber: string;
  shippingOptions: { hasDangerous: boolean; hasLithium: boolean };
}

/**
 * The API's own request schema, with fees required as section 5 reads
 * ("weight, height, width, length and fees required"); the API defaults
 * a missing fee to 0 for its other callers. An empty track number is not
 * sent at all (the API makes one), so it is not checked either.
 */
export const acceptFormSchema = z.preprocess(
  (values) => {
    if (typeof values !== "object" || values === null) return values;
    const { trackNumber, ...rest } = values as Record<string, unknown>;
    return typeof trackNumber === "string" && trackNumber.trim() === "" ? rest : values;
  },
  addAssembleFormSchema.extend({ fees: centsField }),
);

export function acceptDefaults(group: Pick<PackagesGroup, "_id" | "packages">): AcceptValues {
  return {
    requestId: group._id,
    weight: "",
    length: "",
    width: "",
    height: "",
    fees: "0",
    trackNumber: "",
    shippingOptions: combinedOptions(group.packages),
  };
}

/**
 * The multipart body of a consolidation's assembly: the figures as
 * typed (the API reads them with the same schema), the two hazard flags,
 * the photos. Lines are left out: the API keeps the parcels' own.
 */
export function acceptFormData(values: AcceptValues, photos: readonly Blob[]): FormData {
  const form = new FormData();
  form.set("requestId", values.requestId);
  for (const name of ["weight", "length", "width", "height", "fees"] as const) {
    form.set(name, values[name].trim().replace(",", "."));
  }
  const trackNumber = values.trackNumber.trim();
  if (trackNumber) form.set("trackNumber", trackNumber.toUpperCase());
  form.set("shippingOptions", JSON.stringify(values.shippingOptions));
  photos.forEach((photo, index) => form.append("images", photo, `box-${index + 1}.${extensionOf(photo)}`));
  return form;
}

function extensionOf(image: Blob): string {
  return image.type === "image/webp" ? "webp" : image.type === "image/png" ? "png" : "jpg";
}

/**
 * The packed box's photos: one at least, as at intake (the customer knows the
 * parcel by its photos; the API refuses an accept without one), at most an upload's.
 */
export const ACCEPT_PHOTOS = { required: true, max: MAX_PHOTOS } as const;

/** Each photo problem's text among the accept dialog's. */
export const PHOTO_MESSAGES = {
  compressing: "compressing",
  notAnImage: "notImage",
  photoRequired: "photoRequired",
  tooManyPhotos: "tooManyPhotos",
} as const satisfies Record<NonNullable<ReturnType<typeof photoProblem<typeof ACCEPT_PHOTOS>>>, string>;
