import { describe, expect, it } from "vitest";
import { statisticsRange } from "../schemas/statistics.js";
import { MIN_DELIVERIES_TO_JUDGE, tooFewToJudge } from "./delivery-times.js";

describe("tooFewToJudge", () => {
  it("judges a carrier from five delivered parcels on", () => {
    expect(MIN_DELIVERIES_TO_JUDGE).toBe(5);
    expect([0, 1, 4, 5, 6, 100].map(tooFewToJudge)).toEqual([true, true, true, false, false, false]);
  });
});

describe("statisticsRange for delivery times", () => {
  it("covers the last 90 days unless a start is given", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(statisticsRange({}, now, "delivery")).toEqual({ from: new Date("2026-08-29T12:00:00Z"), to: now });
    const to = new Date("2026-10-01T00:00:00Z");
    expect(statisticsRange({ to }, now, "delivery").from).toEqual(new Date("2026-07-03T00:00:00Z"));
    const from = new Date("2026-01-01T00:00:00Z");
    expect(statisticsRange({ from }, now, "delivery")).toEqual({ from, to: now });
  });
});
