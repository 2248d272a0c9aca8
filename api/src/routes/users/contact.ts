import {
  contactChangeConfirmSchema,
  contactChangeRequestSchema,
  contactChangeResponseSchema,
} from "@ipf/shared/schemas/contact-change";
import { accountResponseSchema } from "@ipf/shared/schemas/accounts";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentSession } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentAccount } from "../../presenters/customer.js";
import { confirmContactChange, requestContactChange } from "../../services/contact-change.js";
import { inTransaction } from "../../services/work.js";
import { resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  codeSent: "A confirmation code has been sent.",
  emailChanged: "Your e-mail address has been changed.",
  phoneChanged: "Your phone number has been changed.",
} as const;

/** A confirmed customer's new e-mail address or phone number, confirmed by a code (the profile page). */
export function registerContactChangeRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["customers"], auth: "customer" });

  routes.post(
    "/api/users/contact/change",
    {
      summary:
        "Ask to change the e-mail (code sent to the new address) or the phone (code sent to the account's e-mail); one code a minute",
      schemas: { body: contactChangeRequestSchema, response: contactChangeResponseSchema },
      errors: [409, 429],
    },
    perCustomer(deps.db, "contact-change", 20, 3600),
    async (ctx, { body }) => {
      const change =
        body.kind === "email" ? { kind: body.kind, value: body.email } : { kind: body.kind, value: body.phone };
      const { sentTo } = await inTransaction(deps, (work) =>
        requestContactChange(work, currentCustomer(ctx).id, change),
      );
      return { error: false as const, message: MESSAGES.codeSent, sentTo };
    },
  );

  routes.post(
    "/api/users/contact/confirm",
    {
      summary: "Confirm the new e-mail or phone with its code; answers a fresh token. A used code answers 409",
      schemas: { body: contactChangeConfirmSchema, response: accountResponseSchema },
      errors: [409, 429],
    },
    perCustomer(deps.db, "contact-confirm", 60, 3600),
    async (ctx, { body }) => {
      const customer = await confirmContactChange(deps, currentCustomer(ctx).id, body.kind, body.otp);
      return presentAccount(
        deps.tokens,
        body.kind === "email" ? MESSAGES.emailChanged : MESSAGES.phoneChanged,
        customer,
        currentSession(ctx).sid,
      );
    },
  );
}
