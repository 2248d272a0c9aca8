import {
  recoverPasswordRequestSchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
  updateUserRequestSchema,
} from "@ipf/shared";
import { accountResponseSchema } from "@ipf/shared/schemas/accounts";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentSession } from "../../lib/auth.js";
import { attemptLimit, rateLimit } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import type { CustomerRow } from "../../db-rows.js";
import { presentAccount } from "../../presenters/customer.js";
import { changePassword, requestPasswordReset, resetPassword, updateNames } from "../../services/accounts.js";
import { resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  updated: "Updated Successfully.",
  linkSent: "If an account uses this e-mail address, a link to choose a new password has been sent to it.",
  passwordReset: "Your password has been changed.",
} as const;

/** The customer's profile and password: updateuser, update_password, password/recover, password/reset. */
export function registerProfileRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["customers"] });
  const account = (message: string, customer: CustomerRow, session?: string) =>
    presentAccount(deps.tokens, message, customer, session);
  // Guessing the current password from a stolen session: 10 tries, then one per 15 minutes.
  const passwordAttempts = attemptLimit(deps.db, "password-change-failures", 10, 900, ["INCORRECT_PASSWORD"]);

  routes.put(
    "/api/users/updateuser",
    {
      summary: "Change the customer's names; answers a fresh token",
      auth: "customer",
      schemas: { body: updateUserRequestSchema, response: accountResponseSchema },
    },
    async (ctx, { body }) =>
      account(MESSAGES.updated, await updateNames(deps, currentCustomer(ctx).id, body), currentSession(ctx).sid),
  );

  routes.post(
    "/api/users/update_password",
    {
      summary: "Change the password (current one checked); every other session is signed out",
      auth: "customer",
      schemas: { body: updatePasswordRequestSchema, response: accountResponseSchema },
      errors: [429],
    },
    async (ctx, { body }) => {
      const customerId = currentCustomer(ctx).id;
      const updated = await passwordAttempts(customerId, () =>
        changePassword(deps, customerId, body.curPassword, body.newPassword),
      );
      return account(MESSAGES.updated, updated, currentSession(ctx).sid);
    },
  );

  routes.post(
    "/api/users/password/recover",
    {
      summary:
        "E-mail a single-use password reset link, valid one hour, if an account has the address (at most five an hour; links sent stay valid). The answer is the same for every address",
      schemas: { body: recoverPasswordRequestSchema, response: messageResponseSchema },
      errors: [429],
    },
    // Per IP, so addresses cannot be probed in bulk. Per account (in the job, see
    // services/accounts.ts): at most five links an hour, and asking again never retires the links
    // already sent, so nobody else's requests can keep the owner from resetting.
    rateLimit(deps.db, { name: "password-recover-ip", limit: 30, windowSeconds: 3600 }),
    async (_ctx, { body }) => {
      await requestPasswordReset(deps, body.email);
      return { error: false as const, message: MESSAGES.linkSent };
    },
  );

  routes.post(
    "/api/users/password/reset",
    {
      summary: "Set a new password with the token of a reset link; signs the customer in",
      schemas: { body: resetPasswordRequestSchema, response: accountResponseSchema },
      errors: [429],
    },
    rateLimit(deps.db, { name: "password-reset", limit: 20, windowSeconds: 3600 }),
    async (_ctx, { body }) => account(MESSAGES.passwordReset, await resetPassword(deps, body.token, body.password)),
  );
}
