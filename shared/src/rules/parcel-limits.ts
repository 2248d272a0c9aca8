/**
 * What a parcel can weigh and measure, in one place: the API's parcel
 * schemas (schemas/parcels-fields.ts), the intake desk's form and the public
 * calculator read these, so a parcel the desk takes in is one the calculator
 * can quote and a carrier can carry.
 *
 * Hard limits refuse a value outright: no carrier we sell can take it, so it
 * can only be a typing slip (grams typed as kilograms, millimetres as
 * centimetres).
 * - Weight: 30 kg. The rate card's last weight band ends there (pricing.ts
 *   quotes nothing heavier), and so does the calculator.
 * - A side: 274 cm. The longest piece any of our carriers accepts (UPS and
 *   FedEx international, 274 cm; Colissimo and DHL Express take less).
 * - Quantity of a declared line: at least 1 (a line of nothing is not a
 *   declaration), at most 10,000 (customs declare units, not grains).
 *
 * Usual limits only warn, and the operator confirms before saving:
 * - Weight above 20 kg: the last price band (20-30 kg), a handful of parcels
 *   a month, while a slipped decimal (2.5 typed 25) lands right there.
 * - A side above 100 cm: Colissimo, our cheapest carrier, refuses longer
 *   parcels for most destinations and the couriers bill them as large
 *   packages; a real one is rare enough to deserve a second look.
 */

export const PARCEL_LIMITS = {
  maxWeightKg: 30,
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
