import { COUNTRIES } from "@ipf/shared/data/countries";
import type { Zone } from "@ipf/shared/schemas/rates";
import { describe, expect, it } from "vitest";
import { REGIONS, regionOf } from "./regions";
import {
  countryGroups,
  countrySummary,
  leftUncovered,
  searchZones,
  sharedCountries,
  toggleCountry,
  toggleGroup,
  uncoveredList,
  zonesByCountry,
} from "./rules";

const zone = (id: string, name: string, countries: string[]): Zone => ({ _id: id, name, countries });
const europe = zone("z1", "Europe", ["DE", "FR", "IT"]);
const maghreb = zone("z2", "Maghreb", ["DZ", "MA", "TN"]);
const francophone = zone("z3", "Francophone", ["FR", "MA", "SN"]);

describe("regions", () => {
  it("put every country in exactly one region", () => {
    const codes = REGIONS.flatMap((region) => region.codes.split(" "));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes)).toEqual(new Set(COUNTRIES.map((c) => c.iso2)));
    expect(regionOf("DZ")).toBe("mena");
    expect(regionOf("FR")).toBe("europe");
  });
});

describe("searchZones", () => {
  it("finds zones by name or by a country's name or code, accents and case ignored", () => {
    const zones = [europe, maghreb, francophone];
    expect(searchZones(zones, "").map((z) => z.name)).toEqual(["Europe", "Maghreb", "Francophone"]);
    expect(searchZones(zones, "magh").map((z) => z.name)).toEqual(["Maghreb"]);
    expect(searchZones(zones, "morocco").map((z) => z.name)).toEqual(["Maghreb", "Francophone"]);
    expect(searchZones(zones, "Algérie").map((z) => z.name)).toEqual(["Maghreb"]);
    expect(searchZones(zones, "sn").map((z) => z.name)).toEqual(["Francophone"]);
    expect(searchZones(zones, "nowhere")).toEqual([]);
  });
});

describe("sharedCountries", () => {
  it("flags the countries another zone holds, with that zone's name", () => {
    const byCountry = zonesByCountry([europe, maghreb, francophone]);
    expect(sharedCountries("z1", europe.countries, byCountry)).toEqual([{ country: "FR", zones: ["Francophone"] }]);
    expect(sharedCountries("z3", francophone.countries, byCountry)).toEqual([
      { country: "FR", zones: ["Europe"] },
      { country: "MA", zones: ["Maghreb"] },
    ]);
    // A new zone (no id yet) is compared with every zone.
    expect(sharedCountries(null, ["TN", "US"], byCountry)).toEqual([{ country: "TN", zones: ["Maghreb"] }]);
  });
});

describe("countryGroups", () => {
  it("groups the matching countries by region, by name, with the chosen count of the whole region", () => {
    const groups = countryGroups("", new Set(["FR", "DE", "DZ"]));
    expect(groups.reduce((n, g) => n + g.countries.length, 0)).toBe(COUNTRIES.length);
    const europeGroup = groups.find((g) => g.region === "europe")!;
    expect(europeGroup.chosen).toBe(2);
    const names = europeGroup.countries.map((c) => c.names.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const searched = countryGroups("alg", new Set(["FR"]));
    expect(searched.map((g) => [g.region, g.countries.map((c) => c.iso2)])).toEqual([["mena", ["DZ"]]]);
    expect(countryGroups("zzzz", new Set())).toEqual([]);
  });
});

describe("toggles", () => {
  it("ticks a country, unticks it, and ticks or unticks a whole group shown", () => {
    expect(toggleCountry(["FR"], "DE")).toEqual(["DE", "FR"]);
    expect(toggleCountry(["DE", "FR"], "FR")).toEqual(["DE"]);
    const shown = COUNTRIES.filter((c) => ["DZ", "MA", "TN"].includes(c.iso2));
    expect(toggleGroup(["FR", "MA"], shown)).toEqual(["DZ", "FR", "MA", "TN"]);
    expect(toggleGroup(["DZ", "FR", "MA", "TN"], shown)).toEqual(["FR"]);
  });
});

describe("countrySummary", () => {
  it("names a few countries and counts the rest", () => {
    expect(countrySummary(["FR", "DE"])).toEqual({ names: "France, Germany", more: 0 });
    expect(countrySummary(["FR", "DE", "IT", "ES"], 2).more).toBe(2);
  });
});

describe("leftUncovered", () => {
  it("names what an edited zone drops that no other zone of the list holds; a new zone drops nothing", () => {
    const zones = [europe, maghreb, francophone];
    expect(leftUncovered(maghreb, ["DZ"], zones)).toEqual(["TN"]);
    expect(leftUncovered(francophone, [], zones)).toEqual(["SN"]);
    expect(leftUncovered(europe, ["DE", "FR", "IT", "ES"], zones)).toEqual([]);
    expect(leftUncovered(null, [], zones)).toEqual([]);
  });
});

describe("uncoveredList", () => {
  it("names the countries by name, with their codes", () => {
    expect(uncoveredList(["GL", "EH"])).toBe("Greenland (GL), Western Sahara (EH)");
  });
});
