import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // A customer closed an alert (clearAlert): it stays closed for them, on
  // every device, while it remains active for others.
  await knex.raw(`
    CREATE TABLE alert_dismissals (
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
      dismissed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (customer_id, alert_id)
    )
  `);
  await knex.raw("CREATE INDEX alert_dismissals_alert ON alert_dismissals (alert_id)");
}

export const down = dropTable("alert_dismissals");
