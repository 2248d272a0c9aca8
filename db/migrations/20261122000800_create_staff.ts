import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Back-office accounts. Groups: 1 admin, 2 support, 3 intake and shipping,
  // 4 other. Usernames are stored lower case, so equality is case-blind.
  await knex.raw(`
    CREATE TABLE staff (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL UNIQUE CHECK (username = lower(username) AND btrim(username) <> ''),
      full_name text NOT NULL,
      email text,
      group_id smallint NOT NULL CHECK (group_id BETWEEN 1 AND 4),
      password_hash text NOT NULL,
      token_version integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      last_login_at timestamptz,
      ${TIMESTAMPS}
    )
  `);
  await addUpdatedAtTrigger(knex, "staff");
}

export const down = dropTable("staff");
