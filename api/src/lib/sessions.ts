import type { Db } from "@ipf/db";
import type { Deps } from "../deps.js";
import type { Audience, TokenClaims } from "./tokens.js";

/**
 * Signing out. Every token names its session (claim `sid`, kept when the
 * token is renewed); signing out lists the session in signed_out_sessions,
 * which every signed-in request reads in the statement that reads its
 * account (lib/auth.ts, signedInSession), so no instance accepts any token
 * of that session again. The bus then tells every instance to close the
 * session's open sockets (lib/ws.ts).
 */
export const SIGNED_OUT_TOPIC = "session.signedOut";

export interface SignedOutMessage {
  session: string;
}

/** Retires the session of `claims` on every instance, and closes its sockets. */
export async function signOutSession(deps: Deps, audience: Audience, claims: TokenClaims): Promise<void> {
  // Kept as long as the newest token of the session could live: one issued or renewed just now.
  const expiresAt = new Date(deps.now().getTime() + deps.tokens.lifetime(audience));
  await deps.db.raw(
    `INSERT INTO signed_out_sessions (session_id, expires_at) VALUES (?, ?)
     ON CONFLICT (session_id) DO UPDATE SET expires_at = GREATEST(signed_out_sessions.expires_at, EXCLUDED.expires_at)`,
    [claims.sid, expiresAt],
  );
  await deps.bus.publish(SIGNED_OUT_TOPIC, { session: claims.sid } satisfies SignedOutMessage);
}

/** Forgets the sessions whose every token has expired; answers how many. */
export async function sweepSignedOutSessions(db: Db, now: Date): Promise<number> {
  return db("signed_out_sessions").where("expires_at", "<", now).del();
}
