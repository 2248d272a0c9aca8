import { describe, expect, it } from "vitest";
import { LANDED_COST_TABLE } from "../data/landed-cost.js";
import { dutyRateOf, estimateLandedCost, hsChapter, linesInDollars, type LandedCostRates } from "./landed-cost.js";

/** Canada-like: FOB, one threshold for both, clothing dearer. */
const FOB: LandedCostRates = {
  vatRate: 5,
  dutyRate: 5,
  chapterDutyRates: { "61": 18 },
  dutyDeMinimis: 14.29,
  vatDeMinimis: 14.29,
  basis: "fob",
};

/** UK-like: CIF, a duty threshold, VAT on everything, shoes dearer. */
const CIF: LandedCostRates = {
  vatRate: 20,
  dutyRate: 4,
  chapterDutyRates: { "64": 16 },
  dutyDeMinimis: 176.85,
  vatDeMinimis: null,
  basis: "cif",
};

describe("estimateLandedCost", () => {
  it("charges nothing at or below the de minimis (FOB: the shipping does not count)", () => {
    // customs value 10.00 <= 14.29, although goods and shipping make 40.00
    const estimate = estimateLandedCost([{ value: 10, hsCode: "6109" }], 30, FOB);
    expect(estimate).toMatchObject({ customsValue: 10, duty: 0, vat: 0, total: 0 });
    expect(estimate).toMatchObject({ dutyBelowDeMinimis: true, vatBelowDeMinimis: true });
  });

  it("charges duty by chapter and VAT on value plus duty above it (FOB)", () => {
    // customs value 150.00 (shipping left out)
    // duty 100 x 18 % + 50 x 5 % = 18.00 + 2.50 = 20.50
    // VAT (150 + 20.50) x 5 % = 8.525, rounded to 8.53; total 29.03
    const estimate = estimateLandedCost(
      [
        { value: 100, hsCode: "6109.10" },
        { value: 50, hsCode: "8517" },
      ],
      40,
      FOB,
    );
    expect(estimate).toMatchObject({ goodsValue: 150, customsValue: 150, duty: 20.5, vat: 8.53, total: 29.03 });
    expect(estimate).toMatchObject({ dutyBelowDeMinimis: false, vatBelowDeMinimis: false });
  });

  it("shares the shipping between the lines pro rata on CIF", () => {
    // customs value 200 + 40 = 240.00 > 176.85; each line carries 240 / 200 = 1.2 of its value
    // duty 150 x 1.2 x 16 % + 50 x 1.2 x 4 % = 28.80 + 2.40 = 31.20
    // VAT (240 + 31.20) x 20 % = 54.24; total 85.44
    const estimate = estimateLandedCost(
      [
        { value: 150, hsCode: "6403" },
        { value: 50, hsCode: null },
      ],
      40,
      CIF,
    );
    expect(estimate).toMatchObject({ goodsValue: 200, customsValue: 240, duty: 31.2, vat: 54.24, total: 85.44 });
  });

  it("leaves duty out below the duty threshold while VAT, without one, is still due (CIF)", () => {
    // customs value 100 + 30 = 130.00 <= 176.85: no duty; VAT 130 x 20 % = 26.00
    const estimate = estimateLandedCost([{ value: 100, hsCode: "6403" }], 30, CIF);
    expect(estimate).toMatchObject({ customsValue: 130, duty: 0, vat: 26, total: 26 });
    expect(estimate).toMatchObject({ dutyBelowDeMinimis: true, vatBelowDeMinimis: false });
  });

  it("counts the shipping against the threshold on CIF", () => {
    // goods 150.00 alone are below 176.85, with 30.00 of shipping 180.00 is above
    // duty 180 x 16 % = 28.80; VAT (180 + 28.80) x 20 % = 41.76
    const estimate = estimateLandedCost([{ value: 150, hsCode: "6403" }], 30, CIF);
    expect(estimate).toMatchObject({ customsValue: 180, duty: 28.8, vat: 41.76, dutyBelowDeMinimis: false });
  });

  it("estimates nothing when nothing is declared", () => {
    const estimate = estimateLandedCost([], 30, CIF);
    expect(estimate).toMatchObject({ goodsValue: 0, duty: 0, vat: 0, total: 0, dutyBelowDeMinimis: false });
  });
});

describe("hsChapter and dutyRateOf", () => {
  it("reads the first two digits of a code however it is written", () => {
    expect(hsChapter("6109.10.00")).toBe("61");
    expect(hsChapter(" 04 ")).toBe("04");
    expect(hsChapter("9")).toBeNull();
    expect(hsChapter(null)).toBeNull();
  });

  it("uses the chapter's rate where the row has one, the default otherwise", () => {
    expect(dutyRateOf(CIF, "6403.99")).toBe(16);
    expect(dutyRateOf(CIF, "8517")).toBe(4);
    expect(dutyRateOf(CIF, null)).toBe(4);
  });
});

describe("linesInDollars", () => {
  it("converts each line's euro price at the rate, to the cent", () => {
    expect(linesInDollars([{ price: 12.35, code_sh: "6109" }], 1.08)).toEqual([{ value: 13.34, hsCode: "6109" }]);
  });
});

describe("LANDED_COST_TABLE", () => {
  it("has one row per destination with rates and thresholds in range", () => {
    const countries = LANDED_COST_TABLE.map((row) => row.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries.length).toBeGreaterThanOrEqual(20);
    for (const row of LANDED_COST_TABLE) {
      for (const rate of [row.vatRate, row.dutyRate, ...Object.values(row.chapterDutyRates)]) {
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }
      for (const chapter of Object.keys(row.chapterDutyRates)) expect(chapter).toMatch(/^\d{2}$/);
    }
  });
});
