/**
 * When the system raises an alert for a customer (shared by the API, which
 * raises them, and the back office, which says why they exist).
 */
import { expiryCutoff } from "./parcel-state.js";

/** A parcel's customer is warned this many days before its free storage ends. */
export const STORAGE_WARNING_DAYS = 14;

/** The day a parcel received at `receivedAt` stops being stored for free (6 months later, on the calendar). */
export function storageEndsAt(receivedAt: Date): Date {
  // expiryCutoff(now) is "now minus 6 months": walk forward from the arrival day instead.
  const end = new Date(receivedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 6);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The arrival window of parcels to warn now: received at or before
 * `warnFrom` (their storage ends within STORAGE_WARNING_DAYS) and after
 * `expiredAt` (not yet expired: those are staff's, on the expired list).
 */
export function storageWarningWindow(now: Date): { warnFrom: Date; expiredAt: Date } {
  const ahead = new Date(now.getTime() + STORAGE_WARNING_DAYS * 24 * 60 * 60 * 1000);
  return { warnFrom: expiryCutoff(ahead), expiredAt: expiryCutoff(now) };
}
