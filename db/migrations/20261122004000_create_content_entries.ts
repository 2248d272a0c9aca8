import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS, translatedText } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Translated texts served to the public pages: the FAQ (the calculator
  // shows the first five) and the prohibited-item categories. (kind,
  // position) is the natural key the reference seed upserts by.
  await knex.raw(`
    CREATE TABLE content_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('faq', 'prohibited')),
      position smallint NOT NULL CHECK (position >= 1),
      title jsonb NOT NULL CHECK (${translatedText("title")}),
      body jsonb NOT NULL CHECK (${translatedText("body")}),
      ${TIMESTAMPS},
      CONSTRAINT content_entries_kind_position_key UNIQUE (kind, position)
    )
  `);
  await addUpdatedAtTrigger(knex, "content_entries");
}

export const down = dropTable("content_entries");
