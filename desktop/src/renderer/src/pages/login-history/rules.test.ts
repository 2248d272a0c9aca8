import { describe, expect, it } from "vitest";
import { accountOf, formatLogDate, readFilters, writeFilters } from "./rules";

const id = "0b9d6a8e-3f7c-4a55-9b1e-2f1d7c3a9e10";

describe("readFilters and writeFilters", () => {
  it("reads the filters in the URL, dropping anything malformed", () => {
    expect(readFilters(new URLSearchParams(`staff=${id}&status=failed&from=2026-03-01&to=2026-03-31`))).toEqual({
      staffId: id,
      status: "failed",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(readFilters(new URLSearchParams("staff=x&status=maybe&from=2026-02-30&to=soon"))).toEqual({
      staffId: "",
      status: "",
      from: "",
      to: "",
    });
  });
  it("writes them back on the first page, keeping the other parameters", () => {
    const next = writeFilters(new URLSearchParams("page=3&other=1"), {
      staffId: id,
      status: "",
      from: "2026-03-01",
      to: "",
    });
    expect(next.toString()).toBe(`other=1&staff=${id}&from=2026-03-01`);
  });
});

describe("formatLogDate", () => {
  it("reads HH:mm:ss DD/MM/YYYY in local time", () => {
    expect(formatLogDate(new Date(2026, 2, 4, 9, 5, 7).toISOString())).toBe("09:05:07 04/03/2026");
    expect(formatLogDate("nonsense")).toBe("—");
  });
});

describe("accountOf", () => {
  it("names the staff member by e-mail, else the name typed, else N/A", () => {
    expect(
      accountOf({ admin: { username: "ana", email: "ana@ipf.example", fullName: "Ana B" }, username: "ana" }),
    ).toEqual({ primary: "ana@ipf.example", secondary: "Ana B" });
    expect(accountOf({ admin: { username: "ana", email: null, fullName: "" }, username: "ana" })).toEqual({
      primary: "ana",
      secondary: null,
    });
    expect(accountOf({ admin: null, username: "ghost" })).toEqual({ primary: "ghost", secondary: null });
    expect(accountOf({ admin: null, username: "" })).toEqual({ primary: "N/A", secondary: null });
  });
});
