import { describe, expect, it } from "vitest";
import {
  LATE_MARGIN_DAYS,
  QUIET_DAYS,
  problemReasons,
  problemTicketDraft,
  type TrackedShipment,
} from "./shipment-problems.js";

const DAY = 86_400_000;
const now = new Date("2026-11-27T12:00:00Z");
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);

const shipment = (fields: Partial<TrackedShipment>): TrackedShipment => ({
  status: "in_transit",
  deliveredAt: null,
  shippedAt: ago(2),
  lastEventAt: ago(1),
  maxShipDays: 4,
  ...fields,
});

describe("problemReasons", () => {
  it("names the carrier's problems, whatever the dates", () => {
    for (const status of ["delivery_failed", "on_hold", "delayed", "returned"]) {
      expect(problemReasons(shipment({ status }), now)).toEqual([{ kind: status }]);
    }
    expect(problemReasons(shipment({ status: "in_transit" }), now)).toEqual([]);
    expect(problemReasons(shipment({ status: "out_for_delivery" }), now)).toEqual([]);
  });

  it("finds a parcel quiet from five whole days without an event, counting from the shipping without any", () => {
    expect(problemReasons(shipment({ lastEventAt: ago(QUIET_DAYS, -1) }), now)).toEqual([]);
    expect(problemReasons(shipment({ shippedAt: ago(6), lastEventAt: ago(QUIET_DAYS) }), now)).toEqual([
      { kind: "quiet", days: 5 },
    ]);
    expect(problemReasons(shipment({ shippedAt: ago(6, 3), lastEventAt: null }), now)).toEqual([
      { kind: "quiet", days: 6 },
    ]);
  });

  it("finds a parcel late past the carrier's maximum days and the margin, and says by how much", () => {
    const edge = ago(4 + LATE_MARGIN_DAYS);
    expect(problemReasons(shipment({ shippedAt: edge, lastEventAt: ago(0) }), now)).toEqual([]);
    expect(problemReasons(shipment({ shippedAt: ago(8), lastEventAt: ago(0) }), now)).toEqual([
      { kind: "late", daysPast: 4, maxDays: 4 },
    ]);
  });

  it("lists every problem, the carrier's first, and none once delivered or when tracking ended", () => {
    const failedLate = shipment({ status: "delivery_failed", shippedAt: ago(12), lastEventAt: ago(6) });
    expect(problemReasons(failedLate, now).map((r) => r.kind)).toEqual(["delivery_failed", "late", "quiet"]);
    expect(problemReasons({ ...failedLate, status: "delivered" }, now)).toEqual([]);
    expect(problemReasons({ ...failedLate, status: "in_transit", deliveredAt: ago(1) }, now)).toEqual([]);
    expect(problemReasons({ ...failedLate, status: "returned" }, now)).toEqual([{ kind: "returned" }]);
    expect(problemReasons({ ...failedLate, status: "cancelled" }, now)).toEqual([]);
  });
});

describe("problemTicketDraft", () => {
  const facts = { firstName: "Amina", parcelCode: "A1B2C3", trackNumber: "4567891230", carrier: "DHL Express" };

  it("names the parcel, its tracking and the problem in the customer's language", () => {
    const en = problemTicketDraft({ kind: "delivery_failed" }, facts, "en");
    expect(en.about).toBe("Your parcel A1B2C3: delivery failed");
    expect(en.message).toContain("DHL Express could not deliver your parcel A1B2C3 (tracking 4567891230)");
    const ar = problemTicketDraft({ kind: "quiet", days: 6 }, { ...facts, carrier: "دي إتش إل" }, "ar");
    expect(ar.about).toBe("طردك A1B2C3: لا جديد في التتبّع");
    expect(ar.message).toContain("منذ 6 أيام");
    const fr = problemTicketDraft({ kind: "late", daysPast: 4, maxDays: 4 }, facts, "fr");
    expect(fr.message).toContain("Votre colis A1B2C3 (suivi 4567891230) met plus longtemps que les 4 jours habituels");
  });
});
