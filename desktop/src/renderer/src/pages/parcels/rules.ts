/**
 * Pure rules of the parcel screens: which actions a group sees on a row,
 * the edit, delete, shipped-tracking and alert forms checked with the API's
 * own schemas, and how a parcel's history reads.
 */
import { can } from "@ipf/shared/permissions";
import { canParcel, STORAGE_MONTHS } from "@ipf/shared/rules/parcel-state";
import {
  ALERT_TEXT_MAX,
  alertCreateRequestSchema,
  type AlertCreateInput,
  type AlertType,
  type StaffAlert,
} from "@ipf/shared/schemas/alerts";
import type { ParcelEvent } from "@ipf/shared/schemas/parcel-history";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { ParcelFactValues } from "../intake/intake-form";
import {
  deleteParcelRequestSchema,
  parcelUpdateFormSchema,
  shippedUpdateRequestSchema,
} from "@ipf/shared/schemas/parcels-staff";
import { MAX_PHOTOS } from "../../photos/rules";

export type Parcel = ParcelView;
type GroupId = number | null | undefined;

/** The longest track number the API keeps (shared trackNumberField). */
export const TRACK_NUMBER_MAX = 64;
/** The longest delete reason the API keeps. */
export const DELETE_REASON_MAX = 500;
export { ALERT_TEXT_MAX, STORAGE_MONTHS };

// ---------------------------------------------------------------- actions

/** Show for everyone; edit and delete for admins, and only in the states that allow them. */
export function parcelActions(groupId: GroupId, parcel: Pick<Parcel, "state" | "deleted">) {
  return {
    edit: can(groupId, "parcels.edit") && !parcel.deleted && canParcel(parcel.state, "edit"),
    delete: can(groupId, "parcels.delete") && !parcel.deleted && canParcel(parcel.state, "delete"),
  };
}

/** Shipped parcels: the tracking can be corrected by admins only (group id at or below 1). */
export function shippedActions(groupId: GroupId, parcel: Pick<Parcel, "state">) {
  return { edit: can(groupId, "shippedParcels.edit") && canParcel(parcel.state, "editShipping") };
}

/** Alerts: clear ('cancel') only while open, delete only once cleared. */
export function alertActions(groupId: GroupId, alert: Pick<StaffAlert, "cleared">) {
  const manage = can(groupId, "alerts.manage");
  return { clear: manage && !alert.cleared, delete: manage && alert.cleared, create: manage };
}

export const ALERT_TABS = ["open", "cleared", "all"] as const;
export type AlertTab = (typeof ALERT_TABS)[number];

/** The API's `cleared` filter of a tab. */
export function tabCleared(tab: AlertTab): boolean | undefined {
  return tab === "all" ? undefined : tab === "cleared";
}

/** A flag as the lists' Yes/No columns show it. */
export const yesNo = (flag: boolean): "yes" | "no" => (flag ? "yes" : "no");

/**
 * Whole days a parcel has been stored: since its contents arrived, which for
 * a consolidated or split parcel is the earliest arrival of the parcels it
 * was made from (the API's `arrivedAt`, which its `storageEndsOn` counts from).
 */
export function daysStored(parcel: Pick<ParcelView, "arrivedAt">, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(parcel.arrivedAt).getTime()) / 86_400_000));
}

// ---------------------------------------------------------------- field checks

/** The first message of each field of a failed parse: `path` joined with dots ("lines.0.price"). */
function issuesByField(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- edit

export interface LineForm {
  description: string;
  quantity: string;
  price: string;
  madeIn: string;
  type: "Mail" | "Parcels";
  code_sh: string;
}

export interface EditForm extends ParcelFactValues {
  lines: LineForm[];
  /** Photos already on the parcel that the operator asked to remove. */
  removeImages: string[];
}

/**
 * What the edit form covers: everything (manage packages), or the expired
 * list's short form: track number, measures and photos.
 */
export type EditScope = "full" | "expired";

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export const newLine = (): LineForm => ({
  description: "",
  quantity: "1",
  price: "10",
  madeIn: "CN",
  type: "Parcels",
  code_sh: "",
});

export function editFormFor(parcel: Parcel): EditForm {
  return {
    trackNumber: parcel.trackNumber,
    weight: text(parcel.weight),
    length: text(parcel.length),
    width: text(parcel.width),
    height: text(parcel.height),
    fees: text(parcel.fees),
    hasDangerous: parcel.shippingOptions.hasDangerous,
    hasLithium: parcel.shippingOptions.hasLithium,
    lines: parcel.details.map((line) => ({
      description: line.description,
      quantity: text(line.quantity),
      price: text(line.price),
      madeIn: line.madeIn,
      type: line.type,
      code_sh: line.code_sh ?? "",
    })),
    removeImages: [],
  };
}

/** An edit adds new photos or none, at most what one request takes. */
export const NEW_PHOTOS = { required: false, max: MAX_PHOTOS } as const;

/** The text fields of the multipart body, as the API parses them. */
export type EditFields = Record<string, string>;

/**
 * The fields to send, or each field's message key (the schema's:
 * codeRequired, positiveNumber, minZero, tooLarge, invalidNumber...;
 * lines as "details.0.price").
 */
export function checkEdit(
  form: EditForm,
  scope: EditScope,
): { ok: true; fields: EditFields } | { ok: false; errors: Record<string, string> } {
  const fields: EditFields = {
    trackNumber: form.trackNumber,
    weight: form.weight,
    length: form.length,
    width: form.width,
    height: form.height,
  };
  if (scope === "full") {
    fields.fees = form.fees;
    fields.shippingOptions = JSON.stringify({ hasDangerous: form.hasDangerous, hasLithium: form.hasLithium });
    fields.details = JSON.stringify(
      form.lines.map((line) => ({ ...line, code_sh: line.code_sh.trim() === "" ? undefined : line.code_sh })),
    );
  }
  if (form.removeImages.length) fields.removeImages = JSON.stringify(form.removeImages);
  const parsed = parcelUpdateFormSchema.safeParse(fields);
  if (parsed.success) {
    // Fees are required on the full edit form, though the API keeps them when absent.
    if (scope === "full" && form.fees.trim() === "") return { ok: false, errors: { fees: "codeRequired" } };
    return { ok: true, fields };
  }
  const errors = issuesByField(parsed.error.issues);
  if (scope === "full" && form.fees.trim() === "") errors.fees ??= "codeRequired";
  return { ok: false, errors };
}

/**
 * The multipart body of a parcel's edit: the fields,
 * the new photos, and the revision of the parcel the edit was made on (the
 * API refuses the edit if someone changed the parcel since).
 */
export function editFormData(fields: EditFields, photos: readonly Blob[], revision: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("revision", String(revision));
  photos.forEach((photo, index) =>
    form.append("images", photo, `photo-${index + 1}.${photo.type === "image/webp" ? "webp" : "jpg"}`),
  );
  return form;
}

// ---------------------------------------------------------------- delete

/** The reason to send, or the message key: 'Please enter a reason for deleting' when blank. */
export function checkDeleteReason(reason: string): { ok: true; reason: string } | { ok: false; error: string } {
  const parsed = deleteParcelRequestSchema.safeParse({ deleteReason: reason });
  if (parsed.success) return { ok: true, reason: parsed.data.deleteReason };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "codeRequired" };
}

/** What deleting a parcel takes away, as text keys of this screen, for the confirmation. */
export function deleteConsequences(parcel: Pick<Parcel, "state" | "images">): string[] {
  const lost = ["lostLocker"];
  if (parcel.images.length) lost.push("lostPhotos");
  if (parcel.state === "awaiting_approval") lost.push("lostRequest");
  if (parcel.state === "approved") lost.push("lostOffers");
  lost.push("lostKept");
  return lost;
}

// ---------------------------------------------------------------- shipped tracking

export interface ShippedForm {
  trackNumber: string;
  trackLink: string;
  shipCompany: string;
}

export function shippedFormFor(parcel: Parcel): ShippedForm {
  return {
    trackNumber: parcel.shippedTrackNumber ?? "",
    trackLink: parcel.trackLink ?? "",
    shipCompany: parcel.shipMethod?.company?._id ?? "",
  };
}

export function checkShipped(
  form: ShippedForm,
): { ok: true; body: ShippedForm } | { ok: false; errors: Partial<Record<keyof ShippedForm, string>> } {
  const body = { ...form, shipCompany: form.shipCompany || undefined };
  const parsed = shippedUpdateRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: form };
  return { ok: false, errors: issuesByField(parsed.error.issues) };
}

// ---------------------------------------------------------------- alerts

export const ALERT_LANGUAGES = ["ar", "en", "fr"] as const;
export type AlertTarget = "parcel" | "customer";

export interface AlertForm {
  target: AlertTarget;
  packageId: string;
  userId: string;
  type: AlertType;
  ar: string;
  en: string;
  fr: string;
}

export const emptyAlertForm = (packageId = ""): AlertForm => ({
  target: "parcel",
  packageId,
  userId: "",
  type: "warning",
  ar: "",
  en: "",
  fr: "",
});

/** The body of a new alert, or each field's message key ("text.ar", "packageId", "userId"). */
export function checkAlert(
  form: AlertForm,
): { ok: true; body: AlertCreateInput } | { ok: false; errors: Record<string, string> } {
  const body: AlertCreateInput = {
    type: form.type,
    text: { ar: form.ar, en: form.en, fr: form.fr },
    ...(form.target === "parcel" ? { packageId: form.packageId } : { userId: form.userId }),
  };
  const parsed = alertCreateRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors = issuesByField(parsed.error.issues);
  // Without a target the schema names packageId; a customer not chosen is the picker's.
  if (form.target === "customer" && errors.packageId) {
    errors.userId ??= "codeRequired";
    delete errors.packageId;
  }
  if (form.target === "parcel" && errors.packageId === "alertTarget") errors.packageId = "codeRequired";
  return { ok: false, errors };
}

// ---------------------------------------------------------------- history

/** One line of the history: what happened (a text key of this screen and its values), who, when. */
export function historyLine(event: ParcelEvent): { key: string; values: Record<string, string> } {
  switch (event.kind) {
    case "received":
      return { key: "history.received", values: {} };
    case "deleted":
      return { key: "history.deleted", values: {} };
    case "restored":
      return { key: "history.restored", values: {} };
    default:
      return { key: "history.state", values: { from: event.previousState ?? "", to: event.state } };
  }
}
