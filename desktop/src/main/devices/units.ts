/** Shared by every scale parser: units to kg, and how a reading is rounded and shown. */

export const KG_PER_UNIT: Record<string, number> = {
  mg: 1e-6,
  g: 1e-3,
  kg: 1,
  t: 1000,
  oz: 0.028349523125,
  lb: 0.45359237,
  ozt: 0.0311034768,
  ct: 2e-4,
};

/** The unit as scales spell it ("KG", "lbs", "g ") to a key of KG_PER_UNIT, or undefined. */
export function normaliseUnit(unit: string): string | undefined {
  const key = unit.trim().toLowerCase();
  const aliases: Record<string, string> = { lbs: "lb", gr: "g", kgs: "kg" };
  const name = aliases[key] ?? key;
  return name in KG_PER_UNIT ? name : undefined;
}

/** Parcels are weighed to the gram: more digits would only carry the scale's noise. */
export function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

export function hexBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join(" ");
}
