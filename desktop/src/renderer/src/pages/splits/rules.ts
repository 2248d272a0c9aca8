/**
 * Pure rules of the disassemble-requests screen: what each tab lists, which
 * actions a group sees on a request, how the next new parcel is numbered, and
 * the intake form of one new parcel, checked with the API's own schema before
 * it is sent.
 */
import { can } from "@ipf/shared/permissions";
import { splitTrackNumber } from "@ipf/shared/rules/parcel-state";
import type { ParcelView, splitRequestSchema } from "@ipf/shared/schemas/parcels";
import type { ItemType } from "@ipf/shared/schemas/parcels-fields";
import { intakeFormSchema } from "@ipf/shared/schemas/parcels-staff";
import type { z } from "zod";
import { MAX_PHOTOS } from "../../photos/rules";

export type SplitRequest = z.infer<typeof splitRequestSchema>;

export const SPLIT_TABS = ["awaiting", "approved"] as const;
export type SplitTab = (typeof SPLIT_TABS)[number];

/** The API's `complete` filter of a tab: Awaiting approval lists open requests, Approved the completed ones. */
export function tabComplete(tab: SplitTab): boolean {
  return tab === "approved";
}

export interface SplitActions {
  /** Take the new parcels in and complete the request. */
  receive: boolean;
  /**
   * Only while open, for group 1, and before any new parcel was taken in
   * (the API refuses a cancel then: the request must be completed instead).
   */
  cancel: boolean;
}

export function splitActions(
  groupId: number | null | undefined,
  request: Pick<SplitRequest, "state" | "pendingPackages">,
): SplitActions {
  const open = request.state === "open";
  return {
    receive: open && can(groupId, "splits.accept"),
    cancel: open && request.pendingPackages.length === 0 && can(groupId, "splits.cancel"),
  };
}

/**
 * The track number the next new parcel gets: the original's plus "-n", the
 * counter going on after the parcels already taken in (an intake that was
 * interrupted resumes where it stopped). The API numbers the parcel itself;
 * this is what the desk writes on the box and what a failure names.
 */
export function nextTrackNumber(request: Pick<SplitRequest, "package" | "pendingPackages">): string {
  return splitTrackNumber(request.package.trackNumber, request.pendingPackages.length + 1);
}

/** The ids that complete the request: every parcel taken in for it and not linked yet. */
export function parcelsToLink(request: Pick<SplitRequest, "pendingPackages">): string[] {
  return request.pendingPackages.map((parcel) => parcel._id);
}

/** One declared line as typed (text until checked). */
export interface ChildLine {
  key: number;
  description: string;
  quantity: string;
  price: string;
  madeIn: string;
  type: ItemType;
}

/** The form of one new parcel: its measures and what it holds. */
export interface ChildValues {
  weight: string;
  length: string;
  width: string;
  height: string;
  lines: ChildLine[];
}

let lineKey = 0;

export function emptyLine(): ChildLine {
  return { key: ++lineKey, description: "", quantity: "1", price: "0", madeIn: "CN", type: "Parcels" };
}

/** A new parcel starts with the original's declared lines, which the desk trims to what this box holds. */
export function childDefaults(original: Pick<ParcelView, "details">): ChildValues {
  const lines = original.details.map((line) => ({
    key: ++lineKey,
    description: line.description,
    quantity: String(line.quantity),
    price: String(line.price),
    madeIn: line.madeIn,
    type: line.type,
  }));
  return { weight: "", length: "", width: "", height: "", lines: lines.length ? lines : [emptyLine()] };
}

/** Each parcel taken in has its photo, at most what one upload takes. */
export const CHILD_PHOTOS = { required: true, max: MAX_PHOTOS } as const;

export type ChildCheck = { ok: true; fields: Record<string, string> } | { ok: false; errors: Record<string, string> };

/**
 * Checks one new parcel with the API's intake schema (as the server will)
 * and answers the text fields of its multipart body, or a message key per
 * field ("weight", "lines.0.price", ...).
 */
export function checkChild(values: ChildValues, request: Pick<SplitRequest, "_id" | "package">): ChildCheck {
  const details = values.lines.map(({ description, quantity, price, madeIn, type }) => ({
    description,
    quantity,
    price,
    madeIn,
    type,
  }));
  const shippingOptions = {
    hasDangerous: request.package.shippingOptions.hasDangerous,
    hasLithium: request.package.shippingOptions.hasLithium,
  };
  const fields = {
    weight: values.weight.trim(),
    length: values.length.trim(),
    width: values.width.trim(),
    height: values.height.trim(),
    details: JSON.stringify(details),
    shippingOptions: JSON.stringify(shippingOptions),
    fromDisassemble: request._id,
  };
  const parsed = intakeFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, fields };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, ...rest] = issue.path.map(String);
    // The lines travel as one JSON field; their issues name the line and its field.
    const name = head === "details" ? ["lines", ...rest].join(".") : (head ?? "form");
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The multipart body of POST /api/packages/add for a new parcel of a split. */
export function childFormData(fields: Record<string, string>, photos: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  photos.forEach((photo, index) =>
    form.append("images", photo, `photo-${index + 1}.${photo.type === "image/webp" ? "webp" : "jpg"}`),
  );
  return form;
}
