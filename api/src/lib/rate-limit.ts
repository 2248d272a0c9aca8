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
 * How many attempts at one subject (an address, an account) go through, and
 * how long it then waits. Every attempt counts, before it is checked: the
 * attempt that uses the last free one arms a wait of `firstWaitSeconds`, and
 * each attempt after it (let through once a wait has run out, or refused
 * while one runs) arms one twice as long, at most `maxWaitSeconds`. A count
 * starts again once its subject has had no attempt for `windowSeconds`.
 */
export interface Allowance {
  free: number;
  windowSeconds: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

export interface GuardedSubject {
  key: string;
  allowance: Allowance;
  /** Counted but never made to wait: while this key is live in rate_limits, or outright when `true`. */
  exempt?: string | boolean;
  /** A success deletes the subject's count, rather than only giving its own attempt back. */
  clearOnSuccess?: boolean;
}

/** The wait armed by the attempt that brought the count to `n` (SQL, in seconds; `n` is an SQL expression). */
const armedWait = (n: string) =>
  `CASE WHEN ${n} >= :free THEN now() + make_interval(secs => LEAST(:max, :first * power(2, LEAST(30, ${n} - :free)))) END`;
const NEW_COUNT = "(CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END)";

/**
 * One attempt at `subject`, in one statement: the row is locked by the
 * upsert, so attempts racing from any instance are counted one after the
 * other and never more than the allowance get through. Answers the wait it
 * armed (to give back on success), or the Retry-After of a refusal.
 */
async function claim(db: Db, subject: GuardedSubject): Promise<{ armed: string | null } | { retryAfter: number }> {
  const { free, windowSeconds, firstWaitSeconds, maxWaitSeconds } = subject.allowance;
  const bindings = {
    key: subject.key,
    window: windowSeconds,
    free,
    first: firstWaitSeconds,
    max: maxWaitSeconds,
    exemptKey: typeof subject.exempt === "string" ? subject.exempt : null,
    exempt: subject.exempt === true,
  };
  const { rows } = await db.raw<{ rows: { armed: string | null }[] }>(
    `INSERT INTO rate_limits AS r (key, count, reset_at, blocked_until)
     VALUES (:key, 1, now() + make_interval(secs => :window), ${armedWait("1")})
     ON CONFLICT (key) DO UPDATE SET
       count = ${NEW_COUNT},
       reset_at = EXCLUDED.reset_at,
       blocked_until = ${armedWait(NEW_COUNT)}
     WHERE r.blocked_until IS NULL OR r.blocked_until <= now() OR :exempt
       OR EXISTS (SELECT 1 FROM rate_limits k WHERE k.key = :exemptKey AND k.reset_at > now())
     RETURNING blocked_until::text AS armed`,
    bindings,
  );
  if (rows[0]) return { armed: rows[0].armed };
  // Refused while the subject waits: the attempt still counts, and the wait grows.
  const refused = await db.raw<{ rows: { wait: number }[] }>(
    `UPDATE rate_limits AS r SET
       count = ${NEW_COUNT},
       reset_at = now() + make_interval(secs => :window),
       blocked_until = GREATEST(r.blocked_until, ${armedWait(NEW_COUNT)})
     WHERE key = :key
     RETURNING CEIL(EXTRACT(EPOCH FROM blocked_until - now()))::int AS wait`,
    bindings,
  );
  return { retryAfter: Math.max(1, refused.rows[0]?.wait ?? 1) };
}

/** Gives one attempt back: its count, and the wait it armed unless a later attempt armed another. */
function giveBack(db: Db, key: string, armed: string | null) {
  return db.raw(
    `UPDATE rate_limits SET count = GREATEST(count - 1, 0),
       blocked_until = CASE WHEN blocked_until = ?::timestamptz THEN NULL ELSE blocked_until END
     WHERE key = ?`,
    [armed, key],
  );
}

/**
 * Runs `attempt` once every subject has let it through (else 429 with
 * Retry-After, the attempt counted). An error with one of the `failures`
 * codes keeps the count; a success, or any other error, gives the attempt
 * back (a `clearOnSuccess` subject's count is deleted on success). The count
 * is taken before the check, so that parallel attempts cannot all be checked
 * against one stale count. Requests refused before this (a bad body, no
 * session) count nothing.
 */
export async function guardAttempt<T>(
  db: Db,
  subjects: readonly GuardedSubject[],
  failures: readonly string[],
  attempt: () => Promise<T>,
): Promise<T> {
  const claimed: { subject: GuardedSubject; armed: string | null }[] = [];
  for (const subject of subjects) {
    const outcome = await claim(db, subject);
    if ("retryAfter" in outcome) throw RateLimitError(outcome.retryAfter);
    claimed.push({ subject, armed: outcome.armed });
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!(error instanceof ApiError && failures.includes(error.code))) {
      await Promise.all(claimed.map(({ subject, armed }) => giveBack(db, subject.key, armed)));
    }
    throw error;
  }
  await Promise.all(
    claimed.map(({ subject, armed }) =>
      subject.clearOnSuccess
        ? db("rate_limits").where({ key: subject.key }).delete()
        : giveBack(db, subject.key, armed),
    ),
  );
  return result;
}

/**
 * Failures of one kind per subject (a stolen session guessing the password
 * behind it): `free` attempts, then one per `waitSeconds`, each refused try
 * starting the wait again; a success clears the count.
 */
export function attemptLimit(db: Db, name: string, free: number, waitSeconds: number, failures: readonly string[]) {
  const allowance = { free, windowSeconds: waitSeconds, firstWaitSeconds: waitSeconds, maxWaitSeconds: waitSeconds };
  return <T>(subject: string, attempt: () => Promise<T>) =>
    guardAttempt(db, [{ key: counterKey(name, subject), allowance, clearOnSuccess: true }], failures, attempt);
}
