import type { Knex } from "knex";

/**
 * Alerts now come from staff (for a customer or a parcel) and from the
 * system where a customer must act: free storage ending, a payment refused.
 * `kind` says which; `created_by` who, for staff alerts. The system raises
 * at most one open alert of a kind per parcel, whichever instance raises it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE alerts
      ADD COLUMN kind text NOT NULL DEFAULT 'staff'
        CHECK (kind IN ('staff', 'storage_ending', 'payment_refused')),
      ADD COLUMN created_by uuid REFERENCES staff (id) ON DELETE SET NULL
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX alerts_system_open ON alerts (parcel_id, kind) WHERE kind <> 'staff' AND NOT cleared",
  );
  await knex.raw("CREATE INDEX alerts_parcel_kind ON alerts (parcel_id, kind) WHERE kind <> 'staff'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX alerts_parcel_kind");
  await knex.raw("DROP INDEX alerts_system_open");
  await knex.raw("ALTER TABLE alerts DROP COLUMN created_by, DROP COLUMN kind");
}
