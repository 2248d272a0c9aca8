import { describe, expect, it } from "vitest";
import { centsOfTyped, typedOfCents } from "./money";

describe("euro amounts as staff type them", () => {
  it("reads a dot or a comma, and at most two decimals", () => {
    expect(centsOfTyped("12")).toBe(1200);
    expect(centsOfTyped(" 12.5 ")).toBe(1250);
    expect(centsOfTyped("12,05")).toBe(1205);
    expect(centsOfTyped("0.07")).toBe(7);
    for (const wrong of ["", "12.345", "-3", "1e3", "12,50 €", "abc", "1.2.3"]) expect(centsOfTyped(wrong)).toBeNull();
  });

  it("writes cents back as the field shows them", () => {
    expect(typedOfCents(1205)).toBe("12.05");
    expect(typedOfCents(7)).toBe("0.07");
    expect(typedOfCents(null)).toBe("");
  });
});
