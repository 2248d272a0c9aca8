import { describe, expect, it } from "vitest";
import { isExpired } from "./parcel-state.js";
import { storageEndsAt, storageWarningWindow } from "./alerts.js";

describe("storage alerts", () => {
  it("ends free storage 6 months after arrival, on the calendar", () => {
    expect(storageEndsAt(new Date("2026-01-15T10:00:00Z")).toISOString()).toBe("2026-07-15T10:00:00.000Z");
    expect(storageEndsAt(new Date("2026-08-31T00:00:00Z")).toISOString()).toBe("2027-02-28T00:00:00.000Z");
  });

  it("warns parcels whose storage ends within 14 days, not the expired ones", () => {
    const now = new Date("2026-07-10T12:00:00Z");
    const { warnFrom, expiredAt } = storageWarningWindow(now);
    const inWindow = new Date("2026-01-20T12:00:00Z");
    const later = new Date("2026-02-01T12:00:00Z");
    const expired = new Date("2026-01-05T12:00:00Z");
    const warned = (at: Date) => at <= warnFrom && at > expiredAt;
    expect(warned(inWindow)).toBe(true);
    expect(warned(later)).toBe(false);
    expect(warned(expired)).toBe(false);
    expect(isExpired("in_locker", expired, now)).toBe(true);
  });
});
