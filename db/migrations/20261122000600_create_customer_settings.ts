import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Per-customer settings (GET /api/users/setting, pushed by updateSetting).
  // A customer without a row has the defaults below: read with a LEFT JOIN
  // and coalesce, write with an upsert.
  await knex.raw(`
    CREATE TABLE customer_settings (
      customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
      image_request boolean NOT NULL DEFAULT true,
      ${TIMESTAMPS}
    )
  `);
  await addUpdatedAtTrigger(knex, "customer_settings");
}

export const down = dropTable("customer_settings");
