import { labelNameOf, type Customer, type Staff } from "@ipf/shared";
import type { CustomerRow, StaffRow } from "../db-rows.js";

export function presentCustomer(row: CustomerRow): Customer {
  // A query that picked its columns may leave the Latin names out: none given, as far as it knows.
  const names = {
    firstName: row.first_name,
    lastName: row.last_name,
    latinFirstName: row.latin_first_name ?? null,
    latinLastName: row.latin_last_name ?? null,
  };
  return {
    id: row.id,
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    latinFirstName: names.latinFirstName,
    latinLastName: names.latinLastName,
    labelName: labelNameOf(names),
    email: row.email,
    phone: row.phone,
    addressHash: row.address_code,
    isConfirmed: row.is_confirmed,
    suspicious: row.suspicious,
    language: row.language,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    groupId: row.group_id,
  };
}
