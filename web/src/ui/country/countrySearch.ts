import type { Country } from "@ipf/shared/data/countries";
import type { Language } from "@ipf/shared/schemas/common";

/**
 * Other names people type for a country, in English and Arabic (a country is
 * found by name, dial code, ISO code or an Arabic or English alias).
 * Official names in the three languages come from the country list itself.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AE: ["UAE", "Emirates", "Dubai", "Abu Dhabi", "الامارات", "دبي", "أبوظبي"],
  BA: ["Bosnia", "البوسنة"],
  CD: ["DRC", "DR Congo", "Congo Kinshasa", "الكونغو الديمقراطية"],
  CG: ["Congo Brazzaville", "الكونغو"],
  CI: ["Ivory Coast", "Cote dIvoire", "كوت ديفوار"],
  CZ: ["Czechia", "التشيك"],
  DE: ["Deutschland", "ألمانيا"],
  DZ: ["Algerie", "دزاير"],
  EG: ["Misr", "مصر"],
  ES: ["Espana", "اسبانيا"],
  GB: ["UK", "Britain", "Great Britain", "England", "Scotland", "Wales", "بريطانيا", "انجلترا", "إنجلترا", "انكلترا"],
  IR: ["Iran", "Persia", "ايران", "فارس"],
  KP: ["DPRK", "كوريا"],
  KR: ["Korea", "كوريا"],
  MA: ["Maroc", "المغرب"],
  MK: ["Macedonia", "مقدونيا"],
  MM: ["Burma", "ميانمار"],
  NL: ["Holland", "هولندا"],
  PS: ["Palestine", "Gaza", "غزة"],
  RU: ["Russia", "روسيا"],
  SA: ["KSA", "Saudi", "السعودية", "المملكة العربية السعودية"],
  SY: ["Syria", "سورية"],
  SZ: ["Swaziland", "إسواتيني"],
  TR: ["Turkey", "تركيا"],
  TW: ["Taiwan"],
  TZ: ["Tanzania"],
  US: ["USA", "US", "America", "United States", "أمريكا", "امريكا", "الولايات المتحدة الأمريكية"],
  VA: ["Vatican"],
  VN: ["Viet Nam"],
};

/**
 * Folds what a person may type differently: case, Latin accents, Arabic
 * vowel marks and tatweel, and the hamza and ta marbuta spellings
 * (أ إ آ to ا, ة to ه, ى to ي), so "الامارات" finds "الإمارات".
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/['’.,()-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

interface Indexed {
  country: Country;
  names: string[];
}

const indexes = new WeakMap<readonly Country[], Indexed[]>();

function indexOf(countries: readonly Country[]): Indexed[] {
  let index = indexes.get(countries);
  if (!index) {
    index = countries.map((country) => ({
      country,
      names: [country.names.en, country.names.ar, country.names.fr, ...(COUNTRY_ALIASES[country.iso2] ?? [])].map(fold),
    }));
    indexes.set(countries, index);
  }
  return index;
}

/** Whether one of the words of `name` (or the whole name) starts with the query. */
function startsWord(name: string, query: string): boolean {
  if (name.startsWith(query)) return true;
  return name.split(" ").some((word) => word.startsWith(query) || word.replace(/^ال/, "").startsWith(query));
}

/**
 * The countries a query finds, best first: an exact ISO or dial code, then
 * names (and aliases) whose word starts with it, then names holding it.
 * "+33" and "33" search dial codes; "fr" and "fra" ISO codes as well as names.
 * An empty query answers the list as given.
 */
export function searchCountries(countries: readonly Country[], query: string): Country[] {
  const raw = query.trim();
  if (!raw) return [...countries];
  const dial = raw.replace(/^\+|^00/, "").replace(/\s/g, "");
  if (/^[0-9]+$/.test(dial)) {
    const byDial = countries.filter((country) => country.dialCode.startsWith(dial));
    return byDial.sort((a, b) => Number(b.dialCode === dial) - Number(a.dialCode === dial));
  }
  const folded = fold(raw);
  const upper = raw.toUpperCase();
  const ranked: { country: Country; rank: number; order: number }[] = [];
  indexOf(countries).forEach(({ country, names }, order) => {
    let rank = Infinity;
    if (country.iso2 === upper || country.iso3 === upper) rank = 0;
    else if (names.some((name) => name === folded)) rank = 1;
    else if (names.some((name) => startsWord(name, folded))) rank = 2;
    else if (names.some((name) => name.includes(folded))) rank = 3;
    if (rank !== Infinity) ranked.push({ country, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((entry) => entry.country);
}

/** Countries sorted by their name in the page's language. */
export function sortCountries(countries: readonly Country[], language: Language): Country[] {
  const collator = new Intl.Collator(language);
  return [...countries].sort((a, b) => collator.compare(a.names[language], b.names[language]));
}
