import type { StaffRow } from "../db-rows.js";
import { AuthenticationError, IncorrectPasswordError } from "../lib/errors.js";
import { hashPassword, verifyPassword } from "../lib/passwords.js";
import type { Work } from "./work.js";

/** A staff member's own account: the password; and the row of a sign-in of the history admins review. */

/**
 * Checks the current password and stores the new one. The token version
 * goes up, which signs out every other session; the caller answers a new
 * token for this one.
 */
export async function changeStaffPassword(
  { trx }: Work,
  staffId: string,
  oldPassword: string,
  newPassword: string,
): Promise<StaffRow> {
  const staff = (await trx("staff").where({ id: staffId }).forUpdate().first()) as StaffRow | undefined;
  // The session's own account vanished or was switched off meanwhile.
  if (!staff || !staff.is_active) throw AuthenticationError();
  if (!(await verifyPassword(staff.password_hash, oldPassword))) {
    throw IncorrectPasswordError("oldPassword");
  }
  const [row] = await trx("staff")
    .where({ id: staffId })
    .update({ password_hash: await hashPassword(newPassword), token_version: staff.token_version + 1 })
    .returning("*");
  return row as StaffRow;
}
