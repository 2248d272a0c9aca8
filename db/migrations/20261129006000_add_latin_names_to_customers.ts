import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // European shops print the warehouse address's name on their labels and
  // cannot print Arabic script: a name typed in Arabic keeps its Latin
  // spelling beside it. Null where the name is already in Latin letters, and
  // for the existing accounts with an Arabic-only name until they give it.
  await knex.raw(`
    ALTER TABLE customers
      ADD COLUMN latin_first_name text CHECK (char_length(latin_first_name) BETWEEN 1 AND 60),
      ADD COLUMN latin_last_name text CHECK (char_length(latin_last_name) BETWEEN 1 AND 60)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE customers DROP COLUMN latin_first_name, DROP COLUMN latin_last_name");
}
