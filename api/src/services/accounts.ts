import { createHash, randomBytes } from "node:crypto";
import type { Language } from "@ipf/shared";
import type { CustomerRow } from "../db-rows.js";
import { BadRequestError, IncorrectPasswordError, NotFoundError } from "../lib/errors.js";
import { hashPassword, verifyPassword } from "../lib/passwords.js";
import { siteLink } from "../lib/public-origin.js";
import { counterKey, hit } from "../lib/rate-limit.js";
import { passwordResetMail } from "../mails/password-reset.js";
import { lockCustomer } from "./customers.js";
import { inTransaction, type Scope } from "./work.js";

/** The customer's own account: names, password, and the e-mailed password reset. */
export const RESET_VALID_MINUTES = 60;

const MESSAGES = {
  invalidResetToken: "This link is invalid or has expired, please ask for a new one.",
} as const;

export async function updateNames(
  scope: Scope,
  customerId: string,
  names: { firstName: string; lastName: string; latinFirstName: string | null; latinLastName: string | null },
): Promise<CustomerRow> {
  // One UPDATE writes all four names: two saves racing leave one whole set, never a mix.
  const [row] = (await scope
    .db("customers")
    .where({ id: customerId })
    .whereNull("deleted_at")
    .update({
      first_name: names.firstName,
      last_name: names.lastName,
      latin_first_name: names.latinFirstName,
      latin_last_name: names.latinLastName,
    })
    .returning("*")) as CustomerRow[];
  if (!row) throw NotFoundError();
  return row;
}

/**
 * Checks the current password and sets the new one. The token version moves
 * on, which signs out every other session; the caller answers a fresh token.
 */
export async function changePassword(
  scope: Scope,
  customerId: string,
  current: string,
  next: string,
): Promise<CustomerRow> {
  const nextHash = await hashPassword(next);
  return inTransaction(scope.deps, async (work) => {
    const { trx } = work;
    const customer = await lockCustomer(work, customerId);
    if (!(await verifyPassword(customer.password_hash, current))) {
      throw IncorrectPasswordError("curPassword");
    }
    const [row] = (await trx("customers")
      .where({ id: customerId })
      .update({ password_hash: nextHash, token_version: customer.token_version + 1 })
      .returning("*")) as CustomerRow[];
    return row!;
  });
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The link the e-mail carries: the site's recovery page, in the customer's
 * language, on the site address the reset was asked from (if one of ours).
 */
export function resetLink(scope: Scope, language: Language, token: string, origin: string | null): string {
  return siteLink(scope.deps.config, origin, `/${language}/reset-password?token=${encodeURIComponent(token)}`);
}

/** Reset links e-mailed to one account per hour; further requests send nothing (see sendPasswordReset). */
export const RESET_MAILS_PER_HOUR = 5;

/** The job that looks the address up and e-mails a reset link (services/jobs.ts runs it). */
export const PASSWORD_RESET_TASK = "accounts:password-reset";

/**
 * POST password/recover: queues the request and nothing else, whether or not
 * an account has the address, so that neither the answer nor its time tells
 * who has an account. The job (sendPasswordReset) does the rest; `origin`
 * is the site address asked from, where the link leads back.
 */
export async function requestPasswordReset(scope: Scope, email: string, origin: string): Promise<void> {
  await scope.deps.jobs.add(PASSWORD_RESET_TASK, { email, origin }, { maxAttempts: 5 });
}

/**
 * The job of a password/recover request: nothing for an unknown address;
 * otherwise a single-use link valid one hour is e-mailed. Links already sent
 * stay valid until one is used (which retires them all) or they expire:
 * someone else asking for links cannot retire the owner's. Past
 * RESET_MAILS_PER_HOUR links in an hour nothing more is sent: the inbox holds
 * a link sent within the hour, still valid until the count's hour is over.
 */
export async function sendPasswordReset(scope: Scope, email: string, origin: string | null = null): Promise<void> {
  const found = (await scope
    .db("customers")
    .whereRaw("lower(email) = ?", [email.toLowerCase()])
    .whereNull("deleted_at")
    .first("id")) as { id: string } | undefined;
  if (!found) return;
  if ((await hit(scope.db, counterKey("password-recover", found.id), RESET_MAILS_PER_HOUR, 3600)) !== null) return;
  await inTransaction(scope.deps, async (work) => {
    const { trx, now } = work;
    const customer = await lockCustomer(work, found.id);
    const token = randomBytes(32).toString("base64url");
    await trx("confirmation_codes").insert({
      customer_id: customer.id,
      purpose: "password_reset",
      code_hash: tokenHash(token),
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
    });
    await scope.deps.mailer.queue(passwordResetMail(customer, resetLink(scope, customer.language, token, origin)), trx);
  });
}

/**
 * POST password/reset: sets the password with a link's token, once. Opening
 * a link sent to the address also proves the address, so the account counts
 * as confirmed. Other sessions are signed out.
 */
export async function resetPassword(scope: Scope, token: string, password: string): Promise<CustomerRow> {
  const invalid = () =>
    BadRequestError(MESSAGES.invalidResetToken, "INVALID_RESET_TOKEN", { token: "invalidResetToken" });
  const hash = tokenHash(token);
  const owner = (await scope
    .db("confirmation_codes")
    .where({ code_hash: hash, purpose: "password_reset" })
    .first("customer_id")) as { customer_id: string } | undefined;
  if (!owner) throw invalid();
  const passwordHash = await hashPassword(password);
  return inTransaction(scope.deps, async (work) => {
    const { trx, now } = work;
    // Customer first, then codes: the same order as every other code path.
    const customer = await lockCustomer(work, owner.customer_id).catch(() => {
      throw invalid();
    });
    const code = (await trx("confirmation_codes")
      .where({ code_hash: hash, purpose: "password_reset", customer_id: customer.id })
      .forUpdate()
      .first()) as { id: string; used_at: Date | null; expires_at: Date } | undefined;
    if (!code || code.used_at || code.expires_at.getTime() <= now.getTime()) throw invalid();
    await trx("confirmation_codes")
      .where({ customer_id: customer.id, purpose: "password_reset" })
      .whereNull("used_at")
      .update({ used_at: now });
    const [row] = (await trx("customers")
      .where({ id: customer.id })
      .update({ password_hash: passwordHash, token_version: customer.token_version + 1, is_confirmed: true })
      .returning("*")) as CustomerRow[];
    return row!;
  });
}
