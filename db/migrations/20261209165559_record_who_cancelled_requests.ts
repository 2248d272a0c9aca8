import type { Knex } from "knex";

/**
 * Who cancelled an assemble or disassemble request, as accepted_by and
 * completed_by already say who accepted or completed one: a desk that acts
 * on a request cancelled meanwhile is told who did it. cancelled_by is the
 * staff member; an assemble request may also be cancelled by its customer
 * (cancelled_by_customer). Requests cancelled before this was recorded have
 * neither.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE consolidations
      ADD COLUMN cancelled_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ADD COLUMN cancelled_by_customer boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT consolidations_cancelled_by_one
        CHECK (NOT (cancelled_by_customer AND cancelled_by IS NOT NULL))
  `);
  await knex.raw("ALTER TABLE split_requests ADD COLUMN cancelled_by uuid REFERENCES staff (id) ON DELETE SET NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE split_requests DROP COLUMN cancelled_by");
  await knex.raw(
    "ALTER TABLE consolidations DROP CONSTRAINT consolidations_cancelled_by_one, DROP COLUMN cancelled_by_customer, DROP COLUMN cancelled_by",
  );
}
