import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // site_origin: the site address ("http://127.0.0.1:8080", "https://www.ipf.example") the
  // customer last signed up or signed in at, one of ours when written and checked again when
  // read, so the links of the e-mails staff actions send (a support reply, an arrival, a
  // shipment) come back where they are signed in. Null until their next sign-in: PUBLIC_URL.
  await knex.raw(`
    ALTER TABLE customers
      ADD COLUMN site_origin text CHECK (char_length(site_origin) <= 300)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE customers DROP COLUMN site_origin");
}
