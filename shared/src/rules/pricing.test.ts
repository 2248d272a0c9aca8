import { describe, expect, it } from "vitest";
import {
  bandsOverlap,
  buildRateCard,
  chargeableGrams,
  kilogramsToGrams,
  quote,
  volumetricGrams,
  type RateCarrier,
  type RateCardData,
} from "./pricing.js";

const FR = "warehouse-fr";
const DE = "warehouse-de";
const CLOSED = "warehouse-es";

function carrier(fields: Partial<RateCarrier> & Pick<RateCarrier, "id" | "ranges">): RateCarrier {
  return {
    warehouseId: FR,
    name: fields.id,
    nameAr: `ar-${fields.id}`,
    logo: null,
    divisor: 5000,
    minDays: 3,
    maxDays: 6,
    isActive: true,
    ...fields,
  };
}

const band = (zoneId: string, fromKg: number, toKg: number, dollars: number, id = `${zoneId}-${fromKg}`) => ({
  id,
  zoneId,
  fromGrams: fromKg * 1000,
  toGrams: toKg * 1000,
  priceCents: Math.round(dollars * 100),
});

// Europe holds FR and DE; Maghreb holds DZ and MA; "special" also holds DZ.
const data: RateCardData = {
  activeWarehouseIds: [FR, DE],
  zones: [
    { id: "europe", countries: ["FR", "DE"] },
    { id: "maghreb", countries: ["DZ", "MA"] },
    { id: "special", countries: ["DZ"] },
  ],
  carriers: [
    carrier({
      id: "economy",
      minDays: 5,
      maxDays: 10,
      ranges: [
        band("maghreb", 0, 1, 10),
        band("maghreb", 1, 5, 20),
        band("maghreb", 5, 30, 40),
        band("europe", 0, 30, 8),
      ],
    }),
    carrier({
      id: "express",
      divisor: 4000,
      minDays: 1,
      maxDays: 2,
      ranges: [band("maghreb", 0, 2, 25), band("maghreb", 2, 30, 50)],
    }),
    carrier({ id: "asleep", isActive: false, ranges: [band("maghreb", 0, 30, 1)] }),
    carrier({
      id: "twozones",
      ranges: [band("maghreb", 0, 30, 30), band("special", 0, 30, 15)],
    }),
    carrier({ id: "german", warehouseId: DE, ranges: [band("maghreb", 0, 30, 12)] }),
    carrier({ id: "closed", warehouseId: CLOSED, ranges: [band("maghreb", 0, 30, 2)] }),
  ],
};
const card = buildRateCard(data);

const names = (result: ReturnType<typeof quote>) =>
  result.ok ? result.lines.map((l) => [l.name, l.priceCents]) : result;

/** Each line's name, chargeable grams and price, for a parcel of these measures sent to Morocco from France. */
const chargedFor = (actualGrams: number, dimensions: { lengthCm: number; widthCm: number; heightCm: number }) => {
  const result = quote(card, { country: "MA", actualGrams, dimensions, warehouseId: FR });
  return result.ok ? result.lines.map((l) => [l.name, l.chargeableGrams, l.priceCents]) : result;
};

describe("weights", () => {
  it("convert kilograms to whole grams, rounding a started gram up", () => {
    expect(kilogramsToGrams(0.5)).toBe(500);
    expect(kilogramsToGrams(0.1 + 0.2)).toBe(300);
    expect(kilogramsToGrams(1.0001)).toBe(1001);
    expect(kilogramsToGrams(30)).toBe(30_000);
  });

  it("compute the volumetric weight as L x W x H / divisor", () => {
    // 25 x 20 x 10 = 5000 cm³: 1 kg at 5000, 1.25 kg at 4000, 0.8334 kg (started gram) at 6000.
    expect(volumetricGrams({ lengthCm: 25, widthCm: 20, heightCm: 10 })).toBe(1000);
    expect(volumetricGrams({ lengthCm: 25, widthCm: 20, heightCm: 10 }, 4000)).toBe(1250);
    expect(volumetricGrams({ lengthCm: 25, widthCm: 20, heightCm: 10 }, 6000)).toBe(834);
  });

  it("charge the larger of actual and volumetric weight", () => {
    const box = { lengthCm: 50, widthCm: 40, heightCm: 30 }; // 60000 cm³ = 12 kg at 5000
    expect(chargeableGrams(2000, box)).toBe(12_000);
    expect(chargeableGrams(15_000, box)).toBe(15_000);
    expect(chargeableGrams(2000, undefined)).toBe(2000);
  });

  it("tell overlapping bands from bands that only meet", () => {
    expect(bandsOverlap(band("z", 0, 1, 1), band("z", 1, 2, 1))).toBe(false);
    expect(bandsOverlap(band("z", 0, 1.5, 1), band("z", 1, 2, 1))).toBe(true);
    expect(bandsOverlap(band("z", 0, 5, 1), band("z", 1, 2, 1))).toBe(true);
  });
});

describe("quote", () => {
  it("lists the active carriers of the warehouse serving the country, cheapest first", () => {
    // 0.8 kg, no dimensions: economy 10, express 25, twozones min(30, special 15) = 15.
    expect(names(quote(card, { country: "DZ", actualGrams: 800, warehouseId: FR }))).toEqual([
      ["economy", 1000],
      ["twozones", 1500],
      ["express", 2500],
    ]);
  });

  it("takes the band whose upper edge equals the weight, and the next band one gram above", () => {
    expect(names(quote(card, { country: "MA", actualGrams: 1000, warehouseId: FR }))).toEqual([
      ["economy", 1000],
      ["express", 2500],
      ["twozones", 3000],
    ]);
    expect(names(quote(card, { country: "MA", actualGrams: 1001, warehouseId: FR }))).toEqual([
      ["economy", 2000],
      ["express", 2500],
      ["twozones", 3000],
    ]);
    // 2 kg is express's first band; 2.001 kg its second.
    const at2 = quote(card, { country: "MA", actualGrams: 2000, warehouseId: FR });
    const after2 = quote(card, { country: "MA", actualGrams: 2001, warehouseId: FR });
    expect(at2.ok && at2.lines.find((l) => l.name === "express")?.priceCents).toBe(2500);
    expect(after2.ok && after2.lines.find((l) => l.name === "express")?.priceCents).toBe(5000);
  });

  it("prices each carrier on its own chargeable weight", () => {
    // 0.5 kg actual in 25 x 20 x 10: economy (5000) charges 1 kg -> 10 $; express (4000) 1.25 kg -> 25 $.
    expect(chargedFor(500, { lengthCm: 25, widthCm: 20, heightCm: 10 })).toEqual([
      ["economy", 1000, 1000],
      ["express", 1250, 2500],
      ["twozones", 1000, 3000],
    ]);
    // 30 x 30 x 30 = 27000 cm³: 5.4 kg at 5000 -> economy's 5-30 band (40 $); 6.75 kg at 4000 -> 50 $.
    expect(chargedFor(1000, { lengthCm: 30, widthCm: 30, heightCm: 30 })).toEqual([
      ["twozones", 5400, 3000],
      ["economy", 5400, 4000],
      ["express", 6750, 5000],
    ]);
  });

  it("leaves out inactive carriers and carriers of other or closed warehouses", () => {
    const result = quote(card, { country: "DZ", actualGrams: 800, warehouseId: FR });
    expect(result.ok && result.lines.map((l) => l.name)).not.toContain("asleep");
    expect(names(quote(card, { country: "DZ", actualGrams: 800, warehouseId: DE }))).toEqual([["german", 1200]]);
    expect(quote(card, { country: "DZ", actualGrams: 800, warehouseId: CLOSED })).toEqual({
      ok: false,
      reason: "noOptions",
    });
  });

  it("quotes every open warehouse when none is given", () => {
    expect(names(quote(card, { country: "DZ", actualGrams: 800 }))).toEqual([
      ["economy", 1000],
      ["german", 1200],
      ["twozones", 1500],
      ["express", 2500],
    ]);
  });

  it("answers noOptions for a country no carrier of the warehouse serves", () => {
    expect(quote(card, { country: "US", actualGrams: 800, warehouseId: FR })).toEqual({
      ok: false,
      reason: "noOptions",
    });
  });

  it("has no weight limit of its own: each carrier's bands are its limit", () => {
    const freight = carrier({ id: "freight", ranges: [band("maghreb", 30, 70, 120)] });
    const heavyCard = buildRateCard({ ...data, carriers: [...data.carriers, freight] });
    expect(names(quote(heavyCard, { country: "DZ", actualGrams: 42_000, warehouseId: FR }))).toEqual([
      ["freight", 12_000],
    ]);
    expect(names(quote(heavyCard, { country: "DZ", actualGrams: 30_000, warehouseId: FR }))).toEqual([
      ["twozones", 1500],
      ["economy", 4000],
      ["express", 5000],
    ]);
  });

  it("refuses a weight no carrier serving the country takes, with that weight and the most they take", () => {
    expect(names(quote(card, { country: "FR", actualGrams: 30_000, warehouseId: FR }))).toEqual([["economy", 800]]);
    expect(quote(card, { country: "DZ", actualGrams: 42_000, warehouseId: FR })).toEqual({
      ok: false,
      reason: "noCarrierAtWeight",
      chargeableGrams: 42_000,
      maxGrams: 30_000,
    });
    // 60 x 50 x 50 = 150000 cm³ = 30 kg at 5000 (quoted) but 37.5 kg at 4000 (express drops out).
    const box = { lengthCm: 60, widthCm: 50, heightCm: 50 };
    expect(names(quote(card, { country: "MA", actualGrams: 1000, dimensions: box, warehouseId: FR }))).toEqual([
      ["twozones", 3000],
      ["economy", 4000],
    ]);
    // 100 x 100 x 100: 200 kg at 5000, 250 kg at 4000; the least is said.
    const huge = { lengthCm: 100, widthCm: 100, heightCm: 100 };
    expect(quote(card, { country: "MA", actualGrams: 1000, dimensions: huge, warehouseId: FR })).toEqual({
      ok: false,
      reason: "noCarrierAtWeight",
      chargeableGrams: 200_000,
      maxGrams: 30_000,
    });
  });

  it("names no maximum when a carrier has a gap at that weight", () => {
    const gapped = buildRateCard({
      ...data,
      carriers: [carrier({ id: "gapped", ranges: [band("europe", 0, 2, 5), band("europe", 10, 20, 9)] })],
    });
    expect(quote(gapped, { country: "DE", actualGrams: 2500, warehouseId: FR })).toEqual({
      ok: false,
      reason: "noCarrierAtWeight",
      chargeableGrams: 2500,
      maxGrams: null,
    });
    expect(quote(gapped, { country: "DE", actualGrams: 25_000, warehouseId: FR })).toEqual({
      ok: false,
      reason: "noCarrierAtWeight",
      chargeableGrams: 25_000,
      maxGrams: 20_000,
    });
  });

  it("matches the country case-blind", () => {
    expect(quote(card, { country: "de", actualGrams: 100, warehouseId: FR }).ok).toBe(true);
  });
});
