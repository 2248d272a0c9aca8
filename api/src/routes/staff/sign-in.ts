import { z } from "zod";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { adminLoginRequestSchema, adminLoginResponseSchema, staffSchema } from "@ipf/shared";
import type { Api } from "../../lib/api.js";
import { currentSession, currentStaff } from "../../lib/auth.js";
import { signOutSession } from "../../lib/sessions.js";
import { rateLimit } from "../../lib/rate-limit.js";
import { signInGuard } from "../../lib/sign-in-guard.js";
import type { Deps } from "../../deps.js";
import { presentStaff } from "../../presenters/staff.js";
import { staffLogIn } from "../../services/staff.js";
import { normaliseIp } from "../../lib/geo.js";

/**
 * A member of staff signs in and asks who they are. The paths say "admins",
 * as the spec's do; everything about staff accounts is in this folder.
 */
const MESSAGES = { signedOut: "Signed out" } as const;

export function registerStaffSignInRoutes(api: Api, deps: Deps) {
  const loginGuard = signInGuard(deps.db, "admin-login");
  api.post(
    "/api/admins/login",
    {
      summary: "Sign a staff member in; every attempt is written to the login history",
      tags: ["staff"],
      schemas: { body: adminLoginRequestSchema, response: adminLoginResponseSchema },
      errors: [401, 429],
    },
    rateLimit(deps.db, { name: "admin-login", limit: 300, windowSeconds: 900 }),
    async (ctx, { body }) => {
      // IP and location come from the connection, never from the client.
      const ip = normaliseIp(ctx.ip);
      // Staff sign-in has no captcha.
      const attempt = { ip, account: body.username.toLowerCase(), humanVerified: false };
      const staff = await loginGuard.attempt(attempt, () =>
        staffLogIn(deps.db, { username: body.username, password: body.password, ip, location: deps.geo.describe(ip) }),
      );
      return {
        error: false as const,
        token: deps.tokens.sign("staff", staff.id, staff.token_version),
        admin: presentStaff(staff),
      };
    },
  );

  api.get(
    "/api/admins/me",
    {
      summary: "The signed-in staff member",
      tags: ["staff"],
      auth: { staff: "any" },
      schemas: { response: z.object({ error: z.literal(false), admin: staffSchema }) },
    },
    async (ctx) => ({ error: false as const, admin: presentStaff(currentStaff(ctx)) }),
  );

  api.post(
    "/api/admins/logout",
    {
      summary: "Sign out: the session of this token ends on every instance, and its sockets close",
      tags: ["staff"],
      auth: { staff: "any" },
      schemas: { response: messageResponseSchema },
    },
    async (ctx) => {
      await signOutSession(deps, "staff", currentSession(ctx));
      return { error: false as const, message: MESSAGES.signedOut };
    },
  );
}
