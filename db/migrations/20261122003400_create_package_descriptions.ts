import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The catalogue staff pick item descriptions from, with customs (HS) codes.
  // Entries sent from an 'Other' line arrive without a category or a code.
  // (category, description) is unique, case-blind, so imports can upsert.
  await knex.raw(`
    CREATE TABLE package_descriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      category text NOT NULL DEFAULT 'Other' CHECK (btrim(category) <> ''),
      description text NOT NULL CHECK (btrim(description) <> ''),
      hs_code text,
      bold boolean NOT NULL DEFAULT false,
      ${TIMESTAMPS}
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX package_descriptions_key ON package_descriptions (lower(category), lower(description))",
  );
  await addUpdatedAtTrigger(knex, "package_descriptions");
}

export const down = dropTable("package_descriptions");
