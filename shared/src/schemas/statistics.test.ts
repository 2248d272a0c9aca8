import { describe, expect, it } from "vitest";
import { statisticsRange } from "./statistics.js";

describe("statisticsRange by default", () => {
  it("covers the last month in whole days, from the start of the same day a month before", () => {
    const now = new Date("2026-11-29T08:48:46Z");
    expect(statisticsRange({}, now)).toEqual({ from: new Date("2026-10-29T00:00:00Z"), to: now });
    const to = new Date("2026-11-01T00:00:00Z");
    expect(statisticsRange({ to }, now)).toEqual({ from: new Date("2026-10-01T00:00:00Z"), to });
  });

  it("starts on the month's last day when the month before is shorter", () => {
    expect(statisticsRange({}, new Date("2026-03-31T17:00:00Z")).from).toEqual(new Date("2026-02-28T00:00:00Z"));
    expect(statisticsRange({}, new Date("2028-03-30T17:00:00Z")).from).toEqual(new Date("2028-02-29T00:00:00Z"));
    expect(statisticsRange({}, new Date("2027-01-31T09:00:00Z")).from).toEqual(new Date("2026-12-31T00:00:00Z"));
  });

  it("keeps a start that is given", () => {
    const from = new Date("2026-10-15T06:30:00Z");
    const now = new Date("2026-11-29T08:48:46Z");
    expect(statisticsRange({ from }, now)).toEqual({ from, to: now });
  });
});
