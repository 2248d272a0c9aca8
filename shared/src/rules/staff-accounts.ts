import { STAFF_GROUPS } from "../schemas/auth.js";

/**
 * The rule that keeps the back office run by someone: at least one admin
 * stays active. The API refuses a change that breaks it (409 LAST_ADMIN),
 * reading the active admins under lock; the staff screen reads it with the
 * count its list brings, so that it offers neither "Disable" nor another
 * group to the last active admin.
 */

/** What the rule reads of an account: its group and whether it signs in. */
export interface AccountStanding {
  groupId: number;
  isActive: boolean;
}

function isActiveAdmin(account: AccountStanding): boolean {
  return account.isActive && account.groupId === STAFF_GROUPS.admin;
}

/**
 * Whether changing `account` as `change` says would leave no active admin:
 * it is one now, would not be after, and `activeAdmins` (the active admins,
 * `account` among them) counts no other.
 */
export function removesLastAdmin(
  account: AccountStanding,
  change: Partial<AccountStanding>,
  activeAdmins: number,
): boolean {
  return isActiveAdmin(account) && !isActiveAdmin({ ...account, ...change }) && activeAdmins <= 1;
}
