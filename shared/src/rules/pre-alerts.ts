/**
 * Pre-alerts: the parcels a customer tells us to expect. One reading of a
 * track number for the customer's form, the API and the intake desk, and the
 * status a pre-alert shows, with "overdue" derived from its age.
 */

/** The fewest characters of a track number a pre-alert may give: its last digits. */
export const MIN_PRE_ALERT_TRACK = 4;

/** After this many days without arriving, an expected parcel is shown overdue. */
export const PRE_ALERT_OVERDUE_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PRE_ALERT_STATES = ["expected", "arrived", "cancelled"] as const;
export type PreAlertState = (typeof PRE_ALERT_STATES)[number];
export const PRE_ALERT_STATUSES = [...PRE_ALERT_STATES, "overdue"] as const;
export type PreAlertStatus = (typeof PRE_ALERT_STATUSES)[number];

/** A track number as stores print it and scanners read it: upper case, no spaces ("1z 999 aa1" is "1Z999AA1"). */
export function normaliseTrackNumber(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** What the customer sees: expected, arrived, cancelled, or overdue for an expected one older than 60 days. */
export function preAlertStatus(state: PreAlertState, createdAt: Date, now: Date): PreAlertStatus {
  if (state !== "expected") return state;
  return now.getTime() - createdAt.getTime() > PRE_ALERT_OVERDUE_DAYS * DAY_MS ? "overdue" : "expected";
}

/** The moment before which an expected pre-alert is overdue at `now`. */
export function overdueBefore(now: Date): Date {
  return new Date(now.getTime() - PRE_ALERT_OVERDUE_DAYS * DAY_MS);
}

/**
 * The numbers a pre-alert may hold to match a scanned track number: the whole
 * number, or its last characters (at least MIN_PRE_ALERT_TRACK of them), as a
 * customer who gave only the end of the number wrote it. Longest first.
 */
export function matchingNumbers(scanned: string): string[] {
  const number = normaliseTrackNumber(scanned);
  const numbers: string[] = [];
  for (let length = number.length; length >= MIN_PRE_ALERT_TRACK; length--) numbers.push(number.slice(-length));
  return numbers;
}
