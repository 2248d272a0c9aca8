import type { ParcelRowView, ParcelView } from "@ipf/shared/schemas/parcels";
import { isExpired, parcelFlags } from "@ipf/shared/rules/parcel-state";
import { unitsOfCents } from "@ipf/shared/format";
import { storageEndDay } from "@ipf/shared/rules/storage";
import type { ParcelOwnerRow } from "../services/parcels/rows.js";
import type { ParcelRecord } from "../services/parcels/records.js";
import type { PageTotal } from "../services/parcels/page.js";
import type { ParcelTableRow } from "../services/parcels/table-rows.js";
import { JsonText } from "../lib/api.js";
import { uploadUrl } from "../lib/signed-uploads.js";
import { engineLinkOf, presentCarrierBrief } from "./carrier.js";
import { pageCounts } from "./page.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const kg = (grams: number | null) => (grams === null ? null : grams / 1000);

export function presentOwner(owner: ParcelOwnerRow) {
  return {
    _id: owner.id,
    id: owner.id,
    fullName: `${owner.first_name} ${owner.last_name}`,
    email: owner.email,
    phone: owner.phone,
    addressHash: owner.address_code,
    suspicious: owner.suspicious,
  };
}

/** The fields a parcel's answer opens with, its whole answer and its table row alike, in this order. */
function parcelOpening(row: Pick<ParcelTableRow, "id" | "parcel_code" | "track_number" | "state" | "weight_grams">) {
  return {
    _id: row.id,
    packageId: row.parcel_code,
    trackNumber: row.track_number,
    state: row.state,
    weight: row.weight_grams / 1000,
  };
}

/**
 * The one parcel answer, for customers and staff alike; `withUser` adds the
 * owner for staff screens. Every flag comes from the state (parcelFlags).
 */
export function presentParcel(record: ParcelRecord, now: Date, options: { withUser?: boolean } = {}): ParcelView {
  const { row } = record;
  const chosen = record.offers.find(({ offer }) => offer.id === row.chosen_offer_id);
  const shipCarrier = record.shipCarrier ?? chosen?.carrier ?? null;
  return {
    ...parcelOpening(row),
    length: row.length_cm,
    width: row.width_cm,
    height: row.height_cm,
    fees: unitsOfCents(row.fees_cents),
    // A deleted parcel's photos are no longer shown to anyone (services/upload-access.ts).
    images: row.deleted_at ? [] : record.images.map((image) => record.photoLink(image.path)),
    warehouse: {
      _id: record.warehouse.id,
      country: record.warehouse.country,
      flagImage: uploadUrl(record.warehouse.flag_image_path),
    },
    details: record.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      price: unitsOfCents(item.price_cents),
      madeIn: item.made_in,
      type: item.type,
      code_sh: item.hs_code,
    })),
    shippingOptions: {
      hasDangerous: row.has_dangerous,
      hasLithium: row.has_lithium,
      removeBills: row.remove_bills,
      removeShoeBoxes: row.remove_shoe_boxes,
      additionalNote: row.additional_note,
    },
    shippingAddress: record.address && {
      _id: record.address.address_book_id,
      name: record.address.name,
      nationalID: record.address.national_id,
      country: record.address.country,
      city: record.address.city,
      addressLineOne: record.address.address_line_one,
      addressLineTwo: record.address.address_line_two,
      phone: record.address.phone,
      zip: record.address.zip,
    },
    methods: record.offers.map(({ offer, carrier }) => ({
      _id: offer.id,
      price: unitsOfCents(offer.price_cents),
      company: presentCarrierBrief(carrier),
    })),
    shipMethod:
      chosen || shipCarrier
        ? {
            _id: chosen?.offer.id ?? null,
            price:
              row.ship_price_cents !== null
                ? unitsOfCents(row.ship_price_cents)
                : chosen
                  ? unitsOfCents(chosen.offer.price_cents)
                  : null,
            company: shipCarrier && presentCarrierBrief(shipCarrier),
            engineLink: shipCarrier && engineLinkOf(shipCarrier),
          }
        : null,
    ...parcelFlags({ state: row.state, isConsolidated: row.is_consolidated, deleted: row.deleted_at !== null }),
    expired: isExpired(row.state, row.arrived_at, now),
    imagesRequested: record.imagesRequested,
    underReview: record.underReview,
    serviceOpen: record.serviceOpen,
    revision: record.revision,
    createdAt: row.created_at.toISOString(),
    arrivedAt: row.arrived_at.toISOString(),
    storageEndsOn: storageEndDay(row.arrived_at),
    assembleTime: iso(row.assemble_requested_at),
    approveTime: iso(row.approval_requested_at),
    approvedAt: iso(row.approved_at),
    paidAt: iso(row.paid_at),
    shipDate: iso(row.shipped_at),
    shippedTrackNumber: row.shipped_track_number,
    trackLink: row.track_link,
    shipWeight: kg(row.ship_weight_grams),
    shipLength: row.ship_length_cm,
    shipWidth: row.ship_width_cm,
    shipHeight: row.ship_height_cm,
    disassembledFrom: record.splitFromCode,
    deleteReason: row.delete_reason,
    deletedBy: record.deletedByName,
    deletedAt: iso(row.deleted_at),
    ...(options.withUser ? { user: presentOwner(record.owner) } : {}),
  };
}

export function presentParcels(records: ParcelRecord[], now: Date, options: { withUser?: boolean } = {}): ParcelView[] {
  return records.map((record) => presentParcel(record, now, options));
}

/**
 * One parcel's answer as JSON text: the same content as `presentParcel`,
 * `expired` and `user` last. The rest is written once per stable record and
 * kept on it, without the flag that moves with time and without its owner.
 */
export function parcelJson(record: ParcelRecord, now: Date, options: { withUser?: boolean } = {}): string {
  let own = record.stable?.json;
  if (own === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { expired, ...view } = presentParcel(record, now);
    own = JSON.stringify(view).slice(0, -1);
    if (record.stable) record.stable.json = own;
  }
  const expired = isExpired(record.row.state, record.row.arrived_at, now);
  const user = options.withUser ? `,"user":${JSON.stringify(presentOwner(record.owner))}` : "";
  return `${own},"expired":${expired}${user}}`;
}

/**
 * A page of a parcel list as its answer, `{ packages, error, <countKey>,
 * pageCount }`, in JSON text: the lists name their total `packageCount` or,
 * for request queues, `requestCount`. A page of parcels is most of what the
 * lists send, and the parcels seen before at the same revision are not
 * presented and serialized again.
 */
export function parcelListJson(
  page: { records: readonly ParcelRecord[] } & PageTotal,
  now: Date,
  countKey: "packageCount" | "requestCount",
  options: { withUser?: boolean } = {},
): JsonText {
  const fields = { error: false, [countKey]: page.total, ...pageCounts(page) };
  // One join makes one flat string: a template around the joined parcels would be copied again when sent.
  const parts = ['{"packages":['];
  page.records.forEach((record, i) => parts.push(i === 0 ? "" : ",", parcelJson(record, now, options)));
  parts.push(`],${JSON.stringify(fields).slice(1)}`);
  return new JsonText(parts.join(""));
}

/** A parcel as a row of a back-office table (`view=rows`): the same values as its whole answer, fewer of them. */
export function presentParcelRow(row: ParcelTableRow): ParcelRowView {
  const flags = parcelFlags({ state: row.state, isConsolidated: row.is_consolidated, deleted: row.deleted });
  return {
    ...parcelOpening(row),
    warehouse: { _id: row.warehouse_id, country: row.warehouse_country },
    awaitingApprove: flags.awaitingApprove,
    approved: flags.approved,
    methods: row.offers.map((offer) => ({
      _id: offer.id,
      price: unitsOfCents(offer.price_cents),
      company: { _id: offer.carrier_id, name: offer.carrier_name },
    })),
    revision: row.revision,
    createdAt: row.created_at.toISOString(),
    arrivedAt: row.arrived_at.toISOString(),
    approveTime: iso(row.approval_requested_at),
    approvedAt: iso(row.approved_at),
    paidAt: iso(row.paid_at),
    user: presentOwner(row.owner),
  };
}

/** A page of a request queue's rows as its answer, `{ packages, error, requestCount, pageCount }`. */
export function parcelRowsJson(page: { rows: readonly ParcelTableRow[] } & PageTotal): JsonText {
  return new JsonText(
    JSON.stringify({
      packages: page.rows.map(presentParcelRow),
      error: false,
      requestCount: page.total,
      ...pageCounts(page),
    }),
  );
}
