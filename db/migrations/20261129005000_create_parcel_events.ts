import type { Knex } from "knex";

/**
 * The history of a parcel's states, with who and when (the manage-packages
 * show dialog). Written by a trigger, so every door that changes a parcel
 * (intake, requests, payments, shipping, deletes) records it without each
 * service remembering to. The staff member acting is the transaction's
 * `ipf.staff_id` setting (set by the API's unit of work), or the row's own
 * created_by and deleted_by; no staff member means the customer acted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE parcel_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('received', 'state', 'deleted', 'restored')),
      state text NOT NULL,
      previous_state text,
      staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
      at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw("CREATE INDEX parcel_events_parcel ON parcel_events (parcel_id, id)");
  await knex.raw(`
    CREATE FUNCTION parcel_events_record() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      actor uuid := nullif(current_setting('ipf.staff_id', true), '')::uuid;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO parcel_events (parcel_id, kind, state, staff_id, at)
          VALUES (NEW.id, 'received', NEW.state, coalesce(NEW.created_by, actor), NEW.created_at);
        RETURN NULL;
      END IF;
      IF NEW.state IS DISTINCT FROM OLD.state THEN
        INSERT INTO parcel_events (parcel_id, kind, state, previous_state, staff_id, at)
          VALUES (NEW.id, 'state', NEW.state, OLD.state, actor, now());
      END IF;
      IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
        INSERT INTO parcel_events (parcel_id, kind, state, staff_id, at)
          VALUES (NEW.id, 'deleted', NEW.state, coalesce(NEW.deleted_by, actor), NEW.deleted_at);
      ELSIF NEW.deleted_at IS NULL AND OLD.deleted_at IS NOT NULL THEN
        INSERT INTO parcel_events (parcel_id, kind, state, staff_id, at)
          VALUES (NEW.id, 'restored', NEW.state, actor, now());
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcel_events_insert AFTER INSERT ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcel_events_record()`);
  await knex.raw(`
    CREATE TRIGGER parcel_events_update AFTER UPDATE OF state, deleted_at ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcel_events_record()`);
  // Parcels received before the history existed: their arrival, and their deletion if any.
  await knex.raw(`
    INSERT INTO parcel_events (parcel_id, kind, state, staff_id, at)
      SELECT id, 'received', 'in_locker', created_by, created_at FROM parcels`);
  await knex.raw(`
    INSERT INTO parcel_events (parcel_id, kind, state, staff_id, at)
      SELECT id, 'deleted', state, deleted_by, deleted_at FROM parcels WHERE deleted_at IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER parcel_events_update ON parcels");
  await knex.raw("DROP TRIGGER parcel_events_insert ON parcels");
  await knex.raw("DROP FUNCTION parcel_events_record()");
  await knex.raw("DROP TABLE parcel_events");
}
