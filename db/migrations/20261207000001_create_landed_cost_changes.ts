import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

/**
 * Who changed a destination's duty and VAT figures, when, and from what to
 * what (the row's fields as the API speaks them, before and after): the
 * estimates customers see follow these rows, so every edit is kept.
 */
export async function up(knex: Knex): Promise<void> {
  await createLandedCostChanges(knex);
}

/** The table as this migration made it; admin_changes, which replaced it, makes it again when rolled back. */
export async function createLandedCostChanges(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE landed_cost_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX landed_cost_changes_country ON landed_cost_changes (country, created_at DESC, id DESC)");
}

export const down = dropTable("landed_cost_changes");
