/**
 * Free storage and the storage fee after it (customer locker, reminders,
 * payment). Pure and in whole UTC days, so the API, the customer site and
 * the back office count the same days whatever their clock's time zone.
 *
 * - Free storage lasts 6 months on the calendar from arrival: the end is the
 *   same day of the month 6 months later, or that month's last day when it is
 *   shorter (31 August ends on 28 or 29 February).
 * - The fee counts full days from the end day of free storage to the day of
 *   payment: nothing on the end day itself, one day's fee the day after. The
 *   day of payment is the day the customer pays by card or sends an offline
 *   or bitcoin request (staff then confirm that amount). The fee is the one
 *   set on that day, for every day counted.
 * - Free storage runs from a parcel's arrival: the day it was received, or,
 *   for a parcel made from others (consolidated from several, or split out
 *   of one), the earliest arrival among them (earliestArrival below), so that
 *   consolidating or splitting never restarts it. The API keeps it on the
 *   parcel (`arrived_at`); the countdown, the reminders, the expired list and
 *   the fee all read it.
 */
import { STORAGE_MONTHS } from "./parcel-state.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The arrival a new parcel's free storage counts from: the earliest of the
 * arrivals of the parcels it is made from and of its own reception (`now`).
 * A parcel received at the desk is made from none and arrives now; a
 * consolidated parcel of parcels that arrived 174 and 180 days ago counts
 * from 180 days ago, not from the day it was packed.
 */
export function earliestArrival(madeFrom: readonly Date[], now: Date): Date {
  return new Date(Math.min(now.getTime(), ...madeFrom.map((arrival) => arrival.getTime())));
}

/** Reminders go out this many days before free storage ends, each once per parcel. */
export const STORAGE_REMINDER_DAYS = [30, 7, 1] as const;
export type StorageReminderDays = (typeof STORAGE_REMINDER_DAYS)[number];

/** The most a daily storage fee may be set to, in dollars. */
export const MAX_STORAGE_FEE_PER_DAY = 100;

const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** A UTC day as YYYY-MM-DD. */
export const isoDay = (date: Date) => new Date(utcDay(date)).toISOString().slice(0, 10);

/** The moment a parcel received at `receivedAt` stops being stored for free (6 months later, on the calendar). */
export function storageEndsAt(receivedAt: Date): Date {
  const end = new Date(receivedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + STORAGE_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The last day of free storage (YYYY-MM-DD, UTC): what the API sends and the screens count from. */
export const storageEndDay = (receivedAt: Date): string => isoDay(storageEndsAt(receivedAt));

/**
 * Whole UTC days from `now`'s day to the end day (YYYY-MM-DD): 0 on the end
 * day, negative once it is past (-3: ended three days ago).
 */
export function storageDaysLeft(endDay: string, now: Date): number {
  return Math.round((Date.parse(`${endDay}T00:00:00Z`) - utcDay(now)) / DAY_MS);
}

/** Days charged when paying on `paidAt`'s day: full days after the end day, never fewer than none. */
export const storageFeeDays = (endDay: string, paidAt: Date): number => Math.max(0, -storageDaysLeft(endDay, paidAt));

/** The storage fee in cents for `days` days at `centsPerDay`. */
export const storageFeeCents = (days: number, centsPerDay: number): number => days * centsPerDay;

/**
 * The reminder due for a parcel with `daysLeft` days of free storage: the
 * nearest threshold not yet passed (5 days left: the 7-day one), or none
 * before 30 days left and once free storage has ended.
 */
export function dueStorageReminder(daysLeft: number): StorageReminderDays | null {
  if (daysLeft < 0) return null;
  return [...STORAGE_REMINDER_DAYS].reverse().find((days) => daysLeft <= days) ?? null;
}

/**
 * The earliest arrival whose free storage ends on `day` (a UTC midnight) or
 * later: parcels that arrived before it ended earlier. 6 months back on the
 * calendar, or the first of the next month where that month is too short
 * (arrivals up to 28 February end on 28 August at the latest, so those
 * ending on 31 August or later arrived on 1 March or later).
 */
export function arrivedFromForEndDay(day: Date): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() - STORAGE_MONTHS;
  return new Date(Math.min(Date.UTC(year, month, day.getUTCDate()), Date.UTC(year, month + 1, 1)));
}

/**
 * The arrival window of parcels with `fromDays` to `toDays` days of free
 * storage left on `now`'s day (both included): `from` inclusive, `before`
 * exclusive, for a query on the arrival time.
 */
export function arrivalWindowForDaysLeft(now: Date, fromDays: number, toDays: number): { from: Date; before: Date } {
  const today = utcDay(now);
  return {
    from: arrivedFromForEndDay(new Date(today + fromDays * DAY_MS)),
    before: arrivedFromForEndDay(new Date(today + (toDays + 1) * DAY_MS)),
  };
}
