import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Members of a consolidation. customer_id and warehouse_id are repeated so
  // that two composite foreign keys hold the rule: every parcel of a group
  // belongs to the group's customer and warehouse.
  await knex.raw(`
    CREATE TABLE consolidation_parcels (
      consolidation_id uuid NOT NULL,
      parcel_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      warehouse_id uuid NOT NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consolidation_id, parcel_id),
      CONSTRAINT consolidation_parcels_consolidation_fkey FOREIGN KEY (consolidation_id, customer_id, warehouse_id)
        REFERENCES consolidations (id, customer_id, warehouse_id) ON DELETE CASCADE,
      CONSTRAINT consolidation_parcels_parcel_fkey FOREIGN KEY (parcel_id, customer_id, warehouse_id)
        REFERENCES parcels (id, customer_id, warehouse_id) ON DELETE RESTRICT
    )
  `);
  await knex.raw("CREATE INDEX consolidation_parcels_parcel ON consolidation_parcels (parcel_id)");
}

export const down = dropTable("consolidation_parcels");
