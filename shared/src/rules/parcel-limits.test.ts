import { describe, expect, it } from "vitest";
import { maxOf, PARCEL_LIMITS, unusualMeasures, usualMaxOf } from "./parcel-limits.js";

describe("parcel limits", () => {
  it("bounds a parcel physically, not where carriers' bands end", () => {
    expect(PARCEL_LIMITS.maxWeightKg).toBe(1000);
    expect(maxOf("weight")).toBe(1000);
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
    expect(unusualMeasures({ weight: 1001, length: 9999 })).toEqual([]);
    expect(unusualMeasures({ weight: Number.NaN })).toEqual([]);
    expect(unusualMeasures({ weight: 42, length: 274 })).toHaveLength(2);
    expect(unusualMeasures({ weight: 1000 })).toEqual([{ field: "weight", value: 1000, usual: 20 }]);
  });
});
