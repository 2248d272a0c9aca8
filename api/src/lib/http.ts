import { randomUUID } from "node:crypto";
import type { Context, Middleware, Next } from "koa";
import { ApiError } from "./errors.js";
import type { Logger } from "./logger.js";

/** One request id per request (taken from X-Request-Id when sane), and one log line. */
export function requestLog(log: Logger): Middleware {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get("x-request-id");
    const requestId = /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? "error" : "info";
      log[level](
        { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    }
  };
}

/** Writes every error body: `{ error: true, code, message, fields? }`. */
export function errorHandler(log: Logger): Middleware {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (caught) {
      const error = toApiError(caught);
      if (error.status >= 500) log.error({ err: caught, requestId: ctx.state.requestId }, "unhandled error");
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      ctx.body = {
        error: true,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    }
  };
}

function toApiError(caught: unknown): ApiError {
  if (caught instanceof ApiError) return caught;
  const e = caught as { status?: number; type?: string; expose?: boolean; message?: string };
  // Errors raised by the body parser and Koa itself carry a status.
  if (e?.status === 413 || e?.type === "entity.too.large") {
    return new ApiError(413, "PAYLOAD_TOO_LARGE", "The request is too large.");
  }
  if (e?.status && e.status >= 400 && e.status < 500) {
    const message = e.expose && e.message ? e.message : "The request could not be read.";
    return new ApiError(e.status, e.status === 400 ? "VALIDATION" : "BAD_REQUEST", message);
  }
  return new ApiError(500, "INTERNAL", "An error happened please try again");
}

/** Headers every answer carries; HTML pages get their CSP from `pageHeaders`. */
export function securityHeaders(production: boolean): Middleware {
  return async (ctx: Context, next: Next) => {
    await next();
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.set("Referrer-Policy", "strict-origin-when-cross-origin");
    ctx.set("Cross-Origin-Opener-Policy", "same-origin");
    ctx.set("X-Frame-Options", "DENY");
    ctx.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
    if (production) ctx.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (ctx.path.startsWith("/api/")) {
      ctx.set("Cache-Control", "no-store");
    }
  };
}

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/**
 * The API authenticates with bearer tokens only (never cookies), so any
 * origin may call it: a cross-site page cannot borrow a user's session. This
 * is what lets the desktop app, loaded from file://, reach the API.
 */
export function cors(): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith("/api/")) return next();
    ctx.set("Access-Control-Allow-Origin", "*");
    ctx.set("Access-Control-Expose-Headers", "X-Request-Id, Retry-After, Content-Disposition");
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
