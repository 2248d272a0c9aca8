import { describe, expect, it } from "vitest";
import { settledKg } from "./scale";

describe("settledKg", () => {
  it("gives a settled weight above zero", () => {
    expect(settledKg({ kg: 2.4, stable: true, raw: "" })).toBe(2.4);
    expect(settledKg({ kg: 2.4, stable: false, raw: "" })).toBeNull();
    expect(settledKg({ kg: 0, stable: true, raw: "" })).toBeNull();
    expect(settledKg(null)).toBeNull();
  });
});
