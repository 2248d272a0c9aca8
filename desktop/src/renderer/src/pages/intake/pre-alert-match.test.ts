import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import { describe, expect, it } from "vitest";
import { newLine } from "./intake-form";
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

  const untouched = { lines: [newLine("parcel")], filledLines: null, warehouseIds: ["w0", "w1"] };
  const sneakers = {
    description: "Sneakers",
    code_sh: "640411",
    quantity: "2",
    price: "44.95",
    madeIn: "CN",
    type: "Parcels",
  } as const;

  it("fills the customer, the declared lines and the warehouse, with the parcel form's other presets", () => {
    expect(preAlertFill(preAlert("a"), untouched)).toEqual({
      customer: { id: "c1", fullName: "Amina Benali", email: "amina@example.com", customerCode: "K7Q2" },
      lines: [sneakers],
      preAlertId: "a",
      warehouse: "w1",
    });
  });

  it("keeps the desk's warehouse when the pre-alert's is closed", () => {
    expect(preAlertFill(preAlert("a"), { ...untouched, warehouseIds: ["w0"] }).warehouse).toBeNull();
  });

  it("never overwrites lines the desk typed before the answer came", () => {
    const typed = [{ ...newLine("parcel"), description: "Wool scarves", quantity: "3" }];
    expect(preAlertFill(preAlert("a"), { ...untouched, lines: typed }).lines).toBeNull();
    expect(
      preAlertFill(preAlert("a"), { ...untouched, lines: [newLine("parcel"), newLine("parcel")] }).lines,
    ).toBeNull();
  });

  it("replaces the lines an earlier pre-alert filled, the desk having changed nothing", () => {
    const earlier = [{ ...sneakers, description: "Boots" }];
    expect(preAlertFill(preAlert("b"), { ...untouched, lines: earlier, filledLines: earlier }).lines).toEqual([
      sneakers,
    ]);
    const edited = [{ ...earlier[0]!, quantity: "5" }];
    expect(preAlertFill(preAlert("b"), { ...untouched, lines: edited, filledLines: earlier }).lines).toBeNull();
  });
});
