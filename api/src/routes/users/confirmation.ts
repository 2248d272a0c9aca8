import { customerAuth } from "@ipf/shared/contract/customer-auth";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentSession } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentAccount, presentCustomer } from "../../presenters/customer.js";
import { changeEmail, confirmEmail, sendConfirmationCode } from "../../services/confirmation.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  emailSent: "A confirmation code has been sent to your e-mail.",
  confirmed: "Your e-mail address is confirmed.",
  emailUpdated: "Your e-mail address was updated; a confirmation code has been sent to it.",
} as const;

/**
 * E-mail confirmation: confirmation-status, generate-confirmation, confirm-otp, updateemail.
 * The customer calls them before the address is confirmed: the one exemption
 * from the API's confirmation rule (see Access), besides reading one's account.
 */
export function registerConfirmationRoutes(api: Api, deps: Deps) {
  // The perCustomer limits sit on top of the per-code rules of services/confirmation.ts:
  // they stop one account (or one address) from hammering the calls at all.
  api.bind(customerAuth.confirmationStatus, async (ctx) => ({
    error: false as const,
    status: currentCustomer(ctx).is_confirmed,
  }));

  api.bind(customerAuth.sendConfirmationCode, perCustomer(deps.db, "confirmation-generate", 30, 3600), async (ctx) => {
    await inTransaction(deps, (work) => sendConfirmationCode(work, currentCustomer(ctx).id));
    return { error: false as const, message: MESSAGES.emailSent };
  });

  api.bind(customerAuth.confirmEmail, perCustomer(deps.db, "confirmation-check", 60, 3600), async (ctx, { body }) => {
    const customer = await confirmEmail(readScope(deps), currentCustomer(ctx).id, body.otp);
    return { error: false as const, message: MESSAGES.confirmed, user: presentCustomer(customer) };
  });

  api.bind(customerAuth.changeUnconfirmedEmail, async (ctx, { body }) => {
    const customer = await changeEmail(readScope(deps), currentCustomer(ctx).id, body.email);
    return presentAccount(deps.tokens, MESSAGES.emailUpdated, customer, currentSession(ctx).sid);
  });
}
