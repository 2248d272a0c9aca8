import { account } from "@ipf/shared/contract/account";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentSession } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentAccount } from "../../presenters/customer.js";
import { confirmContactChange, requestContactChange } from "../../services/contact-change.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  codeSent: "A confirmation code has been sent.",
  emailChanged: "Your e-mail address has been changed.",
  phoneChanged: "Your phone number has been changed.",
} as const;

/** A confirmed customer's new e-mail address or phone number, confirmed by a code (the profile page). */
export function registerContactChangeRoutes(api: Api, deps: Deps) {
  api.bind(account.requestContactChange, perCustomer(deps.db, "contact-change", 20, 3600), async (ctx, { body }) => {
    const change =
      body.kind === "email" ? { kind: body.kind, value: body.email } : { kind: body.kind, value: body.phone };
    const { sentTo } = await inTransaction(deps, (work) => requestContactChange(work, currentCustomer(ctx).id, change));
    return { error: false as const, message: MESSAGES.codeSent, sentTo };
  });

  api.bind(account.confirmContactChange, perCustomer(deps.db, "contact-confirm", 60, 3600), async (ctx, { body }) => {
    const customer = await confirmContactChange(readScope(deps), currentCustomer(ctx).id, body.kind, body.otp);
    return presentAccount(
      deps.tokens,
      body.kind === "email" ? MESSAGES.emailChanged : MESSAGES.phoneChanged,
      customer,
      currentSession(ctx).sid,
    );
  });
}
