import type { Db } from "@ipf/db";
import type { StaffRow } from "../db-rows.js";
import { InvalidCredentialsError } from "../lib/errors.js";
import { verifyAgainstNothing, verifyPassword } from "../lib/passwords.js";

const MESSAGES = { invalid: "Incorrect username or password." } as const;

export interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  location: string;
}

/**
 * Checks a staff sign-in and writes one login-log row whatever the outcome.
 * The reason is kept for staff review; the caller only ever hears
 * "incorrect username or password".
 */
export async function staffLogIn(db: Db, attempt: LoginAttempt): Promise<StaffRow> {
  const username = attempt.username.trim().toLowerCase();
  const staff = (await db("staff").where({ username }).first()) as StaffRow | undefined;
  let reason: string | null = null;
  if (!staff) {
    await verifyAgainstNothing(attempt.password);
    reason = "Unknown username";
  } else if (!(await verifyPassword(staff.password_hash, attempt.password))) {
    reason = "Wrong password";
  } else if (!staff.is_active) {
    reason = "Account disabled";
  }
  await db.transaction(async (trx) => {
    await trx("login_logs").insert({
      staff_id: staff?.id ?? null,
      username,
      ip: attempt.ip,
      location: attempt.location,
      success: reason === null,
      reason,
    });
    if (staff && reason === null) await trx("staff").where({ id: staff.id }).update({ last_login_at: trx.fn.now() });
  });
  if (!staff || reason !== null) throw InvalidCredentialsError(MESSAGES.invalid);
  return staff;
}
