/**
 * How fast each carrier delivers to each destination: the days from a
 * parcel's shipment (parcels.shipped_at) to its delivery as the carrier's
 * tracking gave it (parcel_trackers.delivered_at), over the parcels
 * delivered in a range of dates.
 *
 * A median and a 90th percentile over a handful of parcels say more about
 * those parcels than about the carrier: below `MIN_DELIVERIES_TO_JUDGE`
 * delivered parcels, a row is shown but marked too few to judge, and listed
 * after the rows that can be judged.
 */

/** The fewest delivered parcels whose median and 90th percentile are worth comparing. */
export const MIN_DELIVERIES_TO_JUDGE = 5;

/** Without a chosen range, delivery times cover the last 90 days (a carrier's last quarter). */
export const DELIVERY_TIMES_DEFAULT_DAYS = 90;

/** Whether `delivered` parcels are too few for their median and 90th percentile to judge a carrier by. */
export function tooFewToJudge(delivered: number): boolean {
  return delivered < MIN_DELIVERIES_TO_JUDGE;
}
