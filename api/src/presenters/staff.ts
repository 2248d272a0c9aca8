import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { StaffRow } from "../db-rows.js";
import { presentStaff } from "./customer.js";

/** A staff account as the staff screen lists it: never its password hash or token version. */
export function presentStaffAccount(row: StaffRow): StaffAccount {
  return {
    ...presentStaff(row),
    isActive: row.is_active,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
