import { COUNTRIES } from "../data/countries.js";

/**
 * Which countries the zones leave uncovered. A country in no zone gets no
 * price from any carrier: customers there are quoted nothing. Saving a zone
 * that would drop countries into no zone asks for a confirmation (the API
 * answers 409 COUNTRIES_UNCOVERED with them until the request allows it);
 * the zones screen lists every country no zone holds.
 */

/** The countries (ISO alpha-2) no zone holds, in the order of the country list. */
export function countriesInNoZone(zones: readonly (readonly string[])[]): string[] {
  const covered = new Set(zones.flat());
  return COUNTRIES.map((country) => country.iso2).filter((code) => !covered.has(code));
}

/**
 * The countries a zone's change would leave in no zone: held by the zone
 * now (`before`), not by its new list (`after`), nor by any other zone.
 */
export function leftInNoZone(
  before: readonly string[],
  after: readonly string[],
  otherZones: readonly (readonly string[])[],
): string[] {
  const kept = new Set([...after, ...otherZones.flat()]);
  return [...new Set(before)].filter((code) => !kept.has(code)).sort();
}
