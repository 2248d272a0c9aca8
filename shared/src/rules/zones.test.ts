import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../data/countries.js";
import { countriesInNoZone, leftInNoZone } from "./zones.js";

const MAGHREB = ["DZ", "EH", "LY", "MA", "MR", "TN"];

describe("leftInNoZone", () => {
  it("names the countries a zone drops that no other zone holds", () => {
    const after = MAGHREB.filter((code) => code !== "EH");
    expect(leftInNoZone(MAGHREB, after, [["FR", "ES"], ["EG"]])).toEqual(["EH"]);
    expect(leftInNoZone(MAGHREB, [], [["TN"]])).toEqual(["DZ", "EH", "LY", "MA", "MR"]);
  });

  it("names none when another zone holds them, or when the zone only gains countries", () => {
    expect(leftInNoZone(MAGHREB, ["DZ"], [["EH", "LY", "MA", "MR", "TN"]])).toEqual([]);
    expect(leftInNoZone(["DZ"], ["DZ", "EH"], [])).toEqual([]);
    expect(leftInNoZone([], ["DZ"], [])).toEqual([]);
  });
});

describe("countriesInNoZone", () => {
  it("lists every country no zone holds, and none when the zones hold them all", () => {
    const all = COUNTRIES.map((country) => country.iso2);
    expect(countriesInNoZone([])).toEqual(all);
    expect(countriesInNoZone([all.filter((code) => code !== "EH"), ["FR"]])).toEqual(["EH"]);
    expect(countriesInNoZone([all.slice(0, 100), all.slice(100)])).toEqual([]);
  });
});
