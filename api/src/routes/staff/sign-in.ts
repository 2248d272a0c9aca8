import { staffAuth } from "@ipf/shared/contract/staff-auth";
import type { Api } from "../../lib/api.js";
import { currentSession, currentStaff } from "../../lib/auth.js";
import { signOutSession } from "../../lib/sessions.js";
import { rateLimit } from "../../lib/rate-limit.js";
import { signInGuard } from "../../lib/sign-in-guard.js";
import type { Deps } from "../../deps.js";
import { presentStaff } from "../../presenters/staff.js";
import { staffLogIn } from "../../services/staff.js";
import { readScope } from "../../services/work.js";
import { normaliseIp } from "../../lib/geo.js";

/**
 * A member of staff signs in and asks who they are. The paths say "admins",
 * as the old product's do; everything about staff accounts is in this folder.
 */
const MESSAGES = { signedOut: "Signed out" } as const;

export function registerStaffSignInRoutes(api: Api, deps: Deps) {
  const loginGuard = signInGuard(deps.db, "admin-login");
  api.bind(
    staffAuth.signIn,
    rateLimit(deps.db, { name: "admin-login", limit: 300, windowSeconds: 900 }),
    async (ctx, { body }) => {
      // IP and location come from the connection, never from the client.
      const ip = normaliseIp(ctx.ip);
      // Staff sign-in has no captcha.
      const attempt = { ip, account: body.username.toLowerCase(), humanVerified: false };
      const staff = await loginGuard.attempt(attempt, () =>
        staffLogIn(readScope(deps), {
          username: body.username,
          password: body.password,
          ip,
          location: deps.geo.describe(ip),
        }),
      );
      return {
        error: false as const,
        token: deps.tokens.sign("staff", staff.id, staff.token_version),
        admin: presentStaff(staff),
      };
    },
  );

  api.bind(staffAuth.me, async (ctx) => ({ error: false as const, admin: presentStaff(currentStaff(ctx)) }));

  api.bind(staffAuth.signOut, async (ctx) => {
    await signOutSession(deps, "staff", currentSession(ctx));
    return { error: false as const, message: MESSAGES.signedOut };
  });
}
