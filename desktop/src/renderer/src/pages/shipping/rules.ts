/**
 * Pure rules of the shipping list: its tabs, and the ship dialog's form: the
 * carrier's tracking, the measures at dispatch (pre-filled from the parcel, the
 * weight from a scale when one is connected), checked with the API's own
 * schema.
 */
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import type { z } from "zod";

export const SHIPPING_TABS = ["toShip", "blacklist"] as const;
export type ShippingTab = (typeof SHIPPING_TABS)[number];

/** The Black List tab holds the paid parcels of suspicious customers. */
export const isSuspiciousTab = (tab: ShippingTab) => tab === "blacklist";

export const SHIP_FIELDS = ["trackNumber", "trackLink", "weight", "length", "width", "height"] as const;
export type ShipField = (typeof SHIP_FIELDS)[number];

/** The ship form as typed. */
export type ShipForm = Record<ShipField, string>;

/** The longest carrier track number the API keeps (shared trackNumberField). */
export const TRACK_NUMBER_MAX = 64;

const measure = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** The form a parcel opens with: no tracking yet, the measures taken at intake. */
export function shipFormFor(parcel: Pick<ParcelView, "weight" | "length" | "width" | "height">): ShipForm {
  return {
    trackNumber: "",
    trackLink: "",
    weight: measure(parcel.weight),
    length: measure(parcel.length),
    width: measure(parcel.width),
    height: measure(parcel.height),
  };
}

export type ShipBody = z.input<typeof shipRequestSchema>;

/** A scanned code as the list's search takes it: the label's parcel code or the sender's track number. */
export const scannedCode = (text: string) => text.trim();

/**
 * The parcel a scan names among the list's search answers: its parcel code
 * (the label printed at intake) or its track number, whatever the case; the
 * search also matches parts, which a scan never means.
 */
export function scannedParcel<P extends Pick<ParcelView, "packageId" | "trackNumber">>(
  rows: readonly P[],
  text: string,
): P | undefined {
  const code = scannedCode(text).toUpperCase();
  if (!code) return undefined;
  return (
    rows.find((row) => row.packageId.toUpperCase() === code) ??
    rows.find((row) => row.trackNumber?.toUpperCase() === code)
  );
}
export type ShipErrors = Partial<Record<ShipField, string>>;

/** The body to send, or each field's message key (the schema's: codeRequired, tooLarge, invalidLink...). */
export function checkShip(
  packageId: string,
  form: ShipForm,
): { ok: true; body: ShipBody } | { ok: false; errors: ShipErrors } {
  const body: ShipBody = { packageId, ...form };
  const parsed = shipRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: ShipErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (SHIP_FIELDS as readonly string[]).includes(field)) {
      errors[field as ShipField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** The carrier the customer paid for, as the list shows it ("DHL Express · $25.00"). */
export function chosenCarrier(parcel: Pick<ParcelView, "shipMethod">): { name: string; price: number | null } | null {
  const company = parcel.shipMethod?.company;
  if (!company) return null;
  return { name: company.name, price: parcel.shipMethod?.price ?? null };
}
