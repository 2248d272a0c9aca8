import { createHmac, randomInt } from "node:crypto";
import { EMAIL_CHANGE_COOLDOWN_SECONDS, RESEND_COOLDOWN_SECONDS } from "@ipf/shared/schemas/accounts";
import type { CustomerRow } from "../db-rows.js";
import {
  type ApiError,
  CodeExpiredError,
  ConflictError,
  EmailTakenError,
  InvalidCodeError,
  RateLimitError,
} from "../lib/errors.js";
import { confirmationCodeMail } from "../mails/confirmation-code.js";
import { isUniqueViolation, lockCustomer } from "./customers.js";
import { inTransaction, type Scope, type Work } from "./work.js";

/**
 * E-mail confirmation by a six-digit code: one code at a time, valid 15
 * minutes, 5 tries; a new code at most every 60 s and at most DAILY_CAP in 24
 * hours. Every check reads the customer row locked, so two racing requests
 * cannot both pass a limit.
 */
export const CODE_VALID_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
export const DAILY_CAP = 10;
export const DAY_MS = 24 * 3600 * 1000;

const MESSAGES = {
  userConfirmed: "User Confirmed",
  limitExceeded: "Limit Exceeded",
  resendTooSoon: "Please wait before asking for a new code.",
  tooManyAttempts: "Too many attempts, please ask for a new code.",
  confirmedEmail: "A confirmed e-mail address cannot be changed.",
  emailChangeTooSoon: "Please wait 2 minutes before editing the e-mail again.",
} as const;

/** Whole seconds from `from` until `to`, at least one: a Retry-After. */
export const secondsUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

export function hashCode(scope: Scope, customerId: string, code: string): string {
  return createHmac("sha256", scope.deps.config.jwtSecret).update(`${customerId}:${code}`).digest("hex");
}

interface CodeRow {
  id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  created_at: Date;
}

/** The customer's codes for `purpose` of the last 24 hours, newest first (the customer row must be locked). */
export async function recentCodes(
  work: Work,
  customerId: string,
  purpose: string,
): Promise<Pick<CodeRow, "created_at">[]> {
  return work
    .trx("confirmation_codes")
    .where({ customer_id: customerId, purpose })
    .andWhere("created_at", ">", new Date(work.now.getTime() - DAY_MS))
    .orderBy("created_at", "desc")
    .select("created_at");
}

/**
 * Retires the customer's earlier codes and e-mails a new one, inside the
 * caller's transaction (sign-up, resend, e-mail change).
 */
export async function issueEmailCode(work: Work, customer: CustomerRow): Promise<void> {
  const { trx, now } = work;
  await trx("confirmation_codes")
    .where({ customer_id: customer.id, purpose: "email" })
    .whereNull("used_at")
    .update({ used_at: now });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await trx("confirmation_codes").insert({
    customer_id: customer.id,
    purpose: "email",
    code_hash: hashCode(work, customer.id, code),
    created_at: now,
    expires_at: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
  });
  await work.deps.mailer.queue(confirmationCodeMail(customer, code, CODE_VALID_MINUTES), trx);
}

/** GET generate-confirmation: a new code, within the resend and daily limits. */
export async function sendConfirmationCode(work: Work, customerId: string): Promise<void> {
  const { now } = work;
  const customer = await lockCustomer(work, customerId);
  if (customer.is_confirmed) throw ConflictError("USER_CONFIRMED", MESSAGES.userConfirmed);
  const recent = await recentCodes(work, customerId, "email");
  if (recent.length >= DAILY_CAP) {
    const oldest = recent[recent.length - 1]!.created_at;
    const reopens = new Date(oldest.getTime() + DAY_MS);
    throw RateLimitError(secondsUntil(now, reopens), "LIMIT_EXCEEDED", MESSAGES.limitExceeded);
  }
  const last = recent[0]?.created_at;
  if (last && now.getTime() - last.getTime() < RESEND_COOLDOWN_SECONDS * 1000) {
    const ready = new Date(last.getTime() + RESEND_COOLDOWN_SECONDS * 1000);
    throw RateLimitError(secondsUntil(now, ready), "RESEND_TOO_SOON", MESSAGES.resendTooSoon);
  }
  await issueEmailCode(work, customer);
}

type Outcome = { ok: true; customer: CustomerRow } | { ok: false; error: ApiError };

/**
 * POST confirm-otp. A wrong code still counts: the attempt is committed
 * before the refusal is answered.
 */
export async function confirmEmail(scope: Scope, customerId: string, otp: string): Promise<CustomerRow> {
  const outcome = await inTransaction(scope.deps, async (work): Promise<Outcome> => {
    const { trx, now } = work;
    const customer = await lockCustomer(work, customerId);
    if (customer.is_confirmed) return { ok: false, error: ConflictError("USER_CONFIRMED", MESSAGES.userConfirmed) };
    const code = (await trx("confirmation_codes")
      .where({ customer_id: customerId, purpose: "email" })
      .whereNull("used_at")
      .orderBy("created_at", "desc")
      .forUpdate()
      .first()) as CodeRow | undefined;
    if (!code) return { ok: false, error: InvalidCodeError() };
    if (code.expires_at.getTime() <= now.getTime()) {
      return { ok: false, error: CodeExpiredError() };
    }
    if (code.attempts >= MAX_CODE_ATTEMPTS) {
      const ready = new Date(code.created_at.getTime() + RESEND_COOLDOWN_SECONDS * 1000);
      return {
        ok: false,
        error: RateLimitError(secondsUntil(now, ready), "TOO_MANY_ATTEMPTS", MESSAGES.tooManyAttempts),
      };
    }
    if (code.code_hash !== hashCode(work, customerId, otp)) {
      await trx("confirmation_codes").where({ id: code.id }).increment("attempts", 1);
      return { ok: false, error: InvalidCodeError() };
    }
    await trx("confirmation_codes")
      .where({ id: code.id })
      .update({ used_at: now, attempts: code.attempts + 1 });
    const [confirmed] = (await trx("customers")
      .where({ id: customerId })
      .update({ is_confirmed: true })
      .returning("*")) as CustomerRow[];
    return { ok: true, customer: confirmed! };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.customer;
}

/**
 * PUT updateemail: only while unconfirmed, at most once every 2 minutes, to
 * an address no one uses. A code goes to the new address when the daily cap
 * allows it (codes sent to the old one stop working either way).
 */
export async function changeEmail(scope: Scope, customerId: string, email: string): Promise<CustomerRow> {
  try {
    return await inTransaction(scope.deps, async (work) => {
      const { trx, now } = work;
      const customer = await lockCustomer(work, customerId);
      if (customer.is_confirmed) throw ConflictError("EMAIL_CONFIRMED", MESSAGES.confirmedEmail);
      const changed = customer.email_changed_at;
      if (changed && now.getTime() - changed.getTime() < EMAIL_CHANGE_COOLDOWN_SECONDS * 1000) {
        const ready = new Date(changed.getTime() + EMAIL_CHANGE_COOLDOWN_SECONDS * 1000);
        throw RateLimitError(secondsUntil(now, ready), "EMAIL_CHANGE_TOO_SOON", MESSAGES.emailChangeTooSoon);
      }
      const taken = await trx("customers")
        .whereRaw("lower(email) = ?", [email])
        .whereNot({ id: customerId })
        .first("id");
      if (taken) throw EmailTakenError();
      const [updated] = (await trx("customers")
        .where({ id: customerId })
        .update({ email, email_changed_at: now })
        .returning("*")) as CustomerRow[];
      if ((await recentCodes(work, customerId, "email")).length < DAILY_CAP) {
        await issueEmailCode(work, updated!);
      } else {
        await trx("confirmation_codes")
          .where({ customer_id: customerId, purpose: "email" })
          .whereNull("used_at")
          .update({ used_at: now });
      }
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EmailTakenError();
    throw error;
  }
}
