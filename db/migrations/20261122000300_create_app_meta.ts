import type { Knex } from "knex";
import { addUpdatedAtTrigger } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Facts about this installation, e.g. demo_seeded_at: when the demo seed ran.
  await knex.raw(`
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await addUpdatedAtTrigger(knex, "app_meta");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE app_meta");
}
