import { describe, expect, it } from "vitest";
import {
  checkNationalId,
  defaultAddressTitle,
  hasArabicLetters,
  nextAddressTitle,
  normaliseNationalId,
  stripArabicLetters,
} from "./addresses.js";

describe("address rules", () => {
  it.each([
    ["DZ", undefined, "nationalIDRequired"],
    ["DZ", "   ", "nationalIDRequired"],
    ["dz", "12345678", "nationalIDValid"],
    ["DZ", "123456789", null],
    ["FR", undefined, null],
    ["FR", "1", null],
  ] as const)("national ID for %s %s -> %s", (country, id, expected) => {
    expect(checkNationalId(country, id)).toBe(expected);
  });

  it("keeps the national ID for Algeria only", () => {
    expect(normaliseNationalId("DZ", " 123456789 ")).toBe("123456789");
    expect(normaliseNationalId("MA", "123456789")).toBe("");
  });

  it("names default titles", () => {
    expect(defaultAddressTitle(1)).toBe("My First Address");
    expect(defaultAddressTitle(12)).toBe("My Twelfth Address");
    expect(defaultAddressTitle(15)).toBe("My Fifteenth Address");
    expect(defaultAddressTitle(16)).toBe("Address no. 16");
    expect(nextAddressTitle([])).toBe("My First Address");
    expect(nextAddressTitle(["Home", "My Second Address"])).toBe("My Third Address");
    expect(nextAddressTitle(["my second address"])).toBe("My Third Address");
  });

  it("finds and strips Arabic letters", () => {
    expect(hasArabicLetters("12 rue de Paris")).toBe(false);
    expect(hasArabicLetters("شارع 12")).toBe(true);
    expect(stripArabicLetters("Rue شارع 12")).toBe("Rue  12");
  });
});
