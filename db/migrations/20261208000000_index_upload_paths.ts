import type { Knex } from "knex";

/**
 * Parcel photos and ticket attachments are served only while their records
 * allow it (api/src/services/upload-access.ts): each file served is looked
 * up by its path.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX parcel_images_path ON parcel_images (path)");
  await knex.raw("CREATE INDEX support_messages_file_path ON support_messages (file_path) WHERE file_path IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX support_messages_file_path");
  await knex.raw("DROP INDEX parcel_images_path");
}
