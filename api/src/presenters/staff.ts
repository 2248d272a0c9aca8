import type { Staff } from "@ipf/shared";
import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { StaffRow } from "../db-rows.js";
import type { LoginLogRow } from "../services/login-history.js";

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

/** A staff account as the staff screen lists it: never its password hash or token version. */
export function presentStaffAccount(row: StaffRow): StaffAccount {
  return {
    ...presentStaff(row),
    isActive: row.is_active,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** A line of the staff sign-in history. */
export function presentLoginLog(row: LoginLogRow) {
  return {
    _id: String(row.id),
    admin:
      row.staff_id && row.staff_username
        ? {
            _id: row.staff_id,
            username: row.staff_username,
            email: row.staff_email,
            fullName: row.staff_full_name ?? "",
          }
        : null,
    username: row.username,
    location: row.location,
    ip: row.ip,
    date: row.created_at.toISOString(),
    status: row.success,
    reason: row.reason,
  };
}
