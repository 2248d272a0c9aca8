import { describe, expect, it } from "vitest";
import { matchingNumbers, normaliseTrackNumber, overdueBefore, preAlertStatus } from "./pre-alerts.js";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-12-04T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe("pre-alert rules", () => {
  it("reads a track number upper case without spaces", () => {
    expect(normaliseTrackNumber(" 1z 999\taa1 0123 ")).toBe("1Z999AA10123");
  });

  it("shows an expected pre-alert overdue after 60 days, and never another state", () => {
    expect(preAlertStatus("expected", daysAgo(60), now)).toBe("expected");
    expect(preAlertStatus("expected", new Date(daysAgo(60).getTime() - 1), now)).toBe("overdue");
    expect(preAlertStatus("arrived", daysAgo(90), now)).toBe("arrived");
    expect(preAlertStatus("cancelled", daysAgo(90), now)).toBe("cancelled");
    expect(overdueBefore(now)).toEqual(daysAgo(60));
  });

  it("matches the whole scanned number or its last four characters and more", () => {
    expect(matchingNumbers("1z99-0123")).toEqual(["1Z99-0123", "Z99-0123", "99-0123", "9-0123", "-0123", "0123"]);
    expect(matchingNumbers("0123")).toEqual(["0123"]);
    expect(matchingNumbers("123")).toEqual([]);
  });
});
