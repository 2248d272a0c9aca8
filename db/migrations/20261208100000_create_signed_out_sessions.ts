import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

/**
 * Sessions signed out before their tokens expire. Every token carries its
 * session's id (claim `sid`, kept when the token is renewed); a token whose
 * session is listed here is refused on every instance. A row is kept until
 * the last token its session could have had expires, then swept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE signed_out_sessions (
      session_id uuid PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )
  `);
  // The sweep deletes the rows no token can need any more.
  await knex.raw("CREATE INDEX signed_out_sessions_expires_at ON signed_out_sessions (expires_at)");
}

export const down = dropTable("signed_out_sessions");
