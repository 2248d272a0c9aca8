import { describe, expect, it } from "vitest";
import { datesProblem, dayEdges, dayParam } from "./days";

describe("datesProblem", () => {
  it("accepts no dates, one date, or an ordered range (one day included)", () => {
    expect(datesProblem({ from: "", to: "" })).toBeNull();
    expect(datesProblem({ from: "2026-03-01", to: "" })).toBeNull();
    expect(datesProblem({ from: "2026-03-01", to: "2026-03-01" })).toBeNull();
  });

  it("refuses a date that does not exist and a range that ends before it starts", () => {
    expect(datesProblem({ from: "2026-02-30", to: "" })).toBe("badDate");
    expect(datesProblem({ from: "", to: "20260301" })).toBe("badDate");
    expect(datesProblem({ from: "2026-03-02", to: "2026-03-01" })).toBe("badRange");
  });
});

describe("dayEdges", () => {
  it("covers the whole of the last day", () => {
    const edges = dayEdges({ from: "2026-03-01", to: "2026-03-01" });
    const from = new Date(edges.from!);
    const to = new Date(edges.to!);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2026, 2, 1, 0]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours()]).toEqual([2026, 2, 2, 0]);
    expect(dayEdges({ from: "", to: "" })).toEqual({});
  });

  it("crosses a month's end", () => {
    const to = new Date(dayEdges({ from: "", to: "2026-01-31" }).to!);
    expect([to.getMonth(), to.getDate()]).toEqual([1, 1]);
  });
});

describe("dayParam", () => {
  it("keeps a real day from the URL and drops anything else", () => {
    const search = new URLSearchParams("from=2026-03-01&to=2026-02-30&at=20260301");
    expect(dayParam(search, "from")).toBe("2026-03-01");
    expect(dayParam(search, "to")).toBe("");
    expect(dayParam(search, "at")).toBe("");
    expect(dayParam(search, "none")).toBe("");
  });
});
