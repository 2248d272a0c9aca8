import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS } from "./helpers.js";

/** The parcel's states as this migration made them (create_parcel_returns adds to them). */
export const STATES = [
  "in_locker",
  "awaiting_assemble",
  "awaiting_disassemble",
  "awaiting_approval",
  "approved",
  "paid",
  "shipped",
  "merged",
  "split",
];

export async function up(knex: Knex): Promise<void> {
  // One row per physical parcel received at a warehouse. parcel_code is the old
  // product's packageId (ours, short and readable); track_number is the
  // sender's, stored upper case and not unique (staff may confirm a repeat).
  // Units: weight in integer grams, dimensions in centimetres (one decimal),
  // fees in US dollar cents. `state` replaces the old product's heap of flags;
  // the request times double as the cancel-window clocks (approveTime,
  // assembleTime).
  await knex.raw(`
    CREATE TABLE parcels (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parcel_code text NOT NULL UNIQUE CHECK (parcel_code ~ '^[A-Z0-9-]{4,24}$'),
      track_number text NOT NULL CHECK (track_number = upper(track_number) AND btrim(track_number) <> ''),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
      warehouse_id uuid NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      state text NOT NULL DEFAULT 'in_locker' CHECK (state IN (${STATES.map((s) => `'${s}'`).join(", ")})),
      weight_grams integer NOT NULL CHECK (weight_grams > 0),
      length_cm numeric(6, 1) NOT NULL CHECK (length_cm > 0),
      width_cm numeric(6, 1) NOT NULL CHECK (width_cm > 0),
      height_cm numeric(6, 1) NOT NULL CHECK (height_cm > 0),
      fees_cents integer NOT NULL DEFAULT 0 CHECK (fees_cents >= 0),
      is_consolidated boolean NOT NULL DEFAULT false,
      from_split_of uuid REFERENCES parcels (id) ON DELETE RESTRICT,

      has_dangerous boolean NOT NULL DEFAULT false,
      has_lithium boolean NOT NULL DEFAULT false,
      remove_bills boolean NOT NULL DEFAULT false,
      remove_shoe_boxes boolean NOT NULL DEFAULT false,
      additional_note text,

      assemble_requested_at timestamptz,
      approval_requested_at timestamptz,
      approved_at timestamptz,
      paid_at timestamptz,
      shipped_at timestamptz,

      shipped_track_number text,
      track_link text,
      ship_weight_grams integer CHECK (ship_weight_grams > 0),
      ship_length_cm numeric(6, 1) CHECK (ship_length_cm > 0),
      ship_width_cm numeric(6, 1) CHECK (ship_width_cm > 0),
      ship_height_cm numeric(6, 1) CHECK (ship_height_cm > 0),
      ship_carrier_id uuid REFERENCES carriers (id) ON DELETE RESTRICT,
      ship_price_cents integer CHECK (ship_price_cents >= 0),

      created_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ${TIMESTAMPS},
      deleted_at timestamptz,
      deleted_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      delete_reason text,

      -- Targets of composite foreign keys: a request row names a parcel of
      -- its own customer (and, for consolidations, warehouse).
      CONSTRAINT parcels_id_customer_key UNIQUE (id, customer_id),
      CONSTRAINT parcels_id_customer_warehouse_key UNIQUE (id, customer_id, warehouse_id),
      CONSTRAINT parcels_not_split_of_itself CHECK (from_split_of <> id),
      -- Deleting asks for a reason.
      CONSTRAINT parcels_delete_needs_reason
        CHECK (deleted_at IS NULL OR coalesce(btrim(delete_reason), '') <> ''),
      -- Each waiting state carries the clock it was entered at.
      CONSTRAINT parcels_awaiting_assemble_has_time
        CHECK (state <> 'awaiting_assemble' OR assemble_requested_at IS NOT NULL),
      CONSTRAINT parcels_awaiting_approval_has_time
        CHECK (state <> 'awaiting_approval' OR approval_requested_at IS NOT NULL),
      CONSTRAINT parcels_approved_has_time CHECK (state <> 'approved' OR approved_at IS NOT NULL),
      CONSTRAINT parcels_paid_has_time CHECK (state <> 'paid' OR paid_at IS NOT NULL),
      CONSTRAINT parcels_shipped_has_time CHECK (state <> 'shipped' OR shipped_at IS NOT NULL)
    )
  `);

  const indexes = [
    // Staff "contains" searches on packageId and track number (ILIKE).
    "CREATE INDEX parcels_parcel_code_trgm ON parcels USING gin (parcel_code gin_trgm_ops)",
    "CREATE INDEX parcels_track_number_trgm ON parcels USING gin (track_number gin_trgm_ops)",
    // Duplicate check at intake and the disassembly "-1, -2" children.
    "CREATE INDEX parcels_track_number ON parcels (track_number)",
    // The customer's locker, awaiting-shipping, shipped lists and counts.
    "CREATE INDEX parcels_customer_state ON parcels (customer_id, state, created_at DESC) WHERE deleted_at IS NULL",
    // Manage packages (newest first) and statistics over a date range.
    "CREATE INDEX parcels_created_at ON parcels (created_at DESC) WHERE deleted_at IS NULL",
    // Staff work queues, oldest request first.
    `CREATE INDEX parcels_awaiting_approval ON parcels (approval_requested_at)
       WHERE state = 'awaiting_approval' AND deleted_at IS NULL`,
    "CREATE INDEX parcels_approved ON parcels (approved_at) WHERE state = 'approved' AND deleted_at IS NULL",
    "CREATE INDEX parcels_paid ON parcels (paid_at) WHERE state = 'paid' AND deleted_at IS NULL",
    "CREATE INDEX parcels_shipped ON parcels (shipped_at DESC) WHERE state = 'shipped' AND deleted_at IS NULL",
    // Expired packages: still in a locker after 6 months.
    "CREATE INDEX parcels_in_locker_since ON parcels (created_at) WHERE state = 'in_locker' AND deleted_at IS NULL",
    // Deleted packages, all of them and one customer's trash (user detail).
    "CREATE INDEX parcels_deleted ON parcels (deleted_at DESC) WHERE deleted_at IS NOT NULL",
    "CREATE INDEX parcels_customer_deleted ON parcels (customer_id, deleted_at DESC) WHERE deleted_at IS NOT NULL",
    "CREATE INDEX parcels_from_split_of ON parcels (from_split_of) WHERE from_split_of IS NOT NULL",
    "CREATE INDEX parcels_warehouse ON parcels (warehouse_id)",
    "CREATE INDEX parcels_ship_carrier ON parcels (ship_carrier_id) WHERE ship_carrier_id IS NOT NULL",
  ];
  for (const sql of indexes) await knex.raw(sql);
  await addUpdatedAtTrigger(knex, "parcels");
}

export const down = dropTable("parcels");
