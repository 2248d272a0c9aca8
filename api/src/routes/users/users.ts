import { DEFAULT_LANGUAGE, isLanguage } from "@ipf/shared";
import { customerAuth } from "@ipf/shared/contract/customer-auth";
import type { Api } from "../../lib/api.js";
import { bearer, currentCustomer, currentSession } from "../../lib/auth.js";
import { requestOrigin } from "../../lib/public-origin.js";
import { clearSessionCookie, sessionCookie } from "../../lib/session-cookie.js";
import { signOutSession } from "../../lib/sessions.js";
import { rateLimit } from "../../lib/rate-limit.js";
import { signInGuard } from "../../lib/sign-in-guard.js";
import type { Deps } from "../../deps.js";
import type { TokenClaims } from "../../lib/tokens.js";
import { presentAccount, presentCustomer } from "../../presenters/customer.js";
import { issueEmailCode } from "../../services/confirmation.js";
import { logIn, signUp } from "../../services/customers.js";
import { readScope } from "../../services/work.js";
import { checkCaptcha } from "./captcha.js";

const MESSAGES = {
  created: "Created Successfully",
  signedOut: "Signed out",
} as const;

/** Sign-up, sign-in, the signed-in customer and sign-out. */
export function registerUserAuthRoutes(api: Api, deps: Deps) {
  // Wrong passwords slow their address and the account down, never the owner at a known address.
  const loginGuard = signInGuard(deps.db, "login");

  api.bind(
    customerAuth.signUp,
    // Generous per address: carrier-grade NAT puts many real customers behind one IP; the
    // captcha is what stops scripted sign-ups.
    rateLimit(deps.db, { name: "signup", limit: 50, windowSeconds: 3600 }),
    async (ctx, { body }) => {
      await checkCaptcha(deps, "signup", body.captcha, ctx.ip);
      const accepted = ctx.acceptsLanguages("ar", "en", "fr");
      const language = body.language ?? (isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE);
      const customer = await signUp(
        readScope(deps),
        {
          firstName: body.firstName,
          lastName: body.lastName,
          latinFirstName: body.latinFirstName,
          latinLastName: body.latinLastName,
          email: body.email,
          phone: body.phone,
          country: body.country,
          password: body.password,
          language,
          siteOrigin: requestOrigin(ctx, deps.config),
        },
        // The first confirmation code goes out with the welcome e-mail.
        (work, created) => issueEmailCode(work, created),
      );
      ctx.status = 201;
      return presentAccount(deps.tokens, MESSAGES.created, customer);
    },
  );

  api.bind(
    customerAuth.signIn,
    rateLimit(deps.db, { name: "login", limit: 300, windowSeconds: 900 }),
    async (ctx, { body }) => {
      await checkCaptcha(deps, "login", body.captcha, ctx.ip);
      const attempt = {
        ip: ctx.ip,
        account: body.email.toLowerCase(),
        humanVerified: Boolean(deps.config.captchaSecret),
      };
      const customer = await loginGuard.attempt(attempt, () =>
        logIn(readScope(deps), body.email, body.password, {
          ip: ctx.ip || null,
          userAgent: ctx.get("user-agent") || null,
          site: requestOrigin(ctx, deps.config),
        }),
      );
      return { error: false as const, token: deps.tokens.sign("customer", customer.id, customer.token_version) };
    },
  );

  api.bind(customerAuth.currentCustomer, async (ctx) => {
    const customer = currentCustomer(ctx);
    return {
      error: false as const,
      user: presentCustomer(customer),
      token: deps.tokens.sign("customer", customer.id, customer.token_version, currentSession(ctx).sid),
    };
  });

  api.bind(customerAuth.signOut, async (ctx) => {
    // The cookie is SameSite=Lax: another site's POST arrives without it, so it cannot sign anyone out.
    const sessions = new Map<string, TokenClaims>();
    for (const token of [bearer(ctx), sessionCookie(ctx)]) {
      const claims = token ? deps.tokens.verify(token, "customer") : null;
      if (claims) sessions.set(claims.sid, claims);
    }
    for (const claims of sessions.values()) await signOutSession(deps, "customer", claims);
    clearSessionCookie(ctx);
    return { error: false as const, message: MESSAGES.signedOut };
  });
}
