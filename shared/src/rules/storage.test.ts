import { describe, expect, it } from "vitest";
import { isExpired } from "./parcel-state.js";
import {
  arrivalWindowForDaysLeft,
  arrivedFromForEndDay,
  dueStorageReminder,
  earliestArrival,
  storageDaysLeft,
  storageEndDay,
  storageEndsAt,
  storageFeeCents,
  storageFeeDays,
} from "./storage.js";

const at = (iso: string) => new Date(iso);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("earliestArrival", () => {
  const now = at("2026-12-01T10:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  it("keeps the earliest arrival of the parcels consolidated: packing them restarts nothing", () => {
    const left = (arrival: Date) => storageDaysLeft(storageEndDay(arrival), now);
    const older = daysAgo(7);
    const newer = daysAgo(1);
    const packed = earliestArrival([newer, older], now);
    expect(packed).toEqual(older);
    // 174 and 180 days left on the parcels: 174 on the consolidated one, not the 182 of a parcel received today.
    expect([left(older), left(newer), left(packed), left(now)]).toEqual([174, 180, 174, 182]);
  });

  it("keeps the arrival of the parcel split, for each parcel out of it", () => {
    expect(earliestArrival([daysAgo(40)], now)).toEqual(daysAgo(40));
  });

  it("is the reception itself for a parcel made from none, and never later than it", () => {
    expect(earliestArrival([], now)).toEqual(now);
    expect(earliestArrival([new Date(now.getTime() + DAY_MS)], now)).toEqual(now);
  });

  it("does not change the arrivals it is given", () => {
    const arrivals = [daysAgo(3), daysAgo(9)];
    earliestArrival(arrivals, now);
    expect(arrivals).toEqual([daysAgo(3), daysAgo(9)]);
  });
});

describe("storageEndsAt", () => {
  it("ends free storage 6 months after arrival, at the same time of day", () => {
    expect(storageEndsAt(at("2026-01-15T10:00:00Z")).toISOString()).toBe("2026-07-15T10:00:00.000Z");
  });

  it("ends on the last day of a shorter month", () => {
    expect(storageEndDay(at("2026-08-31T00:00:00Z"))).toBe("2027-02-28");
    expect(storageEndDay(at("2026-12-31T23:59:59Z"))).toBe("2027-06-30");
    expect(storageEndDay(at("2026-05-31T08:00:00Z"))).toBe("2026-11-30");
  });

  it("ends on 29 February in a leap year", () => {
    expect(storageEndDay(at("2027-08-29T12:00:00Z"))).toBe("2028-02-29");
    expect(storageEndDay(at("2027-08-31T12:00:00Z"))).toBe("2028-02-29");
    expect(storageEndDay(at("2027-09-01T00:00:00Z"))).toBe("2028-03-01");
  });

  it("agrees with the expired list: expired from the moment storage ends", () => {
    const arrived = at("2026-01-20T09:30:00Z");
    const end = storageEndsAt(arrived);
    expect(isExpired("in_locker", arrived, new Date(end.getTime() - 1))).toBe(false);
    expect(isExpired("in_locker", arrived, end)).toBe(true);
  });
});

describe("storageDaysLeft and the fee", () => {
  it("counts whole UTC days, whatever the time of day", () => {
    expect(storageDaysLeft("2026-07-15", at("2026-07-10T23:59:00Z"))).toBe(5);
    expect(storageDaysLeft("2026-07-15", at("2026-07-15T00:00:00Z"))).toBe(0);
    expect(storageDaysLeft("2026-07-15", at("2026-07-15T23:59:59Z"))).toBe(0);
    expect(storageDaysLeft("2026-07-15", at("2026-07-18T01:00:00Z"))).toBe(-3);
  });

  it("crosses month ends and 29 February", () => {
    expect(storageDaysLeft("2028-03-01", at("2028-02-28T12:00:00Z"))).toBe(2);
    expect(storageDaysLeft("2027-03-01", at("2027-02-28T12:00:00Z"))).toBe(1);
    expect(storageDaysLeft("2027-01-01", at("2026-12-31T23:00:00Z"))).toBe(1);
  });

  it("charges full days after the end day, nothing on it or before", () => {
    expect(storageFeeDays("2026-07-15", at("2026-07-01T10:00:00Z"))).toBe(0);
    expect(storageFeeDays("2026-07-15", at("2026-07-15T23:00:00Z"))).toBe(0);
    expect(storageFeeDays("2026-07-15", at("2026-07-16T00:00:00Z"))).toBe(1);
    expect(storageFeeDays("2028-02-28", at("2028-03-01T08:00:00Z"))).toBe(2);
    expect(storageFeeCents(12, 50)).toBe(600);
  });
});

describe("dueStorageReminder", () => {
  it("answers the nearest threshold not yet passed", () => {
    expect(dueStorageReminder(31)).toBeNull();
    expect(dueStorageReminder(30)).toBe(30);
    expect(dueStorageReminder(8)).toBe(30);
    expect(dueStorageReminder(7)).toBe(7);
    expect(dueStorageReminder(5)).toBe(7);
    expect(dueStorageReminder(1)).toBe(1);
    expect(dueStorageReminder(0)).toBe(1);
    expect(dueStorageReminder(-1)).toBeNull();
  });
});

describe("arrivedFromForEndDay", () => {
  it("is the exact arrival bound of every end day, across three years with a leap day", () => {
    // Every 5 hours from 2026 to 2028: an arrival ends on its end day, so it is at or after
    // that day's bound and before the next day's.
    for (
      let time = Date.parse("2026-01-01T00:00:00Z");
      time < Date.parse("2029-01-01T00:00:00Z");
      time += 5 * 3600_000
    ) {
      const arrived = new Date(time);
      const endDay = Date.parse(`${storageEndDay(arrived)}T00:00:00Z`);
      expect(arrived >= arrivedFromForEndDay(new Date(endDay))).toBe(true);
      expect(arrived < arrivedFromForEndDay(new Date(endDay + DAY_MS))).toBe(true);
    }
  });

  it("skips to the first of the month where 6 months back is too short", () => {
    expect(arrivedFromForEndDay(at("2026-08-31T00:00:00Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(arrivedFromForEndDay(at("2028-02-29T00:00:00Z")).toISOString()).toBe("2027-08-29T00:00:00.000Z");
  });

  it("gives the arrival window of a range of days left", () => {
    const window = arrivalWindowForDaysLeft(at("2026-07-10T15:00:00Z"), 2, 7);
    expect(window.from.toISOString()).toBe("2026-01-12T00:00:00.000Z");
    expect(window.before.toISOString()).toBe("2026-01-18T00:00:00.000Z");
  });
});
