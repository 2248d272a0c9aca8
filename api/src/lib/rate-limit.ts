import { createHash } from "node:crypto";
import type { Context, Middleware, Next } from "koa";
import type { Db } from "@ipf/db";
import { ApiError, RateLimitError } from "./errors.js";

export interface RateRule {
  /** Name of the counter, e.g. "login". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What one counter is kept for; the client IP by default. */
  keyOf?: (ctx: Context) => string | undefined;
}

/**
 * The counter's key: the subject as it is when short, else its SHA-256, so
 * that whatever a client sends (a 1 MB "e-mail") the key fits the table's
 * index.
 */
export function counterKey(name: string, subject: string): string {
  return subject.length <= 200 ? `${name}:${subject}` : `${name}#${createHash("sha256").update(subject).digest("hex")}`;
}

/**
 * Fixed-window counters kept in PostgreSQL, so that the limits hold across
 * every API instance. One upsert per request; the row resets itself when its
 * window has passed.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { count: number; retry: number }[] }>(
    `INSERT INTO rate_limits (key, count, reset_at)
     VALUES (?, 1, now() + make_interval(secs => ?))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
     RETURNING count, CEIL(EXTRACT(EPOCH FROM reset_at - now()))::int AS retry`,
    [key, windowSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  return row.count > limit ? Math.max(1, row.retry) : null;
}

export function rateLimit(db: Db, rule: RateRule): Middleware {
  return async (ctx: Context, next: Next) => {
    const subject = rule.keyOf?.(ctx) ?? ctx.ip;
    if (subject) {
      const retryAfter = await hit(db, counterKey(rule.name, subject), rule.limit, rule.windowSeconds);
      if (retryAfter !== null) throw RateLimitError(retryAfter);
    }
    await next();
  };
}

/** A limit per signed-in customer, for a route whose auth is "customer". */
export const perCustomer = (db: Db, name: string, limit: number, windowSeconds: number): Middleware =>
  rateLimit(db, { name, limit, windowSeconds, keyOf: (ctx) => ctx.state.customer?.id });

/**
 * Counts failures only (wrong passwords, wrong codes), per subject: a
 * customer who signs in successfully many times is never slowed down, while
 * guessing at one account from one address is stopped after `limit` misses.
 */
export function failureLimit(db: Db, name: string, limit: number, windowSeconds: number) {
  return {
    async check(subject: string): Promise<void> {
      const row = await db("rate_limits")
        .where({ key: counterKey(name, subject) })
        .andWhere("reset_at", ">", db.fn.now())
        .first<{ count: number; reset_at: Date } | undefined>("count", "reset_at");
      if (row && row.count >= limit) {
        throw RateLimitError(Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000)));
      }
    },
    async fail(subject: string): Promise<void> {
      await hit(db, counterKey(name, subject), limit, windowSeconds);
    },
  };
}

/** Runs `attempt`; a failure with one of `codes` counts against the subject. */
export async function guarded<T>(
  limiter: ReturnType<typeof failureLimit>,
  subject: string,
  codes: string[],
  attempt: () => Promise<T>,
): Promise<T> {
  await limiter.check(subject);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError && codes.includes(error.code)) await limiter.fail(subject);
    throw error;
  }
}
