import type { Knex } from "knex";

/**
 * An attachment is downloaded under the name it was sent with (file_name).
 * The files of a deleted customer are removed (file_removed_at): a message
 * that was only a file stays, as a message whose file is gone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE support_messages
      ADD COLUMN file_name text CHECK (length(file_name) <= 255),
      ADD COLUMN file_removed_at timestamptz,
      DROP CONSTRAINT support_messages_not_empty,
      ADD CONSTRAINT support_messages_not_empty
        CHECK (btrim(body) <> '' OR file_path IS NOT NULL OR file_removed_at IS NOT NULL)
  `);
}

// A message whose file was removed, with no text, would break the older rule: such rows are dropped.
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM support_messages WHERE btrim(body) = '' AND file_path IS NULL`);
  await knex.raw(`
    ALTER TABLE support_messages
      DROP CONSTRAINT support_messages_not_empty,
      ADD CONSTRAINT support_messages_not_empty CHECK (btrim(body) <> '' OR file_path IS NOT NULL),
      DROP COLUMN file_removed_at,
      DROP COLUMN file_name
  `);
}
