import type { Db } from "@ipf/db";
import { ApiError, RateLimitError } from "./errors.js";
import { counterKey } from "./rate-limit.js";

/**
 * Slows password guessing without locking the owner out. Wrong passwords
 * count against the client's address (all accounts together) and against the
 * account (from every address); past a few free misses each makes the next
 * attempt of that subject wait twice as long, up to a ceiling. A wait refuses
 * the right password too (429), so that the answer never tells an attacker a
 * guess was right.
 *
 * What keeps the owner in: an account's wait does not apply from an address
 * the account signed in from successfully in the last 90 days, nor to a
 * request that passed the captcha (when one is configured): someone guessing
 * from elsewhere slows only themselves and strangers to the account. A
 * successful sign-in clears the account's count. The address's own count is
 * never cleared by a success (an attacker could sign in to an account of
 * their own to reset it), and its free misses are generous, since many
 * customers share one address behind carrier-grade NAT.
 *
 * Everything lives in the rate_limits table, so it holds across instances.
 */
export const SIGN_IN_LIMITS = {
  /** Failures counted together while they come less than this apart. */
  windowSeconds: 900,
  address: { free: 20, maxWaitSeconds: 900 },
  account: { free: 5, maxWaitSeconds: 120 },
  knownAddressSeconds: 90 * 24 * 3600,
} as const;

export interface SignInAttempt {
  ip: string;
  /** The account as typed: a lower-cased e-mail or username. */
  account: string;
  /** The request passed a configured captcha. */
  humanVerified: boolean;
}

export function signInGuard(db: Db, name: string, limits = SIGN_IN_LIMITS) {
  const keys = (attempt: SignInAttempt) => ({
    address: counterKey(`${name}-address`, attempt.ip),
    account: counterKey(`${name}-account`, attempt.account),
    known: counterKey(`${name}-known`, `${attempt.account} ${attempt.ip}`),
  });

  /** One more failure of `key`; the next attempt waits 2^(failures - free) seconds, at most `max`. */
  const fail = (key: string, free: number, max: number) =>
    db.raw(
      `INSERT INTO rate_limits AS r (key, count, reset_at, blocked_until)
       VALUES (:key, 1, now() + make_interval(secs => :window), CASE WHEN 1 > :free THEN now() + interval '1 second' END)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
         reset_at = EXCLUDED.reset_at,
         blocked_until = CASE
           WHEN (CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END) > :free
           THEN now() + make_interval(secs => LEAST(:max, power(2, LEAST(30,
             (CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END) - :free - 1))))
         END`,
      { key, window: limits.windowSeconds, free, max },
    );

  return {
    /**
     * Runs `signIn` unless a subject of the attempt must wait (429 with
     * Retry-After); an INVALID_CREDENTIALS failure counts against both.
     */
    async attempt<T>(attempt: SignInAttempt, signIn: () => Promise<T>): Promise<T> {
      const key = keys(attempt);
      const { rows } = await db.raw<{ rows: { key: string; wait: number | null; live: boolean }[] }>(
        `SELECT key, CEIL(EXTRACT(EPOCH FROM blocked_until - now()))::int AS wait, reset_at > now() AS live
         FROM rate_limits WHERE key IN (?, ?, ?)`,
        [key.address, key.account, key.known],
      );
      const row = (k: string) => rows.find((r) => r.key === k);
      const knownHere = row(key.known)?.live === true;
      const waits = [row(key.address)?.wait ?? 0];
      if (!knownHere && !attempt.humanVerified) waits.push(row(key.account)?.wait ?? 0);
      const wait = Math.max(...waits);
      if (wait > 0) throw RateLimitError(wait);

      let result: T;
      try {
        result = await signIn();
      } catch (error) {
        if (error instanceof ApiError && error.code === "INVALID_CREDENTIALS") {
          await fail(key.address, limits.address.free, limits.address.maxWaitSeconds);
          await fail(key.account, limits.account.free, limits.account.maxWaitSeconds);
        }
        throw error;
      }
      await db.raw(
        `WITH cleared AS (DELETE FROM rate_limits WHERE key = ?)
         INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 0, now() + make_interval(secs => ?))
         ON CONFLICT (key) DO UPDATE SET reset_at = EXCLUDED.reset_at`,
        [key.account, key.known, limits.knownAddressSeconds],
      );
      return result;
    },
  };
}
