import { describe, expect, it } from "vitest";
import {
  CANCEL_WINDOW_MS,
  PARCEL_ACTIONS,
  PARCEL_RULES,
  PARCEL_STATES,
  canConsolidation,
  canParcel,
  canRevertConsolidation,
  canSplit,
  consolidatedTrackNumber,
  expiryCutoff,
  isExpired,
  newMailTrackNumber,
  nextParcelState,
  parcelActions,
  parcelFlags,
  splitTrackNumber,
  withinCancelWindow,
  type ParcelAction,
  type ParcelState,
} from "./parcel-state.js";

describe("parcel transitions", () => {
  // Edits that leave the state as it is, allowed from intake until the parcel ships.
  const unchangedUntilShipped: Partial<Record<ParcelState, ParcelState>> = {
    in_locker: "in_locker",
    awaiting_assemble: "awaiting_assemble",
    awaiting_disassemble: "awaiting_disassemble",
    awaiting_approval: "awaiting_approval",
    approved: "approved",
    paid: "paid",
  };
  const expected: Record<ParcelAction, Partial<Record<ParcelState, ParcelState>>> = {
    requestAssemble: { in_locker: "awaiting_assemble" },
    cancelAssemble: { awaiting_assemble: "in_locker" },
    acceptAssemble: { awaiting_assemble: "merged" },
    revertAssemble: { merged: "awaiting_assemble" },
    requestSplit: { in_locker: "awaiting_disassemble" },
    cancelSplit: { awaiting_disassemble: "in_locker" },
    completeSplit: { awaiting_disassemble: "split" },
    requestApproval: { in_locker: "awaiting_approval" },
    cancelApproval: { awaiting_approval: "in_locker" },
    approve: { awaiting_approval: "approved" },
    pay: { approved: "paid" },
    ship: { paid: "shipped" },
    voidLabel: { shipped: "paid" },
    editDetails: { in_locker: "in_locker" },
    requestImages: { in_locker: "in_locker" },
    edit: unchangedUntilShipped,
    delete: { in_locker: "in_locker", awaiting_approval: "awaiting_approval", approved: "approved" },
    addImages: unchangedUntilShipped,
    reportError: unchangedUntilShipped,
    editShipping: { shipped: "shipped" },
    requestReturn: { in_locker: "awaiting_return" },
    cancelReturn: { awaiting_return: "in_locker" },
    returnToSender: { awaiting_return: "returned_to_sender" },
  };

  it("allows exactly the listed transitions, from every state", () => {
    for (const action of PARCEL_ACTIONS) {
      for (const state of PARCEL_STATES) {
        expect(nextParcelState(state, action), `${action} from ${state}`).toBe(expected[action][state] ?? null);
        expect(canParcel(state, action)).toBe(expected[action][state] !== undefined);
      }
    }
    expect(Object.keys(expected).sort()).toEqual([...PARCEL_ACTIONS].sort());
  });

  it("lets customers act only on a parcel free in the locker, but report an error until it leaves", () => {
    for (const state of PARCEL_STATES) {
      const customer = parcelActions(state, "customer").filter((a) => !a.startsWith("cancel") && a !== "reportError");
      expect(canParcel(state, "reportError"), state).toBe(canParcel(state, "edit"));
      if (state === "in_locker") {
        expect(customer).toEqual([
          "requestAssemble",
          "requestSplit",
          "requestApproval",
          "editDetails",
          "requestImages",
          "requestReturn",
        ]);
      } else {
        expect(customer, state).toEqual([]);
      }
    }
  });

  it("ends nowhere: shipped, merged and split parcels only keep their record (a label bought here can be voided)", () => {
    expect(parcelActions("shipped")).toEqual(["voidLabel", "editShipping"]);
    expect(parcelActions("merged")).toEqual(["revertAssemble"]);
    expect(parcelActions("split")).toEqual([]);
    expect(parcelActions("returned_to_sender")).toEqual([]);
  });

  it("holds a returning parcel out of every other request until it is sent back or released", () => {
    for (const action of PARCEL_ACTIONS) {
      const allowed = canParcel("awaiting_return", action);
      expect(allowed, action).toBe(action === "cancelReturn" || action === "returnToSender");
    }
  });

  it("names an actor for every action", () => {
    for (const action of PARCEL_ACTIONS) expect(PARCEL_RULES[action].by.length).toBeGreaterThan(0);
  });
});

describe("request rules", () => {
  it("follows the assemble request's life", () => {
    expect(canConsolidation("open", "accept")).toBe(true);
    expect(canConsolidation("open", "cancel")).toBe(true);
    expect(canConsolidation("accepted", "cancel")).toBe(false);
    expect(canConsolidation("open", "delete")).toBe(false);
    expect(canConsolidation("accepted", "delete")).toBe(true);
    expect(canConsolidation("accepted", "revert")).toBe(true);
    expect(canConsolidation("cancelled", "revert")).toBe(false);
    expect(canRevertConsolidation("in_locker")).toBe(true);
    for (const state of PARCEL_STATES.filter((s) => s !== "in_locker"))
      expect(canRevertConsolidation(state)).toBe(false);
  });

  it("follows the disassemble request's life", () => {
    expect(canSplit("open", "complete")).toBe(true);
    expect(canSplit("open", "cancel")).toBe(true);
    expect(canSplit("completed", "cancel")).toBe(false);
    expect(canSplit("cancelled", "complete")).toBe(false);
  });
});

describe("time rules", () => {
  const at = new Date("2026-03-01T10:00:00Z");

  it("keeps the cancel window open for exactly 15 minutes", () => {
    expect(CANCEL_WINDOW_MS).toBe(900_000);
    expect(withinCancelWindow(at, new Date(at.getTime() + 14 * 60_000))).toBe(true);
    expect(withinCancelWindow(at, new Date(at.getTime() + 900_000))).toBe(true);
    expect(withinCancelWindow(at, new Date(at.getTime() + 900_001))).toBe(false);
  });

  it("expires parcels left in the locker for 6 calendar months", () => {
    const now = new Date("2026-08-31T12:00:00Z");
    expect(expiryCutoff(now).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(expiryCutoff(new Date("2026-07-15T00:00:00Z")).toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(isExpired("in_locker", new Date("2026-02-28T12:00:00Z"), now)).toBe(true);
    expect(isExpired("in_locker", new Date("2026-02-28T12:00:01Z"), now)).toBe(false);
    expect(isExpired("awaiting_approval", new Date("2025-01-01T00:00:00Z"), now)).toBe(false);
  });
});

describe("parcelFlags", () => {
  const flags = (state: ParcelState, extra: Partial<{ isConsolidated: boolean; deleted: boolean }> = {}) =>
    parcelFlags({ state, isConsolidated: false, deleted: false, ...extra });

  it("derives the old product's flags from the state", () => {
    expect(flags("in_locker")).toEqual({
      awaitingApprove: false,
      approved: false,
      confirmPayment: false,
      awaitingAssemble: false,
      awaitingDisassemble: false,
      assemble: false,
      disassembled: false,
      status: null,
      deleted: false,
      show: true,
    });
    expect(flags("awaiting_approval").awaitingApprove).toBe(true);
    expect(flags("approved")).toMatchObject({ approved: true, confirmPayment: false, status: null });
    expect(flags("paid")).toMatchObject({ approved: true, confirmPayment: true, status: null });
    expect(flags("shipped")).toMatchObject({ approved: true, confirmPayment: true, status: "closed" });
    expect(flags("awaiting_assemble").awaitingAssemble).toBe(true);
    expect(flags("awaiting_disassemble").awaitingDisassemble).toBe(true);
    expect(flags("split")).toMatchObject({ disassembled: true, show: false });
    expect(flags("merged").show).toBe(false);
    expect(flags("in_locker", { isConsolidated: true }).assemble).toBe(true);
    expect(flags("in_locker", { deleted: true })).toMatchObject({ deleted: true, show: false });
  });
});

describe("track numbers", () => {
  it("generates mail, split and consolidation track numbers", () => {
    expect(newMailTrackNumber()).toMatch(/^LTR-[A-Z2-9]{10}$/);
    expect(splitTrackNumber("1Z999", 2)).toBe("1Z999-2");
    expect(consolidatedTrackNumber("LX1FR")).toBe("ASM-LX1FR");
  });
});
