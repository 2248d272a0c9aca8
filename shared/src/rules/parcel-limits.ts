/**
 * What a parcel can weigh and measure, in one place: the API's parcel
 * schemas (schemas/parcels-fields.ts), the intake desk's form, the rate
 * card's bands (schemas/rates.ts) and the calculators read these.
 *
 * What a carrier takes is not decided here: each carrier's weight bands are
 * its limit (pricing.ts). A parcel that has arrived is received whatever it
 * weighs, and is then offered only the carriers whose bands cover it; a
 * quote that none covers says so ("no carrier takes 42 kg to Algeria").
 *
 * Hard limits refuse a value outright: nothing that size comes through a
 * warehouse door, so it can only be a typing slip (grams typed as
 * kilograms, millimetres as centimetres).
 * - Weight: 1,000 kg, a full pallet. The heaviest band a carrier may be
 *   given ends there too.
 * - A side: 274 cm. The longest piece any of our carriers accepts (UPS and
 *   FedEx international, 274 cm; Colissimo and DHL Express take less).
 * - Quantity of a declared line: at least 1 (a line of nothing is not a
 *   declaration), at most 10,000 (customs declare units, not grains).
 *
 * Usual limits only warn, and the operator confirms before saving:
 * - Weight above 20 kg: most carriers' last band ends at 30 kg, few parcels
 *   weigh more, while a slipped decimal (2.5 typed 25) lands right there.
 * - A side above 100 cm: Colissimo, our cheapest carrier, refuses longer
 *   parcels for most destinations and the couriers bill them as large
 *   packages; a real one is rare enough to deserve a second look.
 */

export const PARCEL_LIMITS = {
  maxWeightKg: 1000,
  maxSideCm: 274,
  usualWeightKg: 20,
  usualSideCm: 100,
  minQuantity: 1,
  maxQuantity: 10_000,
  /** Carriers' numbers run to about 35 characters; twice that leaves room and refuses a pasted paragraph. */
  maxTrackNumberLength: 64,
} as const;

export const MEASURE_FIELDS = ["weight", "length", "width", "height"] as const;
export type MeasureField = (typeof MEASURE_FIELDS)[number];

/** A parcel's measures in the wire's units: kg and cm. */
export type Measures = Record<MeasureField, number>;

/** The largest value a measure may take (kg for the weight, cm for a side). */
export function maxOf(field: MeasureField): number {
  return field === "weight" ? PARCEL_LIMITS.maxWeightKg : PARCEL_LIMITS.maxSideCm;
}

/** Above this a measure is possible but unusual: the desk is asked to confirm it. */
export function usualMaxOf(field: MeasureField): number {
  return field === "weight" ? PARCEL_LIMITS.usualWeightKg : PARCEL_LIMITS.usualSideCm;
}

export interface UnusualMeasure {
  field: MeasureField;
  value: number;
  usual: number;
}

/**
 * The measures above their usual range but within the hard limits (a value
 * above a hard limit is an error, not a warning), in the form's order.
 */
export function unusualMeasures(measures: Partial<Measures>): UnusualMeasure[] {
  const found: UnusualMeasure[] = [];
  for (const field of MEASURE_FIELDS) {
    const value = measures[field];
    if (value === undefined || !Number.isFinite(value)) continue;
    const usual = usualMaxOf(field);
    if (value > usual && value <= maxOf(field)) found.push({ field, value, usual });
  }
  return found;
}
