import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

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

export const down = dropTable("split_request_parcels");
