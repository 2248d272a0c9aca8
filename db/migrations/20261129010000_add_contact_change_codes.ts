import type { Knex } from "knex";

/**
 * Codes that confirm a new e-mail address or phone number of a confirmed
 * account: the value waits beside its code and is written to the customer
 * only when the code comes back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE confirmation_codes ADD COLUMN new_value text");
  await knex.raw("ALTER TABLE confirmation_codes DROP CONSTRAINT confirmation_codes_purpose_check");
  await knex.raw(`
    ALTER TABLE confirmation_codes ADD CONSTRAINT confirmation_codes_purpose_check
      CHECK (purpose IN ('email', 'password_reset', 'email_change', 'phone_change'))`);
  await knex.raw(`
    ALTER TABLE confirmation_codes ADD CONSTRAINT confirmation_codes_new_value_check
      CHECK ((purpose IN ('email_change', 'phone_change')) = (new_value IS NOT NULL))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM confirmation_codes WHERE purpose IN ('email_change', 'phone_change')");
  await knex.raw("ALTER TABLE confirmation_codes DROP CONSTRAINT confirmation_codes_new_value_check");
  await knex.raw("ALTER TABLE confirmation_codes DROP CONSTRAINT confirmation_codes_purpose_check");
  await knex.raw(`
    ALTER TABLE confirmation_codes ADD CONSTRAINT confirmation_codes_purpose_check
      CHECK (purpose IN ('email', 'password_reset'))`);
  await knex.raw("ALTER TABLE confirmation_codes DROP COLUMN new_value");
}
