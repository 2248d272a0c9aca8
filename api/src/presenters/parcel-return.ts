/** Returns to the shop as the customer and staff read them. */
import type { ParcelReturn, StaffReturn } from "@ipf/shared/schemas/returns";
import type { ReturnListRow, ReturnRow } from "../services/returns/rows.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dollars = (cents: number) => cents / 100;

export function presentReturn(row: ReturnRow, parcel: { id: string; parcel_code: string }): ParcelReturn {
  return {
    _id: row.id,
    packageId: parcel.parcel_code,
    parcelId: parcel.id,
    state: row.state,
    address: {
      name: row.shop_name,
      country: row.country,
      city: row.city,
      zip: row.zip,
      addressLineOne: row.address_line_one,
      addressLineTwo: row.address_line_two,
      phone: row.phone,
    },
    rma: row.rma,
    note: row.note,
    label: row.label_source,
    currency: "USD",
    fee: dollars(row.fee_cents),
    labelPrice: dollars(row.label_cents),
    total: dollars(row.fee_cents + row.label_cents),
    trackNumber: row.tracking_number,
    trackLink: row.tracking_url,
    refuseReason: row.refuse_reason,
    requestedAt: row.requested_at.toISOString(),
    paidAt: iso(row.paid_at),
    returnedAt: iso(row.returned_at),
    refusedAt: iso(row.refused_at),
    cancelledAt: iso(row.cancelled_at),
  };
}

export function presentStaffReturn(row: ReturnListRow): StaffReturn {
  return {
    ...presentReturn(row, { id: row.parcel_id, parcel_code: row.parcel_code }),
    user: {
      _id: row.customer_id,
      id: row.customer_id,
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.customer_phone,
      addressHash: row.address_code,
      suspicious: row.suspicious,
      language: row.language,
    },
    trackNumberIn: row.track_number,
    weight: row.weight_grams / 1000,
    carrier: row.carrier_id
      ? { _id: row.carrier_id, name: row.carrier_name ?? "", linked: row.engine_carrier !== null }
      : null,
    hasLabel: row.prepaid_label_path !== null || row.label_id !== null,
  };
}
