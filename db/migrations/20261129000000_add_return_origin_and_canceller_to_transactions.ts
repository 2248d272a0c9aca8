import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // return_origin: the site address the customer paid from (one of ours, checked
  // when written and again when read), so the links of this payment's e-mails
  // come back where they are signed in. cancelled_by: who closed a cancelled
  // payment: the customer, staff, or the system (superseded, expired, paid another way).
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN return_origin text CHECK (char_length(return_origin) <= 300),
      ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('customer', 'staff', 'system'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE transactions DROP COLUMN return_origin, DROP COLUMN cancelled_by");
}
