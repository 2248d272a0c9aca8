import type { Knex } from "knex";

/**
 * When a parcel's contents arrived, which its free storage counts from: the
 * day it was received at the desk, or, for a parcel made from others, the
 * earliest arrival among them (shared/src/rules/storage.ts), so that
 * consolidating or splitting never restarts free storage. Until now every
 * reader took `created_at`, and a consolidated or split parcel began six
 * new months.
 *
 * A row inserted without it arrives when it is created (the trigger): the
 * desk's parcels, and any writer that predates the column.
 *
 * Existing rows: a parcel's own creation, then, for a consolidated parcel,
 * the earliest of its members and, for a parcel split out of another, that
 * parcel's arrival, repeated until nothing moves (a split of a consolidated
 * parcel, a consolidation of split ones). Arrivals only move earlier, so the
 * repetition ends.
 */
const FROM_MEMBERS = `
  UPDATE parcels p SET arrived_at = m.arrived_at
  FROM (
    SELECT c.result_parcel_id AS id, min(member.arrived_at) AS arrived_at
    FROM consolidations c
    JOIN consolidation_parcels cp ON cp.consolidation_id = c.id
    JOIN parcels member ON member.id = cp.parcel_id
    WHERE c.result_parcel_id IS NOT NULL
    GROUP BY c.result_parcel_id
  ) m
  WHERE p.id = m.id AND m.arrived_at < p.arrived_at`;

const FROM_ORIGINAL = `
  UPDATE parcels p SET arrived_at = o.arrived_at
  FROM parcels o
  WHERE p.from_split_of = o.id AND o.arrived_at < p.arrived_at`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE parcels ADD COLUMN arrived_at timestamptz");
  await knex.raw("UPDATE parcels SET arrived_at = created_at");
  for (;;) {
    const members = await knex.raw<{ rowCount: number }>(FROM_MEMBERS);
    const originals = await knex.raw<{ rowCount: number }>(FROM_ORIGINAL);
    if (members.rowCount + originals.rowCount === 0) break;
  }
  await knex.raw(`
    CREATE FUNCTION parcels_arrived_at_default() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.arrived_at := coalesce(NEW.arrived_at, NEW.created_at);
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcels_arrived_at_default BEFORE INSERT ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcels_arrived_at_default()`);
  await knex.raw("ALTER TABLE parcels ALTER COLUMN arrived_at SET NOT NULL");
  // The expired list, the storage-ending list and the reminders read parcels in the locker by arrival.
  await knex.raw("DROP INDEX parcels_in_locker_since");
  await knex.raw(
    "CREATE INDEX parcels_in_locker_since ON parcels (arrived_at) WHERE state = 'in_locker' AND deleted_at IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX parcels_in_locker_since");
  await knex.raw(
    "CREATE INDEX parcels_in_locker_since ON parcels (created_at) WHERE state = 'in_locker' AND deleted_at IS NULL",
  );
  await knex.raw("DROP TRIGGER parcels_arrived_at_default ON parcels");
  await knex.raw("DROP FUNCTION parcels_arrived_at_default()");
  await knex.raw("ALTER TABLE parcels DROP COLUMN arrived_at");
}
