/**
 * The parcel records one API instance keeps in memory between answers
 * (`Deps.parcels`), checked by revision before use (docs/architecture.md, *Speed*).
 * A fresh Deps starts with an empty store.
 */
import type { CarrierRow, OfferRow, ParcelImageRow, ParcelItemRow, ParcelRow, ShippingAddressRow } from "./rows.js";

/** What belongs to one parcel, at one revision. */
export interface OwnRecord {
  row: ParcelRow;
  revision: number;
  items: ParcelItemRow[];
  images: ParcelImageRow[];
  address: ShippingAddressRow | null;
  offers: OfferRow[];
  splitFromCode: string | null;
  imagesRequested: boolean;
  underReview: boolean;
  serviceOpen: boolean;
  /**
   * The answer of this record with these references and photo links ending
   * at `linksUntil`: its JSON text is kept on it once written (see
   * `parcelJson`), so a photo link is signed once an hour per parcel.
   */
  stable?: { references: References; linksUntil: number; answer: { json?: string } };
}

/** The small tables answers name, whole, at one reference version. */
export interface References {
  version: number;
  warehouses: Map<string, { id: string; country: string; flag_image_path: string | null }>;
  carriers: Map<string, CarrierRow>;
  staffNames: Map<string, string>;
}

export interface ParcelStore {
  /** By parcel id, least recently kept first. */
  readonly kept: Map<string, OwnRecord>;
  /** The newest reference tables read. */
  references: References | undefined;
}

/** How many parcels a store keeps: about 2 KB each. */
export const KEPT_PARCELS = 10_000;

export function createParcelStore(): ParcelStore {
  return { kept: new Map(), references: undefined };
}

export function keep(store: ParcelStore, record: OwnRecord): void {
  const { kept } = store;
  kept.delete(record.row.id);
  kept.set(record.row.id, record);
  // Map keeps insertion order: the first key is the one used longest ago.
  if (kept.size > KEPT_PARCELS) kept.delete(kept.keys().next().value!);
}
