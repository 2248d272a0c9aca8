import { describe, expect, it } from "vitest";
import { canBill, canCancel, canSettle, readFilters, tabState, writeFilters } from "./rules";

describe("canSettle and canCancel", () => {
  it("lets admins settle both kinds, support the offline ones only", () => {
    expect(canSettle(1, "bitcoin")).toBe(true);
    expect(canSettle(1, "offline")).toBe(true);
    expect(canSettle(2, "bitcoin")).toBe(false);
    expect(canSettle(2, "offline")).toBe(true);
    expect(canSettle(3, "offline")).toBe(false);
    expect(canSettle(4, "offline")).toBe(false);
  });

  it("offers cancel only while the payment is pending", () => {
    expect(canCancel(2, "offline", { state: "pending" })).toBe(true);
    expect(canCancel(2, "offline", { state: "complete" })).toBe(false);
    expect(canCancel(2, "offline", { state: "cancelled" })).toBe(false);
    expect(canCancel(2, "bitcoin", { state: "pending" })).toBe(false);
  });
});

describe("canBill", () => {
  it("bills complete transactions only", () => {
    expect(canBill({ state: "complete" })).toBe(true);
    expect(canBill({ state: "pending" })).toBe(false);
    expect(canBill({ state: "cancelled" })).toBe(false);
  });
});

describe("readFilters and writeFilters", () => {
  it("reads a known method and well-formed dates, and drops the rest", () => {
    expect(readFilters(new URLSearchParams("method=offline&from=2026-03-01&to=2026-03-31"))).toEqual({
      method: "offline",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(readFilters(new URLSearchParams("method=cash&from=yesterday&to=2026-3-1"))).toEqual({
      method: null,
      from: "",
      to: "",
    });
  });

  it("writes the filters back on the first page, keeping the tab and the search", () => {
    const next = writeFilters(new URLSearchParams("tab=pending&q=abc&page=3&method=card"), {
      method: null,
      from: "2026-03-01",
      to: "",
    });
    expect(next.toString()).toBe("tab=pending&q=abc&from=2026-03-01");
  });
});

describe("tabState", () => {
  it("sends no state for the All tab", () => {
    expect(tabState("all")).toBeUndefined();
    expect(tabState("pending")).toBe("pending");
  });
});
