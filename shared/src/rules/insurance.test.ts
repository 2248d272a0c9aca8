import { describe, expect, it } from "vitest";
import {
  claimCover,
  claimWindow,
  eurCentsToUsdCents,
  insuranceApplies,
  insuranceQuote,
  type ClaimableShipment,
  type InsuranceSettings,
} from "./insurance.js";

const SETTINGS: InsuranceSettings = {
  rateBasisPoints: 200,
  minPremiumCents: 300,
  maxCoverCents: 100_000,
  zoneIds: [],
  lostMarginDays: 5,
};
const DAY = 86_400_000;

describe("insuranceQuote", () => {
  it("should charge the share of the declared value, rounded up to the cent", () => {
    expect(insuranceQuote(50_001, SETTINGS)).toEqual({ coverCents: 50_001, premiumCents: 1001 });
  });

  it("should charge at least the minimum premium", () => {
    expect(insuranceQuote(1000, SETTINGS)).toEqual({ coverCents: 1000, premiumCents: 300 });
  });

  it("should cover at most the maximum cover, and price only that", () => {
    expect(insuranceQuote(900_000, SETTINGS)).toEqual({ coverCents: 100_000, premiumCents: 2000 });
  });

  it("should offer nothing for a parcel declared at nothing", () => {
    expect(insuranceQuote(0, SETTINGS)).toBeNull();
  });
});

describe("insuranceApplies", () => {
  it("should apply everywhere when no zone is listed", () => {
    expect(insuranceApplies(SETTINGS, [])).toBe(true);
  });

  it("should apply only to the destinations of the zones listed", () => {
    const some = { ...SETTINGS, zoneIds: ["z1"] };
    expect(insuranceApplies(some, ["z2", "z1"])).toBe(true);
    expect(insuranceApplies(some, ["z2"])).toBe(false);
  });
});

describe("eurCentsToUsdCents", () => {
  it("should convert at the rate, to the cent", () => {
    expect(eurCentsToUsdCents(10_000, 1.085)).toBe(10_850);
  });
});

describe("claimWindow", () => {
  const shipped = new Date("2026-12-01T10:00:00Z");
  const shipment = (fields: Partial<ClaimableShipment> = {}): ClaimableShipment => ({
    state: "shipped",
    shippedAt: shipped,
    deliveredAt: null,
    trackingStatus: "in_transit",
    maxShipDays: 10,
    ...fields,
  });

  it("should open a lost claim once the carrier's days and the margin have passed", () => {
    const from = new Date(shipped.getTime() + 15 * DAY);
    expect(claimWindow("lost", shipment(), 5, new Date(from.getTime() - 1))).toEqual({
      open: false,
      reason: "lostFrom",
      from,
    });
    expect(claimWindow("lost", shipment(), 5, from)).toEqual({ open: true });
  });

  it("should open a lost claim at once when the carrier reports it lost or returned", () => {
    expect(claimWindow("lost", shipment({ trackingStatus: "returned" }), 5, shipped)).toEqual({ open: true });
    expect(claimWindow("lost", shipment({ trackingStatus: "lost" }), 5, shipped)).toEqual({ open: true });
  });

  it("should refuse a lost claim for a delivered parcel", () => {
    const delivered = shipment({ deliveredAt: new Date(shipped.getTime() + DAY), trackingStatus: "delivered" });
    expect(claimWindow("lost", delivered, 5, new Date(shipped.getTime() + 60 * DAY))).toMatchObject({
      reason: "delivered",
    });
  });

  it("should open a damage claim within 14 days of delivery, and not after", () => {
    const deliveredAt = new Date(shipped.getTime() + 3 * DAY);
    const delivered = shipment({ deliveredAt, trackingStatus: "delivered" });
    expect(claimWindow("damaged", delivered, 5, new Date(deliveredAt.getTime() + 14 * DAY))).toEqual({ open: true });
    expect(claimWindow("damaged", delivered, 5, new Date(deliveredAt.getTime() + 14 * DAY + 1))).toEqual({
      open: false,
      reason: "damageEnded",
      until: new Date(deliveredAt.getTime() + 14 * DAY),
    });
    expect(claimWindow("damaged", shipment(), 5, shipped)).toMatchObject({ reason: "notDelivered" });
  });

  it("should refuse both kinds for a parcel not shipped", () => {
    const paid = shipment({ state: "paid", shippedAt: null });
    expect(claimWindow("lost", paid, 5, shipped)).toMatchObject({ reason: "notShipped" });
    expect(claimWindow("damaged", paid, 5, shipped)).toMatchObject({ reason: "notShipped" });
  });
});

describe("claimCover", () => {
  it("should cover an insured parcel up to its cover, an uninsured one for its shipping fee", () => {
    expect(claimCover({ coverCents: 40_000, shippingCents: 2500 })).toEqual({ insured: true, coveredCents: 40_000 });
    expect(claimCover({ coverCents: null, shippingCents: 2500 })).toEqual({ insured: false, coveredCents: 2500 });
  });
});
