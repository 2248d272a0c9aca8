import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Reference data, filled (and refreshed) by seedReference from
  // @ipf/shared/data/countries on every start. Other tables hold ISO codes
  // checked for shape only, so a freshly migrated database (tests, first
  // start) accepts rows before the reference seed has run.
  await knex.raw(`
    CREATE TABLE countries (
      iso2 char(2) PRIMARY KEY CHECK (iso2 ~ '^[A-Z]{2}$'),
      iso3 char(3) NOT NULL UNIQUE CHECK (iso3 ~ '^[A-Z]{3}$'),
      dial_code text NOT NULL CHECK (dial_code ~ '^[0-9]{1,4}$'),
      name_en text NOT NULL,
      name_ar text NOT NULL,
      name_fr text NOT NULL,
      ${TIMESTAMPS}
    )
  `);
  await addUpdatedAtTrigger(knex, "countries");
}

export const down = dropTable("countries");
