import type { WeightReading } from "@ipf/shared/bridge";

/** The weight a screen may take from the scale: settled, and more than nothing; else null. */
export function settledKg(reading: WeightReading | null | undefined): number | null {
  return reading && reading.stable && reading.kg > 0 ? reading.kg : null;
}
