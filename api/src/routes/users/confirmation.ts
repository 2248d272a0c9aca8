import { z } from "zod";
import { confirmOtpRequestSchema, customerSchema, updateEmailRequestSchema } from "@ipf/shared";
import { accountResponseSchema, confirmationStatusResponseSchema } from "@ipf/shared/schemas/accounts";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentSession } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentAccount, presentCustomer } from "../../presenters/customer.js";
import { changeEmail, confirmEmail, sendConfirmationCode } from "../../services/confirmation.js";
import { inTransaction } from "../../services/work.js";
import { resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  emailSent: "A confirmation code has been sent to your e-mail.",
  confirmed: "Your e-mail address is confirmed.",
  emailUpdated: "Your e-mail address was updated; a confirmation code has been sent to it.",
} as const;

const confirmedResponseSchema = z.object({ error: z.literal(false), message: z.string(), user: customerSchema });

/**
 * E-mail confirmation: confirmation-status, generate-confirmation, confirm-otp, updateemail.
 * The customer calls them before the address is confirmed: the one exemption
 * from the API's confirmation rule (see RouteAuth), besides reading one's account.
 */
export function registerConfirmationRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["customers"], auth: { customer: true, unconfirmed: true } });

  // The perCustomer limits sit on top of the per-code rules of services/confirmation.ts:
  // they stop one account (or one address) from hammering the calls at all.
  routes.get(
    "/api/users/confirmation-status",
    {
      summary: "Whether the customer's e-mail is confirmed",
      schemas: { response: confirmationStatusResponseSchema },
    },
    async (ctx) => ({ error: false as const, status: currentCustomer(ctx).is_confirmed }),
  );

  routes.get(
    "/api/users/generate-confirmation",
    {
      summary: "E-mail a new six-digit code: one per 60 s, a daily cap ('Limit Exceeded'), 409 once confirmed",
      schemas: { response: messageResponseSchema },
      errors: [409, 429],
    },
    perCustomer(deps.db, "confirmation-generate", 30, 3600),
    async (ctx) => {
      await inTransaction(deps, (work) => sendConfirmationCode(work, currentCustomer(ctx).id));
      return { error: false as const, message: MESSAGES.emailSent };
    },
  );

  routes.post(
    "/api/users/confirm-otp",
    {
      summary: "Confirm the e-mail with the code: 'Code expired' after 15 minutes, 'Invalid code', 5 tries per code",
      schemas: { body: confirmOtpRequestSchema, response: confirmedResponseSchema },
      errors: [409, 429],
    },
    perCustomer(deps.db, "confirmation-check", 60, 3600),
    async (ctx, { body }) => {
      const customer = await confirmEmail(deps, currentCustomer(ctx).id, body.otp);
      return { error: false as const, message: MESSAGES.confirmed, user: presentCustomer(customer) };
    },
  );

  routes.put(
    "/api/users/updateemail",
    {
      summary: "Change an unconfirmed e-mail (once per 2 minutes, not to one in use); answers a fresh token",
      schemas: { body: updateEmailRequestSchema, response: accountResponseSchema },
      errors: [409, 429],
    },
    async (ctx, { body }) => {
      const customer = await changeEmail(deps, currentCustomer(ctx).id, body.email);
      return presentAccount(deps.tokens, MESSAGES.emailUpdated, customer, currentSession(ctx).sid);
    },
  );
}
