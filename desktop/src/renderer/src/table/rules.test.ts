import { describe, expect, it } from "vitest";
import {
  clampPage,
  dateOrder,
  moveRow,
  NEWEST_FIRST,
  otherParams,
  pageButtons,
  pageOf,
  readListParams,
  rowRange,
  toggleSort,
  writeListParams,
} from "./rules";

const TABS = ["awaiting", "blacklist", "approved"] as const;

describe("#table.readListParams", () => {
  it("should read the tab, the search and the one-based page of the URL", () => {
    const params = readListParams(new URLSearchParams("tab=blacklist&q=LX12&page=3"), TABS, "awaiting");
    expect(params).toEqual({ tab: "blacklist", q: "LX12", page: 2, sort: null });
  });

  it("should fall back to the first page of the default tab on anything malformed", () => {
    for (const query of ["tab=nope&page=-1", "page=abc", "page=0", "page=9999999", ""]) {
      const params = readListParams(new URLSearchParams(query), TABS, "awaiting");
      expect(params.tab).toBe("awaiting");
      expect(params.page).toBe(0);
    }
  });

  it("should cut a search longer than the API takes", () => {
    const params = readListParams(new URLSearchParams(`q=${"x".repeat(500)}`), TABS, "awaiting");
    expect(params.q).toHaveLength(100);
  });
});

describe("#table.writeListParams", () => {
  it("should leave defaults out and keep other parameters", () => {
    const current = new URLSearchParams("packageId=P1&page=4");
    const next = writeListParams(current, { tab: "awaiting", q: "  ", page: 0, sort: null }, "awaiting");
    expect(next.toString()).toBe("packageId=P1");
  });

  it("should write what a reload needs to show the same list", () => {
    const next = writeListParams(
      new URLSearchParams(),
      { tab: "approved", q: " LX1 ", page: 1, sort: null },
      "awaiting",
    );
    expect(readListParams(next, TABS, "awaiting")).toEqual({ tab: "approved", q: "LX1", page: 1, sort: null });
  });
});

describe("#table.sort", () => {
  it("should read the sort of the URL, `-` for descending, and fall back to the list's own order", () => {
    const read = (query: string) => readListParams(new URLSearchParams(query), TABS, "awaiting", NEWEST_FIRST).sort;
    expect(read("sort=date")).toEqual({ key: "date", desc: false });
    expect(read("sort=-date")).toEqual({ key: "date", desc: true });
    for (const query of ["", "sort=weight", "sort=-", "sort=--date"]) expect(read(query)).toEqual(NEWEST_FIRST.default);
  });

  it("should leave the list's own order out of the URL and write the other one", () => {
    const write = (desc: boolean) =>
      writeListParams(
        new URLSearchParams(),
        { tab: "awaiting", q: "", page: 0, sort: { key: "date", desc } },
        "awaiting",
        NEWEST_FIRST,
      ).toString();
    expect(write(true)).toBe("");
    expect(write(false)).toBe("sort=date");
  });

  it("should turn a sorted column the other way and start another one ascending", () => {
    expect(toggleSort({ key: "date", desc: false }, "date")).toEqual({ key: "date", desc: true });
    expect(toggleSort({ key: "date", desc: true }, "date")).toEqual({ key: "date", desc: false });
    expect(toggleSort({ key: "date", desc: true }, "name")).toEqual({ key: "name", desc: false });
    expect(dateOrder({ key: "date", desc: true })).toBe("desc");
    expect(dateOrder(null)).toBeUndefined();
  });
});

describe("#table.pageButtons", () => {
  const shown = (current: number, count: number) =>
    pageButtons(current, count).map((button) => ("page" in button ? button.page + 1 : "…"));

  it("should show every page when there are seven or fewer", () => {
    expect(shown(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shown(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageButtons(0, 0)).toEqual([]);
  });

  it("should show seven buttons with the first, the last and the current page", () => {
    expect(shown(0, 1000)).toEqual([1, 2, 3, 4, 5, "…", 1000]);
    expect(shown(499, 1000)).toEqual([1, "…", 499, 500, 501, "…", 1000]);
    expect(shown(999, 1000)).toEqual([1, "…", 996, 997, 998, 999, 1000]);
    for (let current = 0; current < 30; current++) {
      const buttons = pageButtons(current, 30);
      expect(buttons).toHaveLength(7);
      expect(buttons).toContainEqual({ page: current });
    }
  });
});

describe("#table.rowRange", () => {
  it("should give the one-based rows of a page", () => {
    expect(rowRange(1, 10, 10, 1234)).toEqual({ first: 11, last: 20, total: 1234 });
    expect(rowRange(123, 10, 4, 1234)).toEqual({ first: 1231, last: 1234, total: 1234 });
    expect(rowRange(0, 10, 0, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });
});

describe("#table.moveRow", () => {
  it("should move within the rows and stop at the ends", () => {
    expect(moveRow("ArrowDown", 0, 3)).toBe(1);
    expect(moveRow("ArrowDown", 2, 3)).toBe(2);
    expect(moveRow("ArrowUp", 0, 3)).toBe(0);
    expect(moveRow("End", 0, 3)).toBe(2);
    expect(moveRow("Home", 2, 3)).toBe(0);
    expect(moveRow("Enter", 0, 3)).toBeNull();
    expect(moveRow("ArrowDown", 0, 0)).toBeNull();
  });
});

describe("#table.clampPage", () => {
  it("should bring a page past the end back to the last one", () => {
    expect(clampPage(5, 3)).toBe(2);
    expect(clampPage(1, 0)).toBe(0);
    expect(clampPage(1, 4)).toBe(1);
  });
});

describe("pageOf", () => {
  it("slices a page and counts the pages", () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 2, 10)).toEqual({ rows: [20, 21, 22], total: 23, pageCount: 3 });
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual({ rows: [3, 4], total: 5, pageCount: 3 });
    expect(pageOf([], 0, 10)).toEqual({ rows: [], total: 0, pageCount: 0 });
  });
});

describe("#table.otherParams", () => {
  it("keeps a screen's filters and leaves out the list's own tab, search, page and order", () => {
    expect(otherParams(new URLSearchParams("tab=closed&q=LX&page=3&sort=-date&method=card&from=2026-11-01"))).toBe(
      "method=card&from=2026-11-01",
    );
    expect(otherParams(new URLSearchParams("page=2"))).toBe("");
  });
});
