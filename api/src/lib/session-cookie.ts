import type { Context, Middleware, Next } from "koa";
import type { TokenService } from "./tokens.js";

/**
 * The customer's session as a cookie, beside the bearer token the site keeps
 * in localStorage. It is read for one thing only: drawing a signed-in page's
 * GET on the server (lib/signed-in-pages.ts), since a browser sends no
 * Authorization header with a navigation. The API never accepts it (`bearer`
 * reads the header alone), so a link or another site's form cannot act with
 * it. HttpOnly: the page's scripts never see it; SameSite=Lax: another site's
 * requests other than top-level navigations go without it.
 */
export const SESSION_COOKIE = "ipf_session";

function options(ctx: Context) {
  return { httpOnly: true, secure: ctx.secure, sameSite: "lax", path: "/", overwrite: true } as const;
}

/**
 * Every answer that hands the customer a token (sign-in, sign-up, getuser's
 * refreshed one, a new password or e-mail) sets the cookie to the same token,
 * until the token expires: the cookie follows the session wherever it is
 * renewed, and a password change retires both at once (their token version).
 */
export function mirrorSessionCookie(tokens: TokenService): Middleware {
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.status !== 200 && ctx.status !== 201) return;
    const body: unknown = ctx.body;
    const token = typeof body === "object" && body !== null ? (body as { token?: unknown }).token : undefined;
    if (typeof token !== "string") return;
    const expiresAt = tokens.expiresAt(token, "customer");
    if (expiresAt === null) return;
    ctx.cookies.set(SESSION_COOKIE, token, {
      ...options(ctx),
      ...(Number.isFinite(expiresAt) ? { expires: new Date(expiresAt) } : {}),
    });
  };
}

/** The session cookie's token, if the request carries one. */
export function sessionCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, null, options(ctx));
}
