import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Photos taken at intake or on a photo request. path is the storage key,
  // served under /uploads/.
  await knex.raw(`
    CREATE TABLE parcel_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_id uuid NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
      path text NOT NULL CHECK (btrim(path) <> ''),
      position smallint NOT NULL CHECK (position >= 0),
      created_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT parcel_images_position_key UNIQUE (parcel_id, position) DEFERRABLE INITIALLY DEFERRED
    )
  `);
}

export const down = dropTable("parcel_images");
