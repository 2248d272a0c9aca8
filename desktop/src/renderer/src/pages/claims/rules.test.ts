import { describe, expect, it } from "vitest";
import { amountProblem, suggestedAmount, weightGap } from "./rules";

describe("claim decision rules", () => {
  it("should suggest the whole cover", () => {
    expect(suggestedAmount({ covered: 250 })).toBe("250.00");
  });

  it("should refuse an amount that is not a positive sum of cents, or above the cover", () => {
    expect(amountProblem("abc", 10)).toBe("invalid");
    expect(amountProblem("0", 10)).toBe("invalid");
    expect(amountProblem("1.005", 10)).toBe("invalid");
    expect(amountProblem("10.01", 10)).toBe("tooMuch");
    expect(amountProblem("9,99", 10)).toBeNull();
  });

  it("should tell the weight gap between intake and shipping", () => {
    const parcel = { weight: 2.5, shipWeight: 2.1 } as Parameters<typeof weightGap>[0];
    expect(weightGap(parcel)).toBe(0.4);
    expect(weightGap({ ...parcel, shipWeight: null })).toBeNull();
  });
});
