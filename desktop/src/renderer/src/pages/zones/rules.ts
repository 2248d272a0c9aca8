/**
 * Pure rules of the zones screen: searching and paging the zones (the API
 * answers them all at once: a handful of rows), which countries sit in more
 * than one zone or would be left in none, and the dialog's country list,
 * searched and grouped by region.
 */
import { COUNTRIES, countryByIso2, type Country } from "@ipf/shared/data/countries";
import { leftInNoZone } from "@ipf/shared/rules/zones";
import type { Zone } from "@ipf/shared/schemas/rates";
import type { Sorting } from "../../table/rules";
import { countryLabel, fold } from "../warehouses/rules";
import { REGIONS, regionOf, type RegionId } from "./regions";

export const ZONE_TABS = ["all"] as const;
/** By name (the API's default), or by number of countries. */
export const ZONE_SORTING: Sorting = { keys: ["name", "countries"], default: { key: "name", desc: false } };
export type ZoneTab = (typeof ZONE_TABS)[number];

/** A country matches by its English, French or Arabic name, or its ISO codes. */
export function countryMatches(country: Country, query: string): boolean {
  const q = fold(query);
  if (!q) return true;
  if (q.length <= 3 && (country.iso2.toLowerCase() === q || country.iso3.toLowerCase() === q)) return true;
  return [country.names.en, country.names.fr, country.names.ar].some((name) => fold(name).includes(q));
}

/** Zones whose name, or one of whose countries, matches the search. */
export function searchZones(zones: readonly Zone[], query: string): Zone[] {
  const q = fold(query);
  if (!q) return [...zones];
  return zones.filter(
    (zone) =>
      fold(zone.name).includes(q) ||
      zone.countries.some((code) => {
        const country = countryByIso2(code);
        return country ? countryMatches(country, q) : code.toLowerCase() === q;
      }),
  );
}

/** Country code to the zones holding it. */
export function zonesByCountry(zones: readonly Pick<Zone, "_id" | "name" | "countries">[]) {
  const map = new Map<string, { id: string; name: string }[]>();
  for (const zone of zones) {
    for (const code of zone.countries) {
      const list = map.get(code);
      const entry = { id: zone._id, name: zone.name };
      if (list) list.push(entry);
      else map.set(code, [entry]);
    }
  }
  return map;
}

/**
 * The countries of `countries` that other zones hold too, each with the names
 * of those zones: a carrier pricing both zones would quote such a country twice
 * (the cheaper band wins), which is rarely what was meant.
 */
export function sharedCountries(
  zoneId: string | null,
  countries: readonly string[],
  byCountry: ReadonlyMap<string, readonly { id: string; name: string }[]>,
): { country: string; zones: string[] }[] {
  const shared: { country: string; zones: string[] }[] = [];
  for (const country of countries) {
    const others = (byCountry.get(country) ?? []).filter((zone) => zone.id !== zoneId).map((zone) => zone.name);
    if (others.length) shared.push({ country, zones: others });
  }
  return shared;
}

export interface RegionGroup {
  region: RegionId;
  countries: Country[];
  /** How many countries of the whole region (not only those shown) are chosen. */
  chosen: number;
  total: number;
}

/** The dialog's country list: the countries matching the search, by region, each region by English name. */
export function countryGroups(query: string, chosen: ReadonlySet<string>): RegionGroup[] {
  const byRegion = new Map<RegionId, Country[]>(REGIONS.map((region) => [region.id, []]));
  for (const country of COUNTRIES) byRegion.get(regionOf(country.iso2))!.push(country);
  const groups: RegionGroup[] = [];
  for (const region of REGIONS) {
    const all = byRegion.get(region.id)!;
    const shown = all.filter((country) => countryMatches(country, query));
    if (shown.length === 0) continue;
    shown.sort((a, b) => a.names.en.localeCompare(b.names.en));
    groups.push({
      region: region.id,
      countries: shown,
      chosen: all.filter((country) => chosen.has(country.iso2)).length,
      total: all.length,
    });
  }
  return groups;
}

/** Ticks or unticks every country shown of a group: all of them when any is unticked, none otherwise. */
export function toggleGroup(chosen: readonly string[], shown: readonly Country[]): string[] {
  const set = new Set(chosen);
  const allTicked = shown.every((country) => set.has(country.iso2));
  for (const country of shown) {
    if (allTicked) set.delete(country.iso2);
    else set.add(country.iso2);
  }
  return [...set].sort();
}

export function toggleCountry(chosen: readonly string[], iso2: string): string[] {
  return chosen.includes(iso2) ? chosen.filter((code) => code !== iso2) : [...chosen, iso2].sort();
}

/** The countries a zone's new list would leave in no zone, the other zones read from the list shown. */
export function leftUncovered(zone: Zone | null, countries: readonly string[], zones: readonly Zone[]): string[] {
  if (!zone) return [];
  const others = zones.filter((other) => other._id !== zone._id).map((other) => other.countries);
  return leftInNoZone(zone.countries, countries, others);
}

/** Countries as the warnings name them, by name: "Western Sahara (EH), Greenland (GL)". */
export function uncoveredList(codes: readonly string[]): string {
  return codes
    .map((code) => `${countryLabel(code)} (${code})`)
    .sort((a, b) => a.localeCompare(b))
    .join(", ");
}

/** Up to `max` country names of a zone for its row, then "+N". */
export function countrySummary(countries: readonly string[], max = 6): { names: string; more: number } {
  const names = countries
    .map(countryLabel)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, max);
  return { names: names.join(", "), more: Math.max(0, countries.length - max) };
}
