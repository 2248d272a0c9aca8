import type { Knex } from "knex";

const LANGUAGES = ["en", "ar", "fr"] as const;

/** The text a language's search reads: its own description, else the English one. */
const textOf = (language: (typeof LANGUAGES)[number]) =>
  language === "en" ? "description" : `coalesce(description_${language}, description)`;

/**
 * The catalogue in Arabic and French beside English, searched as the user
 * types a content line (descriptions suggest).
 *
 * search_key() is lower() made to work for every language: the database's
 * ctype is C, where lower() and pg_trgm know ASCII letters only. It lowers
 * under the builtin Unicode collation, then drops the combining marks NFD
 * splits off (French accents; Arabic short vowels and the hamza of أ إ آ
 * ؤ ئ) and folds ى and ة into ي and ه, as people type them. French
 * accented words thus become ASCII, which pg_trgm reads.
 *
 * Trigram GIN rather than full-text: suggestions match any part of a
 * description ("shirt" in "T-shirts"), prefixes of words as they are being
 * typed, and misspellings (similarity), none of which a tsvector of whole
 * words serves. pg_trgm still sees no Arabic letters under the C ctype, so
 * an Arabic search falls back to a scan: the catalogue is small (an import
 * holds at most 5,000 rows) and the answer at most 8 rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE package_descriptions ADD COLUMN description_ar text, ADD COLUMN description_fr text");
  await knex.raw(`
    ALTER TABLE package_descriptions
      ADD CONSTRAINT package_descriptions_description_ar_check CHECK (btrim(description_ar) <> ''),
      ADD CONSTRAINT package_descriptions_description_fr_check CHECK (btrim(description_fr) <> '')`);
  await knex.raw(`
    CREATE FUNCTION search_key(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT translate(
        regexp_replace(normalize(lower($1 COLLATE pg_c_utf8), NFD), '[\\u0300-\\u036f\\u064b-\\u065f\\u0670]', '', 'g'),
        'ىة', 'يه') $$`);
  for (const language of LANGUAGES) {
    await knex.raw(
      `CREATE INDEX package_descriptions_${language}_trgm ON package_descriptions
         USING gin (search_key(${textOf(language)}) gin_trgm_ops)`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const language of LANGUAGES) await knex.raw(`DROP INDEX package_descriptions_${language}_trgm`);
  await knex.raw("DROP FUNCTION search_key(text)");
  await knex.raw("ALTER TABLE package_descriptions DROP COLUMN description_ar, DROP COLUMN description_fr");
}
