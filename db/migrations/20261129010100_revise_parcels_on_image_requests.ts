import type { Knex } from "knex";

/**
 * A parcel answer now says whether a photo request of it is pending, so a
 * photo request, like the parcel's other rows, raises the parcel's revision
 * (see parcel_revisions): the API never keeps an answer that predates it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TRIGGER image_requests_revise_insert AFTER INSERT ON image_requests
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION parcels_revise_changed()`);
  await knex.raw(`
    CREATE TRIGGER image_requests_revise_update AFTER UPDATE ON image_requests
      REFERENCING OLD TABLE AS was NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION parcels_revise_moved()`);
  await knex.raw(`
    CREATE TRIGGER image_requests_revise_delete AFTER DELETE ON image_requests
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION parcels_revise_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ["insert", "update", "delete"])
    await knex.raw(`DROP TRIGGER image_requests_revise_${event} ON image_requests`);
}
