import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

/**
 * Each destination's import duty and VAT figures, for the landed-cost
 * estimate. Seeded once per country from @ipf/shared/data/landed-cost by
 * seedReference; admins own the rows after that. Rates in percent,
 * thresholds in cents of a dollar (NULL: no threshold).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE landed_cost_rates (
      country char(2) PRIMARY KEY CHECK (country ~ '^[A-Z]{2}$'),
      vat_rate numeric(5, 2) NOT NULL CHECK (vat_rate BETWEEN 0 AND 100),
      duty_rate numeric(5, 2) NOT NULL CHECK (duty_rate BETWEEN 0 AND 100),
      chapter_duty_rates jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(chapter_duty_rates) = 'object'),
      duty_de_minimis_cents integer CHECK (duty_de_minimis_cents >= 0),
      vat_de_minimis_cents integer CHECK (vat_de_minimis_cents >= 0),
      basis text NOT NULL CHECK (basis IN ('fob', 'cif')),
      note text NOT NULL DEFAULT '',
      updated_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ${TIMESTAMPS}
    )
  `);
  await addUpdatedAtTrigger(knex, "landed_cost_rates");
}

export const down = dropTable("landed_cost_rates");
