import { describe, expect, it } from "vitest";
import { maxOf, PARCEL_LIMITS, unusualMeasures, usualMaxOf } from "./parcel-limits.js";
import { MAX_CHARGEABLE_GRAMS } from "./pricing.js";

describe("parcel limits", () => {
  it("stops a parcel where the rate card stops quoting", () => {
    expect(PARCEL_LIMITS.maxWeightKg * 1000).toBe(MAX_CHARGEABLE_GRAMS);
    expect(maxOf("weight")).toBe(30);
    expect(maxOf("length")).toBe(274);
  });

  it("warns below the hard limits only", () => {
    for (const field of ["weight", "length", "width", "height"] as const) {
      expect(usualMaxOf(field)).toBeLessThan(maxOf(field));
    }
  });

  it("lists the measures above their usual range, in the form's order", () => {
    expect(unusualMeasures({ weight: 25, length: 120, width: 40, height: 101 })).toEqual([
      { field: "weight", value: 25, usual: 20 },
      { field: "length", value: 120, usual: 100 },
      { field: "height", value: 101, usual: 100 },
    ]);
  });

  it("says nothing of usual measures, of the limits themselves, or of what is refused anyway", () => {
    expect(unusualMeasures({ weight: 20, length: 100, width: 100, height: 1 })).toEqual([]);
    expect(unusualMeasures({ weight: 999, length: 9999 })).toEqual([]);
    expect(unusualMeasures({ weight: Number.NaN })).toEqual([]);
    expect(unusualMeasures({ weight: 30, length: 274 })).toHaveLength(2);
  });
});
