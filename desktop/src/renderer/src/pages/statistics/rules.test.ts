import { describe, expect, it } from "vitest";
import {
  axisTicks,
  dateOf,
  dayOf,
  defaultMonthRange,
  defaultRange,
  exportFileName,
  fillMonths,
  inEuros,
  rangeProblem,
  sheetRows,
} from "./rules";

describe("statistics ranges", () => {
  it("defaults to the last month, and by month to 1 January of last year", () => {
    expect(defaultRange(new Date(2026, 5, 15))).toEqual({ from: "2026-05-15", to: "2026-06-15" });
    expect(defaultRange(new Date(2026, 0, 10))).toEqual({ from: "2025-12-10", to: "2026-01-10" });
    expect(defaultRange(new Date(2026, 2, 31))).toEqual({ from: "2026-02-28", to: "2026-03-31" });
    expect(defaultMonthRange(new Date(2026, 5, 15))).toEqual({ from: "2025-01-01", to: "2026-06-15" });
  });

  it("reads and writes days in the operator's time zone", () => {
    expect(dayOf(dateOf("2026-02-03"))).toBe("2026-02-03");
  });

  it("refuses a missing end, an end before the start and more than five years", () => {
    expect(rangeProblem(null, new Date(2026, 0, 1))).toBe("missing");
    expect(rangeProblem(new Date(2026, 0, 2), new Date(2026, 0, 1))).toBe("toBeforeFrom");
    expect(rangeProblem(new Date(2006, 0, 1), new Date(2026, 0, 1))).toBe("rangeTooLong");
    expect(rangeProblem(new Date(2021, 0, 2), new Date(2026, 0, 1))).toBeNull();
    expect(rangeProblem(new Date(2026, 0, 1), new Date(2026, 0, 1))).toBeNull();
  });
});

describe("statistics charts", () => {
  it("fills the months without shipments with 0, across a year end", () => {
    expect(fillMonths([{ month: "2026-01", count: 4 }], { from: "2025-11-20", to: "2026-02-01" })).toEqual([
      { month: "2025-11", count: 0 },
      { month: "2025-12", count: 0 },
      { month: "2026-01", count: 4 },
      { month: "2026-02", count: 0 },
    ]);
  });

  it("steps the value axis by 5 or 10, widening for large counts", () => {
    expect(axisTicks(0, 5)).toEqual([0, 5]);
    expect(axisTicks(12, 5)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(42, 10)).toEqual([0, 10, 20, 30, 40, 50]);
    const large = axisTicks(1_000_000, 10);
    expect(large.length).toBeLessThanOrEqual(6);
    expect(large.every((tick) => tick % 10 === 0)).toBe(true);
    expect(large.at(-1)).toBeGreaterThanOrEqual(1_000_000);
  });

  it("converts dollars to euros at 0.93 with 2 decimals", () => {
    expect(inEuros("USD", 100.1)).toBe(93.09);
    expect(inEuros("EUR", 12.345)).toBe(12.35);
    expect(inEuros("GBP", 10)).toBeNull();
  });
});

describe("statistics export", () => {
  it("writes a header and one row per value, blanks for missing values", () => {
    expect(sheetRows(["Currency", "Volume", "In euros"], [["GBP", 10, null]])).toEqual([
      ["Currency", "Volume", "In euros"],
      ["GBP", 10, ""],
    ]);
    expect(exportFileName("parcels-by-country", { from: "2026-01-01", to: "2026-01-31" })).toBe(
      "parcels-by-country_2026-01-01_2026-01-31.xlsx",
    );
  });
});
