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

  /** The claims of a valid token of that audience, or null. */
  verify(token: string, audience: Audience): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ["HS256"],
        audience,
        issuer: ISSUER,
      });
      if (typeof claims !== "object" || typeof claims.sub !== "string" || typeof claims.ver !== "number") {
        return null;
      }
      return { sub: claims.sub, aud: audience, ver: claims.ver };
    } catch {
      return null;
    }
  }
}
