import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import { describe, expect, it } from "vitest";
import { lookUpPreAlerts, preAlertFill } from "./pre-alert-match";

const preAlert = (id: string): StaffPreAlert => ({
  _id: id,
  store: "Zalando",
  trackNumber: "1Z999AA10123",
  warehouseId: "w1",
  lines: [{ description: "Sneakers", quantity: 2, price: 44.95, hsCode: "640411" }],
  shipping: null,
  state: "expected",
  status: "expected",
  createdAt: "2026-12-01T10:00:00.000Z",
  arrivedAt: null,
  parcelId: null,
  packageId: null,
  customer: { id: "c1", fullName: "Amina Benali", email: "amina@example.com", customerCode: "K7Q2" },
  carrierName: null,
});

const answering = (matches: StaffPreAlert[], suggestions: StaffPreAlert[] = []) => ({
  matchPreAlerts: () => Promise.resolve({ error: false as const, matches, suggestions }),
});

describe("#intake.preAlerts", () => {
  it("fills the form from one match, and asks the desk for several or for close numbers", async () => {
    expect(await lookUpPreAlerts(answering([preAlert("a")]), "1Z999AA10123")).toEqual({
      kind: "matched",
      preAlert: preAlert("a"),
    });
    expect((await lookUpPreAlerts(answering([preAlert("a"), preAlert("b")]), "X")).kind).toBe("several");
    expect((await lookUpPreAlerts(answering([], [preAlert("c")]), "X")).kind).toBe("close");
    expect(await lookUpPreAlerts(answering([]), "X")).toEqual({ kind: "none" });
  });

  it("fills the customer and the declared lines, with the parcel form's other presets", () => {
    expect(preAlertFill(preAlert("a"))).toEqual({
      customer: { id: "c1", fullName: "Amina Benali", email: "amina@example.com", customerCode: "K7Q2" },
      lines: [
        {
          description: "Sneakers",
          code_sh: "640411",
          quantity: "2",
          price: "44.95",
          madeIn: "CN",
          type: "Parcels",
        },
      ],
      preAlertId: "a",
    });
  });
});
