import type { Address } from "@ipf/shared/schemas/addresses";
import type { AddressRow } from "../services/addresses.js";

export function presentAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    name: row.name,
    country: row.country,
    city: row.city,
    zip: row.zip,
    addressLineOne: row.address_line_one,
    addressLineTwo: row.address_line_two,
    nationalID: row.national_id ?? "",
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
  };
}
