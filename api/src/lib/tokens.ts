import { createSecretKey, randomUUID, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

/** Customer and staff tokens are told apart by their audience. */
export type Audience = "customer" | "staff";

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** The account's token version when issued; a password change bumps it. */
  ver: number;
  /**
   * The session the token belongs to: made at sign-in, kept by every token
   * renewed from it, so signing out (lib/sessions.ts) retires them all.
   */
  sid: string;
}

/** How long tokens of each audience live: jsonwebtoken's `expiresIn` ("7d", "12h"). */
export type TokenLifetimes = Record<Audience, string>;

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ISSUER = "ipf";

export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken
   * tries to read it as a public key on every call, which cost more than
   * everything else an authenticated request does.
   */
  private readonly secret: KeyObject;

  /** Each audience's token lifetime in milliseconds. */
  private readonly lifetimes: Record<Audience, number>;

  constructor(
    secret: string,
    private readonly ttl: TokenLifetimes,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, "utf8"));
    this.lifetimes = { customer: lifetimeMs(ttl.customer), staff: lifetimeMs(ttl.staff) };
  }

  /** A token of a new session, or (given `session`) a renewed token of that session. */
  sign(audience: Audience, subject: string, version: number, session: string = randomUUID()): string {
    return jwt.sign({ ver: version, sid: session }, this.secret, {
      algorithm: "HS256",
      audience,
      issuer: ISSUER,
      subject,
      expiresIn: this.ttl[audience] as jwt.SignOptions["expiresIn"],
    });
  }

  /** How long a token of that audience lives, in milliseconds. */
  lifetime(audience: Audience): number {
    return this.lifetimes[audience];
  }

  /**
   * Tokens already found valid, until they expire: a client sends the same
   * token with every request, and checking its signature and claims again
   * each time cost as much as a small answer. The whole token is the key, so
   * an entry only ever answers for exactly the bytes that were checked;
   * whether the account still accepts the token (its version) is checked by
   * the caller on every request.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  /** The claims of a valid token of that audience, or null. */
  verify(token: string, audience: Audience, now = Date.now()): TokenClaims | null {
    return this.check(token, audience, now)?.claims ?? null;
  }

  /** When a valid token of that audience expires (milliseconds since the epoch), or null. */
  expiresAt(token: string, audience: Audience, now = Date.now()): number | null {
    return this.check(token, audience, now)?.expiresAt ?? null;
  }

  private check(token: string, audience: Audience, now: number): { claims: TokenClaims; expiresAt: number } | null {
    const key = `${audience} ${token}`;
    const known = this.verified.get(key);
    if (known) {
      if (known.expiresAt > now) return known;
      this.verified.delete(key);
    }
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ["HS256"],
        audience,
        issuer: ISSUER,
        clockTimestamp: Math.floor(now / 1000),
      });
      // A token without a session could never be signed out: none is accepted.
      if (
        typeof claims !== "object" ||
        typeof claims.sub !== "string" ||
        typeof claims.ver !== "number" ||
        typeof claims.sid !== "string" ||
        !SESSION_ID.test(claims.sid)
      ) {
        return null;
      }
      const valid = {
        claims: { sub: claims.sub, aud: audience, ver: claims.ver, sid: claims.sid },
        expiresAt: Infinity,
      };
      if (typeof claims.exp === "number") {
        valid.expiresAt = claims.exp * 1000;
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(key, valid);
      }
      return valid;
    } catch {
      return null;
    }
  }
}

/** How many checked tokens are kept: one per active session, a few hundred bytes each. */
const VERIFIED_TOKENS = 10_000;

/** A lifetime as jsonwebtoken reads `expiresIn`, by its own parser, so the two cannot disagree. */
function lifetimeMs(ttl: string): number {
  const probe = jwt.decode(
    jwt.sign({}, "lifetime", { expiresIn: ttl as jwt.SignOptions["expiresIn"], algorithm: "HS256" }),
  ) as { iat: number; exp: number };
  return (probe.exp - probe.iat) * 1000;
}
