import type { Language } from "@ipf/shared";
import type { Country } from "@ipf/shared/data/countries";
import type { CountryEntry } from "@ipf/shared/schemas/reference-data";

/** A flag as an emoji: the two regional-indicator letters of the ISO code. */
function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export function presentCountry(country: Country, language: Language): CountryEntry {
  return {
    name: country.names[language],
    names: { ar: country.names.ar, en: country.names.en, fr: country.names.fr },
    iso_2: country.iso2,
    iso_3: country.iso3,
    dialCode: country.dialCode,
    icon: flagEmoji(country.iso2),
  };
}
