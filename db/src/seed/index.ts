/**
 * Seeds. `seedReference` keeps the reference data (countries, FAQ,
 * prohibited items, the first package-description catalogue, the
 * landed-cost figures of each destination) in place and
 * runs on every start, production included. `seedDemo` (./demo.ts)
 * fills a development database once with a working demo.
 */
import type { Knex } from "knex";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { LANDED_COST_TABLE } from "@ipf/shared/data/landed-cost";
import { centsOfUnits } from "@ipf/shared/format";
import { FAQ, PROHIBITED, type ContentEntry } from "./data/content.js";
import { PACKAGE_DESCRIPTIONS } from "./data/package-descriptions.js";

export { seedDemo, DEMO_PASSWORD, DEMO_CUSTOMER_EMAIL, DEMO_STAFF, type DemoStaff } from "./demo.js";
export { DEMO_LOGO_FOLDER } from "./demo-catalogue.js";

/** Serialises seeding across API instances that start together. */
export const SEED_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtext('ipf:seed'))";

const DESCRIPTIONS_SEEDED_KEY = "package_descriptions_seeded_at";
const DESCRIPTIONS_TRANSLATED_KEY = "package_descriptions_translated_at";

export async function seedReference(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(SEED_LOCK_SQL);
    await upsertCountries(trx);
    await upsertContent(trx, "faq", FAQ);
    await upsertContent(trx, "prohibited", PROHIBITED);
    await seedPackageDescriptionsOnce(trx);
    await seedLandedCostRates(trx);
    await translateSeededDescriptionsOnce(trx);
  });
}

async function upsertCountries(trx: Knex.Transaction): Promise<void> {
  const rows = COUNTRIES.map((c) => ({
    iso2: c.iso2,
    iso3: c.iso3,
    dial_code: c.dialCode,
    name_en: c.names.en,
    name_ar: c.names.ar,
    name_fr: c.names.fr,
  }));
  // Rows are rewritten only when the generated table changed, so a restart
  // leaves updated_at alone.
  await trx.raw(
    `INSERT INTO countries (iso2, iso3, dial_code, name_en, name_ar, name_fr)
     SELECT iso2, iso3, dial_code, name_en, name_ar, name_fr
     FROM jsonb_to_recordset(CAST(? AS jsonb))
       AS r(iso2 text, iso3 text, dial_code text, name_en text, name_ar text, name_fr text)
     ON CONFLICT (iso2) DO UPDATE SET
       iso3 = EXCLUDED.iso3, dial_code = EXCLUDED.dial_code,
       name_en = EXCLUDED.name_en, name_ar = EXCLUDED.name_ar, name_fr = EXCLUDED.name_fr
     WHERE (countries.iso3, countries.dial_code, countries.name_en, countries.name_ar, countries.name_fr)
       IS DISTINCT FROM (EXCLUDED.iso3, EXCLUDED.dial_code, EXCLUDED.name_en, EXCLUDED.name_ar, EXCLUDED.name_fr)`,
    [JSON.stringify(rows)],
  );
}

/** The texts live in code (no screen edits them): the seed is their source of truth. */
async function upsertContent(
  trx: Knex.Transaction,
  kind: "faq" | "prohibited",
  entries: readonly ContentEntry[],
): Promise<void> {
  const rows = entries.map((entry, index) => ({ kind, position: index + 1, title: entry.title, body: entry.body }));
  await trx.raw(
    `INSERT INTO content_entries (kind, position, title, body)
     SELECT kind, position, title, body
     FROM jsonb_to_recordset(CAST(? AS jsonb)) AS r(kind text, position smallint, title jsonb, body jsonb)
     ON CONFLICT (kind, position) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body
     WHERE (content_entries.title, content_entries.body) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.body)`,
    [JSON.stringify(rows)],
  );
  await trx("content_entries").where({ kind }).andWhere("position", ">", entries.length).delete();
}

/** True the first time `key` is claimed on this installation, false ever after. */
async function claimOnce(trx: Knex.Transaction, key: string): Promise<boolean> {
  const claimed = await trx("app_meta")
    .insert({ key, value: new Date().toISOString() })
    .onConflict("key")
    .ignore()
    .returning("key");
  return claimed.length > 0;
}

const descriptionRecordset = () =>
  JSON.stringify(
    PACKAGE_DESCRIPTIONS.map((d) => ({
      category: d.category,
      description: d.description,
      description_ar: d.descriptionAr,
      description_fr: d.descriptionFr,
      hs_code: d.hsCode,
      bold: d.bold ?? false,
    })),
  );

/**
 * Staff own the description catalogue once it exists (they edit, delete and
 * import entries), so the starting list is written once per installation.
 */
async function seedPackageDescriptionsOnce(trx: Knex.Transaction): Promise<void> {
  if (!(await claimOnce(trx, DESCRIPTIONS_SEEDED_KEY))) return;
  await trx.raw(
    `INSERT INTO package_descriptions (category, description, description_ar, description_fr, hs_code, bold)
     SELECT category, description, description_ar, description_fr, hs_code, bold
     FROM jsonb_to_recordset(CAST(? AS jsonb))
       AS r(category text, description text, description_ar text, description_fr text, hs_code text, bold boolean)
     ON CONFLICT DO NOTHING`,
    [descriptionRecordset()],
  );
}

/**
 * A catalogue seeded before it had Arabic and French takes the seed's
 * translations, once: for the entries still holding the seed's English,
 * where staff have not written their own.
 */
async function translateSeededDescriptionsOnce(trx: Knex.Transaction): Promise<void> {
  if (!(await claimOnce(trx, DESCRIPTIONS_TRANSLATED_KEY))) return;
  await trx.raw(
    `UPDATE package_descriptions d
     SET description_ar = coalesce(d.description_ar, r.description_ar),
       description_fr = coalesce(d.description_fr, r.description_fr)
     FROM jsonb_to_recordset(CAST(? AS jsonb))
       AS r(category text, description text, description_ar text, description_fr text)
     WHERE lower(d.category) = lower(r.category) AND lower(d.description) = lower(r.description)
       AND (d.description_ar IS NULL OR d.description_fr IS NULL)`,
    [descriptionRecordset()],
  );
}

/**
 * A destination's duty and VAT figures are written once: admins keep them
 * from then on, so a row they edited is never overwritten, while a country
 * added to the table later still arrives.
 */
async function seedLandedCostRates(trx: Knex.Transaction): Promise<void> {
  const cents = (dollars: number | null) => (dollars === null ? null : centsOfUnits(dollars));
  const rows = LANDED_COST_TABLE.map((row) => ({
    country: row.country,
    vat_rate: row.vatRate,
    duty_rate: row.dutyRate,
    chapter_duty_rates: row.chapterDutyRates,
    duty_de_minimis_cents: cents(row.dutyDeMinimis),
    vat_de_minimis_cents: cents(row.vatDeMinimis),
    basis: row.basis,
    note: row.note,
  }));
  await trx("landed_cost_rates").insert(rows).onConflict("country").ignore();
}
