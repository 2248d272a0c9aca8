import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Facts about this installation, e.g. demo_seeded_at: when the demo seed ran.
  await knex.raw(`
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      ${TIMESTAMPS}
    )
  `);
  await addUpdatedAtTrigger(knex, "app_meta");
}

export const down = dropTable("app_meta");
