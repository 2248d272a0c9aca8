import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The commercial invoice (CN23) made when a label is bought for a shipment that crosses a border:
  // where storage keeps it, beside the label's document. Null for a label that needed none.
  await knex.raw("ALTER TABLE parcel_labels ADD COLUMN customs_document_key text");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE parcel_labels DROP COLUMN customs_document_key");
}
