import { describe, expect, it } from "vitest";
import { fileProblem, importRefusal, isDuplicate, previewSummary, searchCatalogue } from "./rules";

const row = (
  id: string,
  category: string,
  description: string,
  code: string | null = null,
  [descriptionAr, descriptionFr]: (string | null)[] = [null, null],
) => ({
  _id: id,
  category,
  description,
  descriptionAr: descriptionAr ?? null,
  descriptionFr: descriptionFr ?? null,
  code,
  bold: false,
});
const rows = [
  row("1", "Clothes", "Cotton T-shirt", "6109.10", ["قميص قطني", "T-shirt en coton"]),
  row("2", "Food", "Crème brûlée"),
  row("3", "Other", "Kite", "9503"),
];

describe("searchCatalogue", () => {
  it("keeps the entries holding every word, case- and accent-blind, in any field", () => {
    expect(searchCatalogue(rows, "").map((r) => r._id)).toEqual(["1", "2", "3"]);
    expect(searchCatalogue(rows, "creme").map((r) => r._id)).toEqual(["2"]);
    expect(searchCatalogue(rows, "clothes shirt").map((r) => r._id)).toEqual(["1"]);
    expect(searchCatalogue(rows, "9503").map((r) => r._id)).toEqual(["3"]);
    expect(searchCatalogue(rows, "قميص").map((r) => r._id)).toEqual(["1"]);
    expect(searchCatalogue(rows, "coton").map((r) => r._id)).toEqual(["1"]);
    expect(searchCatalogue(rows, "shirt kite")).toEqual([]);
  });
});

describe("isDuplicate", () => {
  it("finds the same category and description, case-blind, an empty category reading as Other", () => {
    expect(isDuplicate(rows, { category: "clothes", description: " COTTON t-shirt " })).toBe(true);
    expect(isDuplicate(rows, { category: "", description: "kite" })).toBe(true);
    expect(isDuplicate(rows, { category: "Clothes", description: "Cotton T-shirt" }, "1")).toBe(false);
    expect(isDuplicate(rows, { category: "Toys", description: "Kite" })).toBe(false);
  });
});

describe("fileProblem", () => {
  it("takes .xlsx files from 1 byte to 5 MB only", () => {
    expect(fileProblem({ name: "catalogue.XLSX", size: 100 })).toBeNull();
    expect(fileProblem({ name: "catalogue.xls", size: 100 })).toBe("xlsxOnly");
    expect(fileProblem({ name: "photo.png", size: 100 })).toBe("xlsxOnly");
    expect(fileProblem({ name: "a.xlsx", size: 0 })).toBe("emptyFile");
    expect(fileProblem({ name: "a.xlsx", size: 5 * 1024 * 1024 + 1 })).toBe("tooLarge");
  });
});

describe("importRefusal", () => {
  it("reads the API's file field and row", () => {
    expect(importRefusal({ file: "missingFields", row: "3" })).toEqual({ key: "missingFields", row: "3" });
    expect(importRefusal({ file: "somethingNew" })).toEqual({ key: "xlsxOnly", row: undefined });
    expect(importRefusal({ mode: "invalidMode" })).toBeNull();
    expect(importRefusal(undefined)).toBeNull();
  });
});

describe("previewSummary", () => {
  const preview = { added: [1, 2], changed: [1], removed: [1, 2, 3], unchanged: 4, refused: [] as unknown[] };
  it("counts the removals only when the file replaces the catalogue", () => {
    expect(previewSummary(preview, false)).toMatchObject({
      added: 2,
      changed: 1,
      removed: 0,
      changes: 3,
      canApply: true,
    });
    expect(previewSummary(preview, true)).toMatchObject({ removed: 3, changes: 6, canApply: true });
  });
  it("cannot be applied with a bad row, nor when nothing changes", () => {
    expect(previewSummary({ ...preview, refused: [1] }, true).canApply).toBe(false);
    expect(previewSummary({ added: [], changed: [], removed: [1], unchanged: 2, refused: [] }, false).canApply).toBe(
      false,
    );
  });
});
