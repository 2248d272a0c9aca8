import { randomInt } from "node:crypto";
import { CONTACT_CODE_COOLDOWN_SECONDS, maskEmail, type ContactKind } from "@ipf/shared/schemas/contact-change";
import type { Db } from "@ipf/db";
import type { CustomerRow } from "../db-rows.js";
import {
  type ApiError,
  CodeExpiredError,
  ConflictError,
  EmailTakenError,
  InvalidCodeError,
  RateLimitError,
  ValidationError,
} from "../lib/errors.js";
import { contactChangeCodeMail } from "../mails/contact-change-code.js";
import {
  CODE_VALID_MINUTES,
  DAILY_CAP,
  DAY_MS,
  hashCode,
  MAX_CODE_ATTEMPTS,
  recentCodes,
  secondsUntil,
} from "./confirmation.js";
import { isUniqueViolation, lockCustomer } from "./customers.js";
import { inTransaction, type Scope, type Work } from "./work.js";

/**
 * A confirmed customer changes their e-mail address or phone number (the
 * profile page): the new value waits beside a six-digit code and is written
 * only when the code comes back. Each step locks the customer row, so two
 * requests racing (two tabs, a double click) cannot both change the account:
 * the second finds the code used and gets 409.
 */
const PURPOSES = { email: "email_change", phone: "phone_change" } as const satisfies Record<ContactKind, string>;

const MESSAGES = {
  sameValue: "This is already your account's value.",
  codeUsed: "This code has already been used.",
  tooManyAttempts: "Too many attempts, please ask for a new code.",
} as const;

interface ChangeCodeRow {
  id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
  new_value: string;
}

async function emailTaken(trx: Db, email: string, customerId: string): Promise<boolean> {
  return Boolean(
    await trx("customers").whereRaw("lower(email) = ?", [email.toLowerCase()]).whereNot({ id: customerId }).first("id"),
  );
}

/** POST /api/users/contact/change: keeps the new value and sends its code. Answers where the code went. */
export async function requestContactChange(
  work: Work,
  customerId: string,
  change: { kind: ContactKind; value: string },
): Promise<{ sentTo: string }> {
  const { trx, deps, now } = work;
  const customer = await lockCustomer(work, customerId);
  const field = change.kind;
  const current = change.kind === "email" ? customer.email.toLowerCase() : customer.phone;
  if (change.value === current)
    throw ValidationError({ [field]: change.kind === "email" ? "sameEmail" : "samePhone" }, MESSAGES.sameValue);
  if (change.kind === "email" && (await emailTaken(trx, change.value, customerId))) {
    throw EmailTakenError();
  }

  const purpose = PURPOSES[change.kind];
  const recent = await recentCodes(work, customerId, purpose);
  if (recent.length >= DAILY_CAP) {
    throw RateLimitError(secondsUntil(now, new Date(recent[recent.length - 1]!.created_at.getTime() + DAY_MS)));
  }
  const last = recent[0]?.created_at;
  if (last && now.getTime() - last.getTime() < CONTACT_CODE_COOLDOWN_SECONDS * 1000) {
    throw RateLimitError(secondsUntil(now, new Date(last.getTime() + CONTACT_CODE_COOLDOWN_SECONDS * 1000)));
  }

  await trx("confirmation_codes")
    .where({ customer_id: customerId, purpose })
    .whereNull("used_at")
    .update({ used_at: now });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await trx("confirmation_codes").insert({
    customer_id: customerId,
    purpose,
    new_value: change.value,
    code_hash: hashCode(work, customerId, code),
    created_at: now,
    expires_at: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
  });
  // A new address proves itself; a phone number's code goes to the confirmed address (no SMS here).
  const to = change.kind === "email" ? change.value : customer.email;
  await deps.mailer.queue(contactChangeCodeMail(customer, { ...change, to }, code, CODE_VALID_MINUTES), trx);
  return { sentTo: maskEmail(to) };
}

type Outcome = { ok: true; customer: CustomerRow } | { ok: false; error: ApiError };

/**
 * POST /api/users/contact/confirm: writes the value the newest code of this
 * kind stands for. A wrong code still counts (the attempt is committed
 * before the refusal); a code already used answers 409, so of two requests
 * racing with the same code one changes the account and the other is told.
 */
export async function confirmContactChange(
  scope: Scope,
  customerId: string,
  kind: ContactKind,
  otp: string,
): Promise<CustomerRow> {
  try {
    const outcome = await inTransaction(scope.deps, async (work): Promise<Outcome> => {
      const { trx, now } = work;
      await lockCustomer(work, customerId);
      const code = (await trx("confirmation_codes")
        .where({ customer_id: customerId, purpose: PURPOSES[kind] })
        .orderBy("created_at", "desc")
        .forUpdate()
        .first()) as ChangeCodeRow | undefined;
      const invalid = InvalidCodeError();
      if (!code) return { ok: false, error: invalid };
      if (code.used_at) return { ok: false, error: ConflictError("CODE_USED", MESSAGES.codeUsed) };
      if (code.expires_at.getTime() <= now.getTime()) {
        return { ok: false, error: CodeExpiredError() };
      }
      if (code.attempts >= MAX_CODE_ATTEMPTS) {
        return { ok: false, error: RateLimitError(undefined, "TOO_MANY_ATTEMPTS", MESSAGES.tooManyAttempts) };
      }
      if (code.code_hash !== hashCode(work, customerId, otp)) {
        await trx("confirmation_codes").where({ id: code.id }).increment("attempts", 1);
        return { ok: false, error: invalid };
      }
      await trx("confirmation_codes")
        .where({ id: code.id })
        .update({ used_at: now, attempts: code.attempts + 1 });
      if (kind === "email" && (await emailTaken(trx, code.new_value, customerId))) {
        return { ok: false, error: EmailTakenError() };
      }
      const [updated] = (await trx("customers")
        .where({ id: customerId })
        .update(kind === "email" ? { email: code.new_value, email_changed_at: now } : { phone: code.new_value })
        .returning("*")) as CustomerRow[];
      return { ok: true, customer: updated! };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.customer;
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw EmailTakenError();
    throw error;
  }
}
