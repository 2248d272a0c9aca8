import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The parcels created from a split ("addedPackages"), in intake order. A
  // parcel comes out of at most one split.
  await knex.raw(`
    CREATE TABLE split_request_parcels (
      split_request_id uuid NOT NULL REFERENCES split_requests (id) ON DELETE CASCADE,
      parcel_id uuid NOT NULL UNIQUE REFERENCES parcels (id) ON DELETE RESTRICT,
      position smallint NOT NULL CHECK (position >= 1),
      PRIMARY KEY (split_request_id, parcel_id),
      UNIQUE (split_request_id, position)
    )
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE split_request_parcels");
}
