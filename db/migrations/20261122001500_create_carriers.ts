import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // The old product's "shipping companies". rate_card 'side' holds the second,
  // independent set managed on the side-rates page and quoted by the side
  // calculator. A removed carrier is soft-deleted: offers, payments and shipped
  // parcels keep pointing at it.
  await knex.raw(`
    CREATE TABLE carriers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      warehouse_id uuid NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      rate_card text NOT NULL DEFAULT 'main' CHECK (rate_card IN ('main', 'side')),
      name text NOT NULL CHECK (btrim(name) <> ''),
      name_ar text NOT NULL,
      dimensional_divisor integer NOT NULL DEFAULT 5000 CHECK (dimensional_divisor > 0),
      min_ship_days smallint NOT NULL CHECK (min_ship_days >= 0),
      max_ship_days smallint NOT NULL,
      logo_path text,
      is_active boolean NOT NULL DEFAULT true,
      ${TIMESTAMPS},
      deleted_at timestamptz,
      CHECK (max_ship_days >= min_ship_days)
    )
  `);
  await knex.raw(
    "CREATE INDEX carriers_warehouse_rate_card ON carriers (warehouse_id, rate_card) WHERE deleted_at IS NULL",
  );
  await addUpdatedAtTrigger(knex, "carriers");
}

export const down = dropTable("carriers");
