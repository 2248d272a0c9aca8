import type { Knex } from "knex";

/**
 * How many live parcels (not deleted) each (state, owner's suspicious flag)
 * holds, so that a work queue's page gives its total without counting the
 * queue: a count reads every entry of the queue's index, which grows with
 * the business, where summing these rows reads a page or two whatever the
 * size.
 *
 * Kept by triggers, so every writer keeps them right, and read in the same
 * snapshot as the page, so the total is exact. A change adds a row (+1 or
 * -1) and never updates one: two transactions moving parcels of the same
 * queue at once neither wait for each other nor deadlock, as increments of
 * shared rows would. A task every minute folds the rows into one per key
 * (`parcel_counts_compact()`), so a sum reads about a minute's changes. A
 * bulk load with triggers off calls parcel_counts_rebuild() after it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE parcel_counts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      state text NOT NULL,
      owner_suspicious boolean NOT NULL,
      count bigint NOT NULL
    )
  `);
  await knex.raw("CREATE INDEX parcel_counts_key ON parcel_counts (state, owner_suspicious) INCLUDE (count)");

  await knex.raw(`
    CREATE FUNCTION parcel_counts_bump(p_state text, p_suspicious boolean, p_count integer)
      RETURNS void LANGUAGE sql AS $$
      INSERT INTO parcel_counts (state, owner_suspicious, count) VALUES (p_state, p_suspicious, p_count)
    $$`);

  // The rows of each key folded into one, as one statement: a reader sees the rows before or
  // after, both summing the same; rows added meanwhile are not in its snapshot and stay.
  await knex.raw(`
    CREATE FUNCTION parcel_counts_compact() RETURNS void LANGUAGE sql AS $$
      WITH gone AS (DELETE FROM parcel_counts RETURNING state, owner_suspicious, count)
      INSERT INTO parcel_counts (state, owner_suspicious, count)
      SELECT state, owner_suspicious, sum(count) FROM gone GROUP BY 1, 2 HAVING sum(count) <> 0
    $$`);

  await knex.raw(`
    CREATE FUNCTION parcels_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
        PERFORM parcel_counts_bump(OLD.state, OLD.owner_suspicious, -1);
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
        PERFORM parcel_counts_bump(NEW.state, NEW.owner_suspicious, 1);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcels_count_write AFTER INSERT OR DELETE ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcels_count()`);
  await knex.raw(`
    CREATE TRIGGER parcels_count_update AFTER UPDATE OF state, owner_suspicious, deleted_at ON parcels
      FOR EACH ROW
      WHEN ((OLD.state, OLD.owner_suspicious, OLD.deleted_at IS NULL)
            IS DISTINCT FROM (NEW.state, NEW.owner_suspicious, NEW.deleted_at IS NULL))
      EXECUTE FUNCTION parcels_count()`);

  // Every count from the parcels: after a bulk load, and now for the rows already there.
  await knex.raw(`
    CREATE FUNCTION parcel_counts_rebuild() RETURNS void LANGUAGE sql AS $$
      LOCK TABLE parcel_counts IN EXCLUSIVE MODE;
      DELETE FROM parcel_counts;
      INSERT INTO parcel_counts (state, owner_suspicious, count)
      SELECT state, owner_suspicious, count(*) FROM parcels WHERE deleted_at IS NULL GROUP BY 1, 2
    $$`);
  await knex.raw("SELECT parcel_counts_rebuild()");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER parcels_count_update ON parcels");
  await knex.raw("DROP TRIGGER parcels_count_write ON parcels");
  await knex.raw("DROP FUNCTION parcels_count()");
  await knex.raw("DROP FUNCTION parcel_counts_rebuild()");
  await knex.raw("DROP FUNCTION parcel_counts_compact()");
  await knex.raw("DROP FUNCTION parcel_counts_bump(text, boolean, integer)");
  await knex.raw("DROP TABLE parcel_counts");
}
