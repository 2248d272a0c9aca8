import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Fixed-window counters shared by every API instance, keyed by
  // "<action>:<subject>" (e.g. "login:ip:203.0.113.7").
  await knex.raw(`
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      count integer NOT NULL CHECK (count >= 0),
      reset_at timestamptz NOT NULL
    )
  `);
  // The sweep deletes expired windows.
  await knex.raw("CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at)");
}

export const down = dropTable("rate_limits");
