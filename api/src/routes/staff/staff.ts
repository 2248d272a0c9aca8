import { staffAuth } from "@ipf/shared/contract/staff-auth";
import type { Api } from "../../lib/api.js";
import { currentSession, currentStaff } from "../../lib/auth.js";
import { attemptLimit } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { changeStaffPassword } from "../../services/staff-account.js";
import { presentLoginLog } from "../../presenters/staff.js";
import { listLoginHistory } from "../../services/login-history.js";
import { registerStaffAccountRoutes } from "./accounts.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = { changed: "Password Changed Successfully" } as const;

/** The staff member's own password, the sign-in history and the staff accounts (admins). */
export function registerStaffRoutes(api: Api, deps: Deps) {
  registerStaffAccountRoutes(api, deps);

  // A stolen session must not be able to guess the password behind it.
  const passwordAttempts = attemptLimit(deps.db, "staff-changepass-failures", 5, 900, ["INCORRECT_PASSWORD"]);

  api.bind(staffAuth.changePassword, async (ctx, { body }) => {
    const staffId = currentStaff(ctx).id;
    const staff = await passwordAttempts(staffId, () =>
      inTransaction(deps, (work) => changeStaffPassword(work, staffId, body.oldPassword, body.newPassword)),
    );
    return {
      error: false as const,
      message: MESSAGES.changed,
      token: deps.tokens.sign("staff", staff.id, staff.token_version, currentSession(ctx).sid),
    };
  });

  api.bind(staffAuth.signInHistory, async (_ctx, { query }) => {
    const { page, perPage, ...filters } = query;
    const { rows, count } = await listLoginHistory(readScope(deps), filters, page, perPage);
    return {
      error: false as const,
      logs: rows.map(presentLoginLog),
      count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });
}
