import { describe, expect, it } from "vitest";
import { centsOf, costIn, marginOf, needsConversion, typedCents } from "./live-rates.js";

describe("centsOf", () => {
  it("reads an engine's amount as integer cents, without binary noise", () => {
    expect(centsOf(27.16)).toBe(2716);
    expect(centsOf(1.005)).toBe(101);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(-4.335)).toBe(-434);
    expect(centsOf(0)).toBe(0);
    expect(Object.is(centsOf(-0.001), 0)).toBe(true);
  });

  it("refuses what is not an amount", () => {
    expect(() => centsOf(Number.NaN)).toThrow(RangeError);
  });
});

describe("costIn", () => {
  it("keeps a cost already in the offers' currency as it is, whatever the rate", () => {
    expect(costIn({ cents: 2933, currency: "USD" }, "USD", 1.08)).toBe(2933);
    expect(costIn({ cents: 2933, currency: "usd" }, "USD", null)).toBe(2933);
  });

  it("converts euros to dollars at dollars per euro, to the cent", () => {
    expect(costIn({ cents: 2716, currency: "EUR" }, "USD", 1.08)).toBe(2933); // 29.3328
    expect(costIn({ cents: 2500, currency: "EUR" }, "USD", 1.0825)).toBe(2706); // 27.0625, half up
    expect(costIn({ cents: 1000, currency: "USD" }, "EUR", 1.25)).toBe(800);
  });

  it("converts nothing it has no rate for", () => {
    expect(costIn({ cents: 2716, currency: "EUR" }, "USD", null)).toBeNull();
    expect(costIn({ cents: 2716, currency: "EUR" }, "USD", 0)).toBeNull();
    expect(costIn({ cents: 1999, currency: "GBP" }, "USD", 1.08)).toBeNull();
  });

  it("says when a conversion is needed", () => {
    expect(needsConversion("EUR", "USD")).toBe(true);
    expect(needsConversion("usd", "USD")).toBe(false);
  });
});

describe("marginOf", () => {
  it("is the price offered minus the cost, and its share of the price to a tenth of a percent", () => {
    expect(marginOf(3500, 2933)).toEqual({ cents: 567, percent: 16.2 });
    expect(marginOf(4000, 3000)).toEqual({ cents: 1000, percent: 25 });
    expect(marginOf(3000, 3000)).toEqual({ cents: 0, percent: 0 });
  });

  it("is negative when the price is under the cost: a loss", () => {
    expect(marginOf(2500, 2933)).toEqual({ cents: -433, percent: -17.3 });
    // -26.95 %: rounded as +26.95 % would be, away from zero.
    expect(marginOf(2000, 2539)).toEqual({ cents: -539, percent: -27 });
    expect(marginOf(2000, 1461)).toEqual({ cents: 539, percent: 27 });
  });

  it("has no percent at a price of 0", () => {
    expect(marginOf(0, 2933)).toEqual({ cents: -2933, percent: null });
  });

  it("counts in integer cents only", () => {
    expect(() => marginOf(29.9, 2933)).toThrow(RangeError);
  });
});

describe("typedCents", () => {
  it("reads the price field as the desk types it", () => {
    expect(typedCents("29.90")).toBe(2990);
    expect(typedCents("29,9")).toBe(2990);
    expect(typedCents(" 35 ")).toBe(3500);
    expect(typedCents("٣٥")).toBe(3500);
    expect(typedCents("0")).toBe(0);
  });

  it("is null for what is no price", () => {
    expect(typedCents("")).toBeNull();
    expect(typedCents("abc")).toBeNull();
    expect(typedCents("-5")).toBeNull();
  });
});
