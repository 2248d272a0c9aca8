import { describe, expect, it } from "vitest";
import type { LandedCostRowView } from "@ipf/shared/schemas/landed-cost";
import { landedCostFormSchema, parseChapterRates, searchLandedCost, valuesOf } from "./rules";

const uk: LandedCostRowView = {
  _id: "GB",
  country: "GB",
  vatRate: 20,
  dutyRate: 4,
  chapterDutyRates: { "64": 16, "61": 12 },
  dutyDeMinimis: 176.85,
  vatDeMinimis: null,
  basis: "cif",
  note: "HMRC",
  updatedAt: "2026-11-24T10:00:00.000Z",
  updatedBy: null,
};

describe("landed-cost form", () => {
  it("writes a row as text, chapters in order and no threshold as empty", () => {
    const { chapterDutyRates, dutyDeMinimis, vatDeMinimis } = valuesOf(uk);
    expect([chapterDutyRates, dutyDeMinimis, vatDeMinimis]).toEqual(["61: 12, 64: 16", "176.85", ""]);
  });

  it("reads the text back into the same figures", () => {
    expect(landedCostFormSchema.parse(valuesOf(uk))).toEqual({
      vatRate: 20,
      dutyRate: 4,
      chapterDutyRates: { "61": 12, "64": 16 },
      dutyDeMinimis: 176.85,
      vatDeMinimis: null,
      basis: "cif",
      note: "HMRC",
    });
  });

  it("reads chapter pairs however they are separated, and refuses a malformed one", () => {
    expect(parseChapterRates("61=12; 64 : 16.5\n")).toEqual({ "61": 12, "64": 16.5 });
    expect(parseChapterRates("")).toEqual({});
    expect(parseChapterRates("6A: 3")).toBeNull();
    expect(parseChapterRates("61: 120")).toBeNull();
    expect(parseChapterRates("61: 1, 61: 2")).toBeNull();
  });

  it("names each wrong field with the API's message key", () => {
    const result = landedCostFormSchema.safeParse({
      ...valuesOf(uk),
      vatRate: "120",
      dutyRate: "",
      dutyDeMinimis: "abc",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ vatRate: "invalidRate", dutyRate: "rateRequired", dutyDeMinimis: "invalidThreshold" });
    const chapters = landedCostFormSchema.safeParse({ ...valuesOf(uk), chapterDutyRates: "sixty-one: 12" });
    expect(chapters.error!.issues).toEqual([
      expect.objectContaining({ path: ["chapterDutyRates"], message: "invalidChapter" }),
    ]);
  });
});

describe("searchLandedCost", () => {
  it("finds a country by name in any language or by code, listed by name", () => {
    const rows = [uk, { ...uk, _id: "DZ", country: "DZ" }];
    expect(searchLandedCost(rows, "alg").map((row) => row.country)).toEqual(["DZ"]);
    expect(searchLandedCost(rows, "gb").map((row) => row.country)).toEqual(["GB"]);
    expect(searchLandedCost(rows, "").map((row) => row.country)).toEqual(["DZ", "GB"]);
  });
});
