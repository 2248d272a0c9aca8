import { describe, expect, it } from "vitest";
import { categoryKey, initialsOf, inkOn, MARKET_COUNTRIES, marketFilter } from "./marketRules";

describe("market", () => {
  it("offers 28 countries, France first and by default", () => {
    expect(MARKET_COUNTRIES).toHaveLength(28);
    expect(MARKET_COUNTRIES[0]).toBe("FR");
    expect(marketFilter(new URLSearchParams())).toEqual({ country: "FR", category: "" });
    expect(marketFilter(new URLSearchParams("country=de&category=c1"))).toEqual({ country: "DE", category: "c1" });
    expect(marketFilter(new URLSearchParams("country=US"))).toEqual({ country: "FR", category: "" });
  });

  it("translates the seeded category names and leaves new ones as typed", () => {
    expect(categoryKey("Kids and toys")).toBe("kids");
    expect(categoryKey(" Marketplaces ")).toBe("marketplaces");
    expect(categoryKey("Garden")).toBeNull();
  });

  it("draws initials and a readable ink on the shop's colour", () => {
    expect(initialsOf("La Redoute")).toBe("LR");
    expect(initialsOf("Amazon.fr")).toBe("AF");
    expect(inkOn("#FFFFFF")).toBe("#000");
    expect(inkOn("#0D2F82")).toBe("#fff");
    expect(inkOn("nope")).toBe("#fff");
  });
});
