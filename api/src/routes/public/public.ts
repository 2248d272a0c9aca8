import { COUNTRIES } from "@ipf/shared/data/countries";
import type { Language } from "@ipf/shared";
import { referenceData } from "@ipf/shared/contract/reference-data";
import type { CountryEntry } from "@ipf/shared/schemas/reference-data";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentCountry } from "../../presenters/country.js";
import { euroRateData } from "../../services/euro-rate.js";
import { readScope } from "../../services/work.js";

/** Built once per language: the list never changes while the process runs. */
const byLanguage = new Map<Language, CountryEntry[]>();
function countriesIn(language: Language): CountryEntry[] {
  let list = byLanguage.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = COUNTRIES.map((c) => presentCountry(c, language)).sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(language, list);
  }
  return list;
}

/** Public reference data of the customer area: the euro rate and the country list. */
export function registerPublicRoutes(api: Api, deps: Deps) {
  api.bind(referenceData.euroRate, async () => euroRateData(readScope(deps)));

  api.bind(referenceData.countries, async (_ctx, { query }) => ({
    error: false as const,
    countries: countriesIn(query.lang),
  }));

  // No third-party look-up: the country is found on this server, from the connection.
  api.bind(referenceData.visitorCountry, async (ctx) => ({
    error: false as const,
    country: deps.geo.country(ctx.ip)?.iso2 ?? null,
  }));
}
