import { COUNTRIES } from "@ipf/shared/data/countries";
import { describe, expect, it } from "vitest";
import { fold, searchCountries, sortCountries } from "./countrySearch";

const codes = (query: string) => searchCountries(COUNTRIES, query).map((country) => country.iso2);

describe("country search", () => {
  it("lists every country for an empty query", () => {
    expect(codes("  ")).toHaveLength(COUNTRIES.length);
  });

  it("finds a country by its name in any of the three languages", () => {
    expect(codes("Germany")[0]).toBe("DE");
    expect(codes("Allemagne")[0]).toBe("DE");
    expect(codes("ألمانيا")[0]).toBe("DE");
    expect(codes("algér")).toContain("DZ");
  });

  it("ignores case, accents, hamza and ta marbuta spellings", () => {
    expect(fold("Émirats")).toBe("emirats");
    expect(codes("emirats")[0]).toBe("AE");
    expect(codes("الامارات")[0]).toBe("AE");
    expect(codes("الجزائر")[0]).toBe("DZ");
    // Without the article, as people type it.
    expect(codes("جزائر")[0]).toBe("DZ");
  });

  it("finds English and Arabic aliases", () => {
    expect(codes("UK")[0]).toBe("GB");
    expect(codes("England")[0]).toBe("GB");
    expect(codes("بريطانيا")[0]).toBe("GB");
    expect(codes("USA")[0]).toBe("US");
    expect(codes("أمريكا")[0]).toBe("US");
    expect(codes("امريكا")[0]).toBe("US");
    expect(codes("KSA")[0]).toBe("SA");
    expect(codes("Holland")[0]).toBe("NL");
  });

  it("puts an exact ISO code first, alpha-2 or alpha-3", () => {
    expect(codes("fr")[0]).toBe("FR");
    expect(codes("DZA")[0]).toBe("DZ");
    expect(codes("ma")[0]).toBe("MA");
  });

  it("searches dial codes with or without + or 00, exact ones first", () => {
    expect(codes("+213")).toEqual(["DZ"]);
    expect(codes("00213")).toEqual(["DZ"]);
    expect(codes("33")[0]).toBe("FR");
    expect(codes("+1")).toEqual(expect.arrayContaining(["US", "CA"]));
    expect(codes("+1").every((iso2) => COUNTRIES.find((c) => c.iso2 === iso2)!.dialCode.startsWith("1"))).toBe(true);
  });

  it("answers nothing for text that names no country", () => {
    expect(codes("Atlantis")).toEqual([]);
  });

  it("sorts by the name in the page's language", () => {
    const arabic = sortCountries(COUNTRIES, "ar");
    const english = sortCountries(COUNTRIES, "en");
    expect(english[0]!.names.en).toBe("Afghanistan");
    expect(arabic.findIndex((c) => c.iso2 === "DE")).toBeLessThan(arabic.findIndex((c) => c.iso2 === "FR"));
  });
});
