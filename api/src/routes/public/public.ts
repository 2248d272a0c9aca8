import { COUNTRIES } from "@ipf/shared/data/countries";
import type { Language } from "@ipf/shared";
import {
  countriesQuerySchema,
  countriesResponseSchema,
  euroRateResponseSchema,
  type CountryEntry,
} from "@ipf/shared/schemas/accounts";
import { z } from "zod";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentCountry } from "../../presenters/country.js";
import { euroRateData } from "../../services/euro-rate.js";

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
  api.get(
    "/api/packages/euro-rate",
    {
      summary: "US dollars for one euro, from the ECB daily rates (cached; the last known value when unreachable)",
      tags: ["public"],
      schemas: { response: euroRateResponseSchema },
    },
    async () => euroRateData(deps),
  );

  api.get(
    "/api/countries",
    {
      summary: "Every country: names in ar/en/fr, ISO codes, dial code and flag, sorted by name in `lang`",
      tags: ["public"],
      schemas: { query: countriesQuerySchema, response: countriesResponseSchema },
    },
    async (_ctx, { query }) => ({ error: false as const, countries: countriesIn(query.lang) }),
  );

  api.get(
    "/api/geo/country",
    {
      summary: "The visitor's country, from the request's IP and the local GeoIP database (null when unknown)",
      tags: ["public"],
      schemas: { response: z.object({ error: z.literal(false), country: z.string().length(2).nullable() }) },
    },
    // No third-party look-up: the country is found on this server, from the connection.
    async (ctx) => ({ error: false as const, country: deps.geo.country(ctx.ip)?.iso2 ?? null }),
  );
}
