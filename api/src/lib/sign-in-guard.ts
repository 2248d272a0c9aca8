import type { Db } from "@ipf/db";
import { type Allowance, counterKey, guardAttempt } from "./rate-limit.js";

/**
 * Slows password guessing without locking the owner out. Every attempt
 * counts against the client's address (all accounts together) and against
 * the account (from every address), before the password is checked, so that
 * guesses sent together are counted one after the other; past the free
 * attempts each one makes the next of that subject wait twice as long, up to
 * a ceiling. A wait refuses the right password too (429), so that the answer
 * never tells an attacker a guess was right.
 *
 * What keeps the owner in: an account's wait does not apply from an address
 * the account signed in from successfully in the last 90 days, nor to a
 * request that passed the captcha (when one is configured): someone guessing
 * from elsewhere slows only themselves and strangers to the account. A
 * successful sign-in clears the account's count and gives its attempt back to
 * the address. The address's count is never cleared by a success (an attacker
 * could sign in to an account of their own to reset it), and its free
 * attempts are generous, since many customers share one address behind
 * carrier-grade NAT.
 *
 * Everything lives in the rate_limits table, so it holds across instances.
 */
export const SIGN_IN_LIMITS = {
  address: { free: 20, windowSeconds: 900, firstWaitSeconds: 1, maxWaitSeconds: 900 },
  account: { free: 5, windowSeconds: 900, firstWaitSeconds: 1, maxWaitSeconds: 120 },
  knownAddressSeconds: 90 * 24 * 3600,
} as const satisfies Record<"address" | "account", Allowance> & { knownAddressSeconds: number };

export interface SignInAttempt {
  ip: string;
  /** The account as typed: a lower-cased e-mail or username. */
  account: string;
  /** The request passed a configured captcha. */
  humanVerified: boolean;
}

export function signInGuard(db: Db, name: string, limits = SIGN_IN_LIMITS) {
  return {
    /**
     * Runs `signIn` unless a subject of the attempt must wait (429 with
     * Retry-After); an INVALID_CREDENTIALS failure keeps the attempt counted.
     */
    async attempt<T>(attempt: SignInAttempt, signIn: () => Promise<T>): Promise<T> {
      const known = counterKey(`${name}-known`, `${attempt.account} ${attempt.ip}`);
      const result = await guardAttempt(
        db,
        [
          { key: counterKey(`${name}-address`, attempt.ip), allowance: limits.address },
          {
            key: counterKey(`${name}-account`, attempt.account),
            allowance: limits.account,
            exempt: attempt.humanVerified || known,
            clearOnSuccess: true,
          },
        ],
        ["INVALID_CREDENTIALS"],
        signIn,
      );
      await db.raw(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 0, now() + make_interval(secs => ?))
         ON CONFLICT (key) DO UPDATE SET reset_at = EXCLUDED.reset_at`,
        [known, limits.knownAddressSeconds],
      );
      return result;
    },
  };
}
