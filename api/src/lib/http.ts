import { randomUUID } from "node:crypto";
import type { Context, Middleware, Next } from "koa";
import { type ApiError, toApiError } from "./errors.js";
import type { Logger } from "./logger.js";

/** The request's id: the client's X-Request-Id when sane, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** One request id per request, and one log line. */
export function requestLog(log: Logger): Middleware {
  return async (ctx: Context, next: Next) => {
    const requestId = requestIdOf(ctx.get("x-request-id"));
    ctx.state.requestId = requestId;
    ctx.set("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? "error" : "info";
      // Built only when written: at LOG_LEVEL=warn most requests log nothing.
      if (log.isLevelEnabled(level)) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log[level](
          { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
          "request",
        );
      }
    }
  };
}

/** Every error body: `{ error: true, code, message, fields?, ...extra }`. */
export function errorBody(error: ApiError) {
  return {
    error: true as const,
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...error.extra,
  };
}

/** Writes every error answer. */
export function errorHandler(log: Logger): Middleware {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (caught) {
      const error = toApiError(caught);
      if (error.status >= 500) log.error({ err: caught, requestId: ctx.state.requestId }, "unhandled error");
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      ctx.body = errorBody(error);
    }
  };
}

/**
 * Headers every answer carries. Pages and files also get the headers that
 * only documents act on (referrer, opener, permissions policies; HTML pages
 * get their CSP from `pageHeaders`); API answers are JSON read by our own
 * code and skip them, since every byte of a small answer counts.
 */
export function securityHeaderSet(production: boolean, kind: "document" | "api"): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    ...(kind === "document"
      ? {
          "Referrer-Policy": "strict-origin-when-cross-origin",
          "Cross-Origin-Opener-Policy": "same-origin",
          "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
        }
      : {}),
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** What API answers add: never cached, readable from any origin (see `cors`). */
export const API_HEADERS = {
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "X-Request-Id, Retry-After, Content-Disposition, X-Renewed-Token",
} as const;

export function securityHeaders(production: boolean): Middleware {
  const document = Object.entries(securityHeaderSet(production, "document"));
  const api = Object.entries(securityHeaderSet(production, "api"));
  return async (ctx: Context, next: Next) => {
    await next();
    const isApi = ctx.path.startsWith("/api/");
    for (const [name, value] of isApi ? api : document) ctx.set(name, value);
    if (isApi) ctx.set("Cache-Control", API_HEADERS["Cache-Control"]);
  };
}

/**
 * The pages' Content-Security-Policy. Live updates connect to our own /ws
 * only: 'self' matches ws: and wss: on the page's own host in CSP Level 3
 * browsers (Chromium, Firefox, Safari 15.4+); the WebSocket origin of
 * PUBLIC_URL is named too, for older ones. No other host may be reached.
 */
export function pageCsp(publicUrl: string): string {
  const url = new URL(publicUrl);
  const socketOrigin = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The API authenticates with bearer tokens only (never cookies), so any
 * origin may call it: a cross-site page cannot borrow a user's session. This
 * is what lets the desktop app, loaded from file://, reach the API.
 */
export function cors(): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith("/api/")) return next();
    ctx.set("Access-Control-Allow-Origin", API_HEADERS["Access-Control-Allow-Origin"]);
    ctx.set("Access-Control-Expose-Headers", API_HEADERS["Access-Control-Expose-Headers"]);
    if (ctx.method === "OPTIONS") {
      ctx.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
      ctx.set("Access-Control-Allow-Headers", "Authorization, Content-Type, X-Request-Id");
      ctx.set("Access-Control-Max-Age", "600");
      ctx.status = 204;
      return;
    }
    await next();
  };
}
