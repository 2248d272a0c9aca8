import { createSecretKey, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

/** Customer and staff tokens are told apart by their audience. */
export type Audience = "customer" | "staff";

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** The account's token version when issued; a password change bumps it. */
  ver: number;
}

const ISSUER = "ipf";

export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken
   * tries to read it as a public key on every call, which cost more than
   * everything else an authenticated request does.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, "utf8"));
  }

  sign(audience: Audience, subject: string, version: number): string {
    return jwt.sign({ ver: version }, this.secret, {
      algorithm: "HS256",
      audience,
      issuer: ISSUER,
      subject,
      expiresIn: this.ttl as jwt.SignOptions["expiresIn"],
    });
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
      if (typeof claims !== "object" || typeof claims.sub !== "string" || typeof claims.ver !== "number") {
        return null;
      }
      const valid = { claims: { sub: claims.sub, aud: audience, ver: claims.ver }, expiresAt: Infinity };
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
