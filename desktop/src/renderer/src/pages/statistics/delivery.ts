import { formatDays, formatNumber } from "@ipf/shared/format";
import type { DeliveryTime } from "@ipf/shared/schemas/statistics";

export type { DeliveryTime };

/**
 * The delivery times table's pure rules: the destinations offered by its
 * filter, the rows grouped by destination (kept in the API's order: by
 * destination name, the rows that can be judged first, then by median), the
 * days as they read, and the rows its export writes.
 */

export interface Destination {
  country: string;
  countryName: string;
}

export interface DestinationGroup extends Destination {
  rows: DeliveryTime[];
}

/** Every destination of the rows, once each, in the rows' order. */
export function destinationsOf(rows: readonly DeliveryTime[]): Destination[] {
  const seen = new Map<string, Destination>();
  for (const row of rows) {
    if (!seen.has(row.country)) seen.set(row.country, { country: row.country, countryName: row.countryName });
  }
  return [...seen.values()];
}

/** The rows by destination, of one destination only when `country` names one ("" for all). */
export function deliveryGroups(rows: readonly DeliveryTime[], country: string): DestinationGroup[] {
  const groups = new Map<string, DestinationGroup>();
  for (const row of rows) {
    if (country && row.country !== country) continue;
    const group = groups.get(row.country) ?? { country: row.country, countryName: row.countryName, rows: [] };
    group.rows.push(row);
    groups.set(row.country, group);
  }
  return [...groups.values()];
}

/** "4.5 days", "1 day": as the shared format writes days in English. */
export function days(value: number): string {
  return formatDays(value, "en");
}

const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** A warehouse's country by name ("France"), or its code when unknown. */
export function regionName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A count of parcels: "1,204". */
export function count(value: number): string {
  return formatNumber(value, "en");
}

/** The export's rows: destination, its code, carrier, warehouse, delivered, median, 90th percentile, verdict. */
export function deliverySheetRows(groups: readonly DestinationGroup[], tooFew: string): (string | number)[][] {
  return groups.flatMap((group) =>
    group.rows.map((row) => [
      group.countryName,
      group.country,
      row.carrier,
      row.warehouseCountry,
      row.delivered,
      row.medianDays,
      row.p90Days,
      row.tooFew ? tooFew : "",
    ]),
  );
}
