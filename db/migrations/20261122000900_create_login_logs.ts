import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Staff login history (admin screen login-history), newest first.
  // username is what was typed, so failed attempts on unknown names show too.
  await knex.raw(`
    CREATE TABLE login_logs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
      username text NOT NULL,
      ip text,
      location text,
      success boolean NOT NULL,
      reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX login_logs_created_at ON login_logs (created_at DESC)");
  await knex.raw("CREATE INDEX login_logs_staff_id ON login_logs (staff_id, created_at DESC)");
}

export const down = dropTable("login_logs");
