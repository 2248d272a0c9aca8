import { referenceData } from "@ipf/shared/contract/reference-data";
import { countryByIso2 } from "@ipf/shared/data/countries";
import { call, type Parser } from "./client";

/** The resources of the API contract this module calls. */
const contract = { referenceData };

/** The country assumed when neither the server nor the browser tells. */
export const FALLBACK_COUNTRY = "US";

const countryAnswer: Parser<{ country: string | null }> = {
  parse(data) {
    const country = (data as { country?: unknown } | null)?.country;
    if (country !== null && typeof country !== "string") throw new Error("geo: no country");
    return { country };
  },
};

/**
 * A first guess from the browser's locales ("fr-DZ" gives DZ, "ar" gives EG):
 * used when the server cannot tell.
 */
export function guessCountry(locales: readonly string[]): string {
  for (const locale of locales) {
    try {
      const region = new Intl.Locale(locale).maximize().region;
      if (region && countryByIso2(region)) return region;
    } catch {
      // Not a well-formed locale; try the next one.
    }
  }
  return "";
}

/**
 * The visitor's country: the API's own GeoIP look-up of the request address
 * (never a third-party service from the browser),
 * else the browser's locales, else the United States. Never fails.
 */
export async function detectCountry(signal?: AbortSignal): Promise<string> {
  try {
    const { country } = await call(contract.referenceData.visitorCountry, { signal, answer: countryAnswer });
    if (country && countryByIso2(country)) return country.toUpperCase();
  } catch {
    // Not answered (or not there yet): the browser's guess follows.
  }
  return guessCountry(navigator.languages) || FALLBACK_COUNTRY;
}
