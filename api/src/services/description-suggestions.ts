import type { Language } from "@ipf/shared/schemas/common";
import { SUGGESTION_LIMIT } from "@ipf/shared/schemas/descriptions";
import type { Scope } from "./work.js";

export interface SuggestionDbRow {
  id: string;
  category: string;
  text: string;
  hs_code: string | null;
}

/**
 * Each language's text, the expression its index is built on (see the
 * migration add_translations_to_package_descriptions): the translation,
 * else the English description.
 */
const TEXT_OF: Record<Language, string> = {
  en: "description",
  ar: "coalesce(description_ar, description)",
  fr: "coalesce(description_fr, description)",
};

/** Text between words, in the text and in the query alike. */
const WORD_BREAKS = "'[[:space:][:punct:]]+'";

/** `q` as a LIKE pattern's literal part. */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, "\\$&");

/**
 * The catalogue entries matching what has been typed, in `language`, best
 * first: texts starting with it, then texts with a word starting with it,
 * then texts holding it anywhere or spelled alike (pg_trgm's word
 * similarity: a misspelling still finds its entry). Within a rank the closer
 * and then the shorter text first. Case, accents and Arabic vowel marks do
 * not count (search_key).
 */
export async function suggestDescriptions(scope: Scope, q: string, language: Language): Promise<SuggestionDbRow[]> {
  const key = `search_key(${TEXT_OF[language]})`;
  const words = `' ' || regexp_replace(${key}, ${WORD_BREAKS}, ' ', 'g')`;
  const { rows } = await scope.db.raw<{ rows: SuggestionDbRow[] }>(
    `SELECT id, category, ${TEXT_OF[language]} AS text, hs_code
     FROM package_descriptions
     WHERE ${key} LIKE '%' || search_key(?) || '%' OR search_key(?) <% ${key}
     ORDER BY
       CASE
         WHEN ${key} LIKE search_key(?) || '%' THEN 0
         WHEN ${words} LIKE '% ' || btrim(regexp_replace(search_key(?), ${WORD_BREAKS}, ' ', 'g')) || '%' THEN 1
         ELSE 2
       END,
       word_similarity(search_key(?), ${key}) DESC, length(${TEXT_OF[language]}), ${key}
     LIMIT ?`,
    [likeLiteral(q), q, likeLiteral(q), q, q, SUGGESTION_LIMIT],
  );
  return rows;
}
