import { describe, expect, it } from "vitest";
import { consolidationSavings, estimateConsolidated, type CarrierSaving } from "./consolidation-estimate.js";
import { buildRateCard, type RateCarrier, type RateRange } from "./pricing.js";

const FR = "warehouse-fr";

const band = (zoneId: string, fromKg: number, toKg: number, dollars: number): RateRange => ({
  id: `${zoneId}-${fromKg}`,
  zoneId,
  fromGrams: fromKg * 1000,
  toGrams: toKg * 1000,
  priceCents: dollars * 100,
});

function carrier(id: string, divisor: number, minDays: number, ranges: RateRange[]): RateCarrier {
  return {
    id,
    warehouseId: FR,
    name: id,
    nameAr: id,
    logo: null,
    divisor,
    minDays,
    maxDays: 10,
    isActive: true,
    ranges,
  };
}

// Economy prices nothing above 10 kg; "european" does not serve the Maghreb.
const card = buildRateCard({
  activeWarehouseIds: [FR],
  zones: [
    { id: "maghreb", countries: ["DZ", "MA"] },
    { id: "europe", countries: ["DE"] },
  ],
  carriers: [
    carrier("economy", 5000, 5, [band("maghreb", 0, 1, 10), band("maghreb", 1, 5, 20), band("maghreb", 5, 10, 40)]),
    carrier("express", 4000, 1, [band("maghreb", 0, 2, 25), band("maghreb", 2, 30, 50)]),
    carrier("european", 5000, 3, [band("europe", 0, 30, 8)]),
  ],
});

const box = (actualGrams: number, lengthCm: number, widthCm: number, heightCm: number) => ({
  actualGrams,
  dimensions: { lengthCm, widthCm, heightCm },
});

/** Dollars, or the refusal (with the most the carrier takes, in kg, when it is too heavy). */
const shown = (offer: CarrierSaving["together"]) =>
  offer.ok ? offer.priceCents / 100 : offer.reason === "tooHeavy" ? `tooHeavy ${offer.maxGrams / 1000}` : offer.reason;

/** Per carrier: separately, together and the saving (dollars, percent). */
const table = (savings: CarrierSaving[]) =>
  savings.map(({ carrier, separately, together, saving }) => [
    carrier.id,
    shown(separately),
    shown(together),
    saving && [saving.cents / 100, saving.percent],
  ]);

describe("estimateConsolidated", () => {
  it("adds the weights and stacks the parcels laid on their largest face", () => {
    // 25 x 18 x 12 stays as it is; 12 x 30 x 25 is laid flat as 30 x 25 x 12.
    // The stack: the longest length 30, the widest width 25, the heights 12 + 12.
    expect(estimateConsolidated([box(850, 25, 18, 12), box(1200, 12, 30, 25)])).toEqual(box(2050, 30, 25, 24));
  });

  it("keeps a single parcel as it is, laid flat", () => {
    expect(estimateConsolidated([box(500, 10, 40, 20)])).toEqual(box(500, 40, 20, 10));
  });
});

describe("consolidationSavings", () => {
  it("prices each carrier separately and together, cheapest together first", () => {
    // Estimate 2050 g, 30 x 25 x 24 = 18,000 cm³.
    // Economy (/5000): 850 g charged 5400/5 = 1080 g, $20; 1200 g charged 9000/5 = 1800 g, $20:
    //   separately $40; together 18000/5 = 3600 g, $20; saving $20, 50 %.
    // Express (/4000): 5400/4 = 1350 g, $25; 9000/4 = 2250 g, $50: separately $75;
    //   together 18000/4 = 4500 g, $50; saving $25, 33 %.
    const savings = consolidationSavings(card, {
      warehouseId: FR,
      country: "dz",
      parcels: [box(850, 25, 18, 12), box(1200, 12, 30, 25)],
    });
    expect(table(savings)).toEqual([
      ["economy", 40, 20, [20, 50]],
      ["express", 75, 50, [25, 33]],
    ]);
    expect(
      savings.map((s) => [
        s.separately.ok && s.separately.chargeableGrams,
        s.together.ok && s.together.chargeableGrams,
      ]),
    ).toEqual([
      [2880, 3600],
      [3600, 4500],
    ]);
  });

  it("says which carrier cannot carry the consolidated parcel, and lists it last", () => {
    // Three 4 kg cubes of 20 cm: together 12 kg actual (20 x 20 x 60 is only 4.8 kg at /5000).
    // Economy has no band above 10 kg; express: 3 x $50 separately, $50 together.
    const cube = box(4000, 20, 20, 20);
    expect(table(consolidationSavings(card, { warehouseId: FR, country: "MA", parcels: [cube, cube, cube] }))).toEqual([
      ["express", 150, 50, [100, 67]],
      ["economy", 60, "tooHeavy 10", null],
    ]);
  });

  it("refuses above a carrier's last band together, and separately when one parcel is", () => {
    const heavy = box(16_000, 40, 30, 30);
    expect(table(consolidationSavings(card, { warehouseId: FR, country: "MA", parcels: [heavy, heavy] }))).toEqual([
      ["economy", "tooHeavy 10", "tooHeavy 10", null],
      ["express", 100, "tooHeavy 30", null],
    ]);
  });

  it("tells a weight between a carrier's bands from one above them", () => {
    const gapped = buildRateCard({
      activeWarehouseIds: [FR],
      zones: [{ id: "maghreb", countries: ["MA"] }],
      carriers: [carrier("gapped", 5000, 3, [band("maghreb", 0, 2, 10), band("maghreb", 5, 40, 60)])],
    });
    const parcel = box(1500, 10, 10, 10);
    expect(table(consolidationSavings(gapped, { warehouseId: FR, country: "MA", parcels: [parcel, parcel] }))).toEqual([
      ["gapped", 20, "outOfRange", null],
    ]);
  });

  it("leaves out carriers that do not serve the destination", () => {
    const savings = consolidationSavings(card, { warehouseId: FR, country: "DE", parcels: [box(500, 10, 10, 10)] });
    expect(table(savings)).toEqual([["european", 8, 8, [0, 0]]]);
    expect(consolidationSavings(card, { warehouseId: FR, country: "US", parcels: [box(500, 10, 10, 10)] })).toEqual([]);
  });
});
