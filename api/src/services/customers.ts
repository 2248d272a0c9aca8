import { newCustomerCode, type Language } from "@ipf/shared";
import type { CustomerRow } from "../db-rows.js";
import { EmailTakenError, InvalidCredentialsError, NotFoundError } from "../lib/errors.js";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../lib/passwords.js";
import { welcomeMail } from "../mails/welcome.js";
import { inTransaction, type Scope, type Work } from "./work.js";

const MESSAGES = {
  incorrectPassword: "Incorrect password. Try again, or click 'Forgot Password' to reset it.",
} as const;

export interface SignupInput {
  firstName: string;
  lastName: string;
  latinFirstName: string | null;
  latinLastName: string | null;
  email: string;
  phone: string;
  country: string | undefined;
  password: string;
  language: Language;
  /** The site address signed up at (requestOrigin): their e-mails link there. */
  siteOrigin: string;
}

const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === UNIQUE_VIOLATION && (!constraint || (e.constraint ?? "").includes(constraint));
}

/**
 * Creates the customer with a fresh customer code and queues the welcome
 * e-mail in the same transaction, then runs `onCreated` (the first
 * confirmation code) in it too. A taken e-mail answers 409 EMAIL_TAKEN,
 * also when two sign-ups for one address race.
 */
export async function signUp(
  scope: Scope,
  input: SignupInput,
  onCreated?: (work: Work, customer: CustomerRow) => Promise<void>,
): Promise<CustomerRow> {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(scope.deps, async (work) => {
        const { trx } = work;
        const taken = await trx("customers").whereRaw("lower(email) = ?", [input.email]).first("id");
        if (taken) throw EmailTakenError();
        const [customer] = (await trx("customers")
          .insert({
            first_name: input.firstName,
            last_name: input.lastName,
            latin_first_name: input.latinFirstName,
            latin_last_name: input.latinLastName,
            email: input.email,
            phone: input.phone,
            country: input.country ?? null,
            password_hash: passwordHash,
            address_code: newCustomerCode(),
            language: input.language,
            site_origin: input.siteOrigin,
          })
          .returning("*")) as CustomerRow[];
        await scope.deps.mailer.queue(welcomeMail(customer!), trx);
        await onCreated?.(work, customer!);
        return customer!;
      });
    } catch (error) {
      if (isUniqueViolation(error, "address_code") && attempt < 5) continue;
      if (isUniqueViolation(error)) {
        throw EmailTakenError();
      }
      throw error;
    }
  }
}

/**
 * Where a sign-in came from: the address and browser, kept for the login
 * history staff read on the customer's page, and the site address signed in
 * at (requestOrigin), where their e-mails link from now on.
 */
export interface SignInOrigin {
  ip: string | null;
  userAgent: string | null;
  site: string;
}

export async function logIn(
  scope: Scope,
  email: string,
  password: string,
  origin?: SignInOrigin,
): Promise<CustomerRow> {
  const { db } = scope;
  const customer = (await db("customers").whereRaw("lower(email) = ?", [email]).whereNull("deleted_at").first()) as
    CustomerRow | undefined;
  const valid = customer
    ? await verifyPassword(customer.password_hash, password)
    : await verifyAgainstNothing(password);
  if (!customer || !valid) throw InvalidCredentialsError(MESSAGES.incorrectPassword);
  await db("customers")
    .where({ id: customer.id })
    .update({ last_login_at: db.fn.now(), ...(origin ? { site_origin: origin.site } : {}) });
  if (origin) {
    await db("customer_logins").insert({
      customer_id: customer.id,
      ip: origin.ip?.slice(0, 64) ?? null,
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
    });
  }
  return customer;
}

/** The live customer row, locked for the rest of the transaction: every change of an account starts here. */
export async function lockCustomer(work: Work, customerId: string, notFound?: string): Promise<CustomerRow> {
  const customer = (await work
    .trx("customers")
    .where({ id: customerId })
    .whereNull("deleted_at")
    .forUpdate()
    .first()) as CustomerRow | undefined;
  if (!customer) throw NotFoundError(notFound);
  return customer;
}
