import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The shipped list's search also matches the carrier's track number
  // ("contains", ILIKE), like the sender's track number and packageId.
  await knex.raw(
    `CREATE INDEX parcels_shipped_track_number_trgm ON parcels USING gin (shipped_track_number gin_trgm_ops)
       WHERE shipped_track_number IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX parcels_shipped_track_number_trgm");
}
