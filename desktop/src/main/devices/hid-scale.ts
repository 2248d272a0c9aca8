import type { WeightReading } from "@ipf/shared/bridge";
import { hexBytes, roundKg } from "./units";

/**
 * USB HID postal scales (HID Point of Sale usage tables, usage page 0x8D):
 * Dymo M5/M10/M25, Stamps.com, Mettler Toledo PS60, Fairbanks, most shipping
 * scales sold with a USB cable. They send a "scale data report", report ID 3:
 *   [3] [status] [unit] [exponent, signed] [weight LSB] [weight MSB]
 * hidapi hands the report ID over as the first byte when the device numbers
 * its reports (they all do), so a report is six bytes; five when it does not.
 */
export const SCALE_USAGE_PAGE = 0x8d;
const SCALE_DATA_REPORT = 3;

/** Scale status usage values (HID POS 1.02, table "Scale Status"). */
const STATUS = {
  fault: 1,
  stableZero: 2,
  inMotion: 3,
  stable: 4,
  underZero: 5,
  overWeight: 6,
  requiresCalibration: 7,
  requiresRezeroing: 8,
} as const;

/** Weight unit usage values and what one of each weighs in kg. Taels (5) differ by region: left out. */
const UNIT_KG: Record<number, number> = {
  1: 1e-6, // milligram
  2: 1e-3, // gram
  3: 1, // kilogram
  4: 2e-4, // carat
  6: 6.479891e-5, // grain
  7: 1.55517384e-3, // pennyweight
  8: 1000, // metric ton
  9: 907.18474, // avoirdupois ton
  10: 0.0311034768, // troy ounce
  11: 0.028349523125, // ounce
  12: 0.45359237, // pound
};

export type HidScaleProblem = "fault" | "overWeight" | "calibrate" | "rezero" | "unknownUnit" | "unknownStatus";

export type HidScaleFrame =
  { kind: "reading"; reading: WeightReading } | { kind: "problem"; problem: HidScaleProblem; raw: string };

const PROBLEMS: Partial<Record<number, HidScaleProblem>> = {
  [STATUS.fault]: "fault",
  [STATUS.overWeight]: "overWeight",
  [STATUS.requiresCalibration]: "calibrate",
  [STATUS.requiresRezeroing]: "rezero",
};

/** One report as node-hid reads it; null for reports that are not scale data (other report IDs, short reads). */
export function parseHidScaleReport(report: Uint8Array | readonly number[]): HidScaleFrame | null {
  const bytes = Uint8Array.from(report);
  let at: number;
  if (bytes.length >= 6 && bytes[0] === SCALE_DATA_REPORT) at = 1;
  else if (bytes.length === 5) at = 0;
  else return null;

  const raw = hexBytes(bytes);
  const status = bytes[at]!;
  const unit = bytes[at + 1]!;
  const exponent = (bytes[at + 2]! << 24) >> 24;
  const magnitude = bytes[at + 3]! | (bytes[at + 4]! << 8);

  const problem = PROBLEMS[status];
  if (problem) return { kind: "problem", problem, raw };
  if (status < STATUS.stableZero || status > STATUS.underZero)
    return { kind: "problem", problem: "unknownStatus", raw };
  if (status === STATUS.stableZero) return { kind: "reading", reading: { kg: 0, stable: true, raw } };

  const perUnit = UNIT_KG[unit];
  if (perUnit === undefined) return { kind: "problem", problem: "unknownUnit", raw };
  const kg = roundKg(magnitude * 10 ** exponent * perUnit);
  return {
    kind: "reading",
    reading: {
      // Under zero reports the magnitude below zero: keep the sign, never call it stable.
      kg: status === STATUS.underZero ? -kg : kg,
      stable: status === STATUS.stable,
      raw,
    },
  };
}
