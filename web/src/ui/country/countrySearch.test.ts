import { COUNTRIES } from "@ipf/shared/data/countries";
import { describe, expect, it } from "vitest";
import { fold, searchCountries, sortCountries } from "./countrySearch";

const codes = (query: string) => searchCountries(COUNTRIES, query).map((country) => country.iso2);

/** Each query's first answer is the country given for it. */
function expectFirst(firstFor: Record<string, string>) {
  for (const [query, iso2] of Object.entries(firstFor)) expect(codes(query)[0], query).toBe(iso2);
}

describe("country search", () => {
  it("lists every country for an empty query", () => {
    expect(codes("  ")).toHaveLength(COUNTRIES.length);
  });

  it("finds a country by its name in any of the three languages", () => {
    expectFirst({ Germany: "DE", Allemagne: "DE", ألمانيا: "DE" });
    expect(codes("algér")).toContain("DZ");
  });

  it("ignores case, accents, hamza and ta marbuta spellings", () => {
    expect(fold("Émirats")).toBe("emirats");
    // The last without the article, as people type it.
    expectFirst({ emirats: "AE", الامارات: "AE", الجزائر: "DZ", جزائر: "DZ" });
  });

  it("finds English and Arabic aliases", () => {
    expectFirst({
      UK: "GB",
      England: "GB",
      بريطانيا: "GB",
      USA: "US",
      أمريكا: "US",
      امريكا: "US",
      KSA: "SA",
      Holland: "NL",
    });
  });

  it("puts an exact ISO code first, alpha-2 or alpha-3", () => {
    expectFirst({ fr: "FR", DZA: "DZ", ma: "MA" });
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
