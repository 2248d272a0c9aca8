/**
 * Counts in the catalogues: a text that follows a number is written once per
 * plural category of its language, as i18next reads them (`parcels_one`,
 * `parcels_other`), and i18next picks the form with `Intl.PluralRules` from
 * the `count` it is given. English has two categories (one, other), French
 * three (one, many, other: "1 000 000 de colis"), Arabic all six (zero, one,
 * two, few, many, other: "يومان", "4 أيام", "12 يومًا", "100 يوم").
 */

export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A key without its plural suffix: "days_few" is "days"; any other key is itself. */
export type PluralBase<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/**
 * A catalogue's shape from the English one: the same texts, and beside each
 * plural text (a key ending `_other`) the forms other languages need and
 * English does not (`_zero`, `_two`, `_few`, `_many`).
 */
export type WithPluralForms<T> = {
  [K in keyof T]: T[K] extends string ? string : WithPluralForms<T[K]>;
} & {
  [
    K in keyof T as K extends `${infer Base}_other` ? `${Base}_${Exclude<PluralCategory, "one" | "other">}` : never
  ]?: string;
};

/** A catalogue key read as a plural form: its base and category, or the key alone. */
export function pluralForm(key: string): { base: string; category: PluralCategory | undefined } {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1]!, category: match[2] as PluralCategory } : { base: key, category: undefined };
}

/** The categories a language's plural texts are written in: what `Intl.PluralRules` can answer for it. */
export function pluralCategories(lang: string): PluralCategory[] {
  const found = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as PluralCategory[];
  return PLURAL_CATEGORIES.filter((category) => found.includes(category));
}
