import { account } from "@ipf/shared/contract/account";
import { customerAuth } from "@ipf/shared/contract/customer-auth";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentSession } from "../../lib/auth.js";
import { requestOrigin } from "../../lib/public-origin.js";
import { attemptLimit, rateLimit } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import type { CustomerRow } from "../../db-rows.js";
import { presentAccount } from "../../presenters/customer.js";
import { changePassword, requestPasswordReset, resetPassword, updateNames } from "../../services/accounts.js";
import { readScope } from "../../services/work.js";

const MESSAGES = {
  updated: "Updated Successfully.",
  linkSent: "If an account uses this e-mail address, a link to choose a new password has been sent to it.",
  passwordReset: "Your password has been changed.",
} as const;

/** The customer's profile and password: updateuser, update_password, password/recover, password/reset. */
export function registerProfileRoutes(api: Api, deps: Deps) {
  const accountAnswer = (message: string, customer: CustomerRow, session?: string) =>
    presentAccount(deps.tokens, message, customer, session);
  // Guessing the current password from a stolen session: 10 tries, then one per 15 minutes.
  const passwordAttempts = attemptLimit(deps.db, "password-change-failures", 10, 900, ["INCORRECT_PASSWORD"]);

  api.bind(account.rename, async (ctx, { body }) =>
    accountAnswer(
      MESSAGES.updated,
      await updateNames(readScope(deps), currentCustomer(ctx).id, body),
      currentSession(ctx).sid,
    ),
  );

  api.bind(account.changePassword, async (ctx, { body }) => {
    const customerId = currentCustomer(ctx).id;
    const updated = await passwordAttempts(customerId, () =>
      changePassword(readScope(deps), customerId, body.curPassword, body.newPassword),
    );
    return accountAnswer(MESSAGES.updated, updated, currentSession(ctx).sid);
  });

  api.bind(
    customerAuth.requestPasswordReset,
    // Per IP, so addresses cannot be probed in bulk. Per account (in the job, see
    // services/accounts.ts): at most five links an hour, and asking again never retires the links
    // already sent, so nobody else's requests can keep the owner from resetting.
    rateLimit(deps.db, { name: "password-recover-ip", limit: 30, windowSeconds: 3600 }),
    async (ctx, { body }) => {
      await requestPasswordReset(readScope(deps), body.email, requestOrigin(ctx, deps.config));
      return { error: false as const, message: MESSAGES.linkSent };
    },
  );

  api.bind(
    customerAuth.resetPassword,
    rateLimit(deps.db, { name: "password-reset", limit: 20, windowSeconds: 3600 }),
    async (_ctx, { body }) =>
      accountAnswer(MESSAGES.passwordReset, await resetPassword(readScope(deps), body.token, body.password)),
  );
}
