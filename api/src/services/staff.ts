import type { Knex } from "knex";
import { can } from "@ipf/shared/permissions";
import { removesLastAdmin } from "@ipf/shared/rules/staff-accounts";
import { STAFF_GROUPS, type StaffGroup } from "@ipf/shared/schemas/auth";
import type { StaffStatus } from "@ipf/shared/schemas/staff";
import type { StaffRow } from "../db-rows.js";
import {
  AuthenticationError,
  ConflictError,
  EmailTakenError,
  ForbiddenError,
  InvalidCredentialsError,
  NotFoundError,
} from "../lib/errors.js";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../lib/passwords.js";
import { isUniqueViolation } from "./customers.js";
import type { Scope, Work } from "./work.js";
import { containsPattern } from "./parcels/search.js";

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
export async function staffLogIn(scope: Scope, attempt: LoginAttempt): Promise<StaffRow> {
  const username = attempt.username.trim().toLowerCase();
  const staff = (await scope.db("staff").where({ username }).first()) as StaffRow | undefined;
  let reason: string | null = null;
  if (!staff) {
    await verifyAgainstNothing(attempt.password);
    reason = "Unknown username";
  } else if (!(await verifyPassword(staff.password_hash, attempt.password))) {
    reason = "Wrong password";
  } else if (!staff.is_active) {
    reason = "Account disabled";
  }
  await scope.deps.db.transaction(async (trx) => {
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

// ------------------------------------------------------------ staff accounts

/**
 * Staff accounts as admins manage them (permission staff.manage), and the
 * first admin of a production install (the staff:create command). Rules:
 * usernames and e-mail addresses are unique (case-blind); at least one admin
 * stays active (the shared removesLastAdmin), also when two admins disable
 * or demote each other at the same moment; a disabled account or one whose
 * password was reset loses its sessions at once (the token version goes up,
 * and every request checks it and the active flag). A new group needs no
 * new sign-in: every request reads the account's group from its row.
 */

const ACCOUNT_MESSAGES = {
  usernameTaken: "This username is already taken.",
  lastAdmin: "At least one admin must stay active.",
  alreadyDisabled: "This account is already disabled.",
  alreadyActive: "This account is already active.",
} as const;

export interface NewStaff {
  username: string;
  fullName: string;
  email: string | null;
  groupId: StaffGroup;
  password: string;
}

/**
 * Creates an account; 409 USERNAME_TAKEN when the username is in use. One
 * INSERT, so it needs no Work; and only `db` of the Scope, so that the
 * staff:create command, which has a database and nothing else, can call it.
 */
export async function createStaffAccount(scope: Pick<Scope, "db">, input: NewStaff): Promise<StaffRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await scope
      .db("staff")
      .insert({
        username: input.username.trim().toLowerCase(),
        full_name: input.fullName,
        email: input.email,
        group_id: input.groupId,
        password_hash: passwordHash,
      })
      .returning("*");
    return row as StaffRow;
  } catch (error) {
    if (isUniqueViolation(error, "username")) {
      throw ConflictError("USERNAME_TAKEN", ACCOUNT_MESSAGES.usernameTaken);
    }
    throw takenEmail(error);
  }
}

/** The error to throw for a failed write: 409 EMAIL_TAKEN for an e-mail address another account has. */
function takenEmail(error: unknown): unknown {
  return isUniqueViolation(error, "staff_email") ? EmailTakenError() : error;
}

/** One page of accounts of a tab, searched by username, name or e-mail; admins first, then by username. */
export async function listStaffAccounts(
  scope: Scope,
  filter: { status: StaffStatus; q?: string | undefined; page: number; perPage: number },
): Promise<{ rows: StaffRow[]; count: number }> {
  const { db } = scope;
  const narrow = (query: Knex.QueryBuilder): Knex.QueryBuilder => {
    if (filter.status !== "all") query.where("is_active", filter.status === "active");
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      query.where((where) =>
        where.whereILike("username", pattern).orWhereILike("full_name", pattern).orWhereILike("email", pattern),
      );
    }
    return query;
  };
  const [rows, counted] = await Promise.all([
    narrow(db("staff"))
      .orderBy([{ column: "group_id" }, { column: "username" }])
      .offset(filter.page * filter.perPage)
      .limit(filter.perPage)
      .select("*") as Promise<StaffRow[]>,
    narrow(db("staff").count({ n: "*" })) as Promise<{ n: string }[]>,
  ]);
  return { rows, count: Number(counted[0]?.n ?? 0) };
}

/**
 * The account an admin changes, and how many admins are active, read under
 * lock. The active admins are locked first, in one order, so that two admins
 * acting at once run one after the other: the second sees the first's
 * change, and is refused rather than leaving no active admin (409
 * LAST_ADMIN), or, when the first disabled them, signed out (401), or, when
 * the first moved them to another group, forbidden (403).
 */
async function lockForChange(trx: Work["trx"], actorId: string, staffId: string) {
  const admins = (await trx("staff")
    .where({ group_id: STAFF_GROUPS.admin, is_active: true })
    .orderBy("id")
    .forUpdate()
    .select("id")) as { id: string }[];
  const actor = (await trx("staff").where({ id: actorId }).forUpdate().first()) as StaffRow | undefined;
  if (!actor?.is_active) throw AuthenticationError();
  if (!can(actor.group_id, "staff.manage")) throw ForbiddenError();
  const target = (await trx("staff").where({ id: staffId }).forUpdate().first()) as StaffRow | undefined;
  if (!target) throw NotFoundError();
  return { target, activeAdmins: admins.length };
}

/** What the shared rule reads of an account row. */
const standing = (row: StaffRow) => ({ groupId: row.group_id, isActive: row.is_active });

/**
 * Disables or enables an account (see lockForChange for two admins at
 * once). Disabling an account that already is, or enabling an active one,
 * answers 409 CONFLICT: someone else handled it.
 */
export async function setStaffActive(
  { trx }: Work,
  input: { actorId: string; staffId: string; active: boolean },
): Promise<StaffRow> {
  const { target, activeAdmins } = await lockForChange(trx, input.actorId, input.staffId);
  if (target.is_active === input.active) {
    throw ConflictError("CONFLICT", input.active ? ACCOUNT_MESSAGES.alreadyActive : ACCOUNT_MESSAGES.alreadyDisabled);
  }
  if (removesLastAdmin(standing(target), { isActive: input.active }, activeAdmins)) {
    throw ConflictError("LAST_ADMIN", ACCOUNT_MESSAGES.lastAdmin);
  }
  const [row] = await trx("staff")
    .where({ id: target.id })
    // Disabling ends the sessions for good: enabling again asks for a new sign-in.
    .update(input.active ? { is_active: true } : { is_active: false, token_version: target.token_version + 1 })
    .returning("*");
  return row as StaffRow;
}

/**
 * Edits an account's name, e-mail and group. The sessions carry on: the
 * group is read from the row on every request, so the member's next one
 * acts with the new group. The last active admin keeps its group (409
 * LAST_ADMIN); an e-mail address another account has answers 409
 * EMAIL_TAKEN, also when two edits race for it.
 */
export async function updateStaffAccount(
  { trx }: Work,
  input: { actorId: string; staffId: string; fullName: string; email: string | null; groupId: StaffGroup },
): Promise<StaffRow> {
  const { target, activeAdmins } = await lockForChange(trx, input.actorId, input.staffId);
  if (removesLastAdmin(standing(target), { groupId: input.groupId }, activeAdmins)) {
    throw ConflictError("LAST_ADMIN", ACCOUNT_MESSAGES.lastAdmin);
  }
  try {
    const [row] = await trx("staff")
      .where({ id: target.id })
      .update({ full_name: input.fullName, email: input.email, group_id: input.groupId })
      .returning("*");
    return row as StaffRow;
  } catch (error) {
    throw takenEmail(error);
  }
}

/** Sets a new password chosen by an admin; the account's sessions end. */
export async function resetStaffPassword(
  { trx }: Work,
  input: { staffId: string; password: string },
): Promise<StaffRow> {
  const target = (await trx("staff").where({ id: input.staffId }).forUpdate().first()) as StaffRow | undefined;
  if (!target) throw NotFoundError();
  const [row] = await trx("staff")
    .where({ id: target.id })
    .update({ password_hash: await hashPassword(input.password), token_version: target.token_version + 1 })
    .returning("*");
  return row as StaffRow;
}

/** Active admins: none on a fresh production install until staff:create makes one. */
export async function countActiveAdmins(scope: Scope): Promise<number> {
  const [row] = await scope.db("staff").where({ group_id: STAFF_GROUPS.admin, is_active: true }).count({ n: "*" });
  return Number((row as { n: string } | undefined)?.n ?? 0);
}

/** How the first admin of a production install is made (docs/production.md, "First admin in production"). */
export const FIRST_ADMIN_COMMAND = 'npm run staff:create -- --group 1 --username <username> --name "<full name>"';
