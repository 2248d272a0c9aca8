import { describe, expect, it } from "vitest";
import {
  assembleCandidates,
  cancelWindowOpen,
  cardNow,
  formatTimeLeft,
  matchesGroup,
  matchesParcel,
  msLeft,
  msUntil,
  pendingPaymentView,
  shipAddressChoice,
  shownActions,
  storageCountdown,
  type ParcelFacts,
} from "./rules";

const NOW = Date.parse("2025-05-01T12:00:00Z");
const parcel = (overrides: Partial<ParcelFacts> = {}): ParcelFacts => ({
  _id: "p1",
  packageId: "PK1",
  trackNumber: "TRACK1",
  state: "in_locker",
  assemble: false,
  warehouse: { _id: "w1" },
  approveTime: null,
  methods: [],
  ...overrides,
});

describe("shownActions", () => {
  it("offers every request on a parcel free in the locker", () => {
    expect(shownActions(parcel(), { imageRequest: true, now: NOW })).toEqual({
      modify: true,
      photoRequest: true,
      photosPending: false,
      assemble: true,
      disassemble: true,
      ship: true,
      pay: false,
      cancelApproval: false,
      report: true,
      services: true,
      serviceOpen: false,
    });
  });

  it("holds back consolidating, splitting and shipping while a service is open, and says so", () => {
    const shown = shownActions(parcel({ serviceOpen: true }), { imageRequest: true, now: NOW });
    expect([shown.assemble, shown.disassemble, shown.ship]).toEqual([false, false, false]);
    expect([shown.modify, shown.services, shown.serviceOpen]).toEqual([true, true, true]);
  });

  it("offers an error report until the parcel leaves, and not while one is under review", () => {
    const report = (facts: Partial<ParcelFacts>) =>
      shownActions(parcel(facts), { imageRequest: true, now: NOW }).report;
    expect(report({ state: "approved" })).toBe(true);
    expect(report({ state: "paid" })).toBe(true);
    expect(report({ state: "shipped" })).toBe(false);
    expect(report({ underReview: true })).toBe(false);
  });

  it("hides the photo request when the setting is off", () => {
    expect(shownActions(parcel(), { imageRequest: false, now: NOW }).photoRequest).toBe(false);
  });

  it("says the photos are requested instead of offering a second request", () => {
    const shown = shownActions(parcel({ imagesRequested: true }), { imageRequest: true, now: NOW });
    expect([shown.photoRequest, shown.photosPending]).toEqual([false, true]);
    const approved = shownActions(parcel({ imagesRequested: true, state: "approved" }), {
      imageRequest: true,
      now: NOW,
    });
    expect(approved.photosPending).toBe(false);
  });

  it.each(["awaiting_assemble", "awaiting_disassemble", "awaiting_approval", "approved"] as const)(
    "hides modify, photos, assemble and ship when %s",
    (state) => {
      const shown = shownActions(parcel({ state }), { imageRequest: true, now: NOW });
      expect([shown.modify, shown.photoRequest, shown.assemble, shown.ship, shown.disassemble]).toEqual([
        false,
        false,
        false,
        false,
        false,
      ]);
    },
  );

  it("offers the cancel of a shipping request within 15 minutes only", () => {
    const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
    const cancel = (minutesAgo: number) =>
      shownActions(parcel({ state: "awaiting_approval", approveTime: at(minutesAgo) }), {
        imageRequest: true,
        now: NOW,
      }).cancelApproval;
    expect(cancel(1)).toBe(true);
    expect(cancel(14.9)).toBe(true);
    expect(cancel(15.1)).toBe(false);
  });

  it("offers payment once approved with methods", () => {
    const approved = parcel({ state: "approved", methods: [{}] });
    expect(shownActions(approved, { imageRequest: true, now: NOW }).pay).toBe(true);
    expect(shownActions({ ...approved, methods: [] }, { imageRequest: true, now: NOW }).pay).toBe(false);
  });
});

describe("assembleCandidates", () => {
  it("keeps free, unassembled parcels of the same warehouse", () => {
    const list = [
      parcel({ _id: "a" }),
      parcel({ _id: "b", warehouse: { _id: "w2" } }),
      parcel({ _id: "c", state: "awaiting_approval" }),
      parcel({ _id: "d", assemble: true }),
      parcel({ _id: "e", state: "approved" }),
      parcel({ _id: "f" }),
    ];
    expect(assembleCandidates(list, list[0]!).map((p) => p._id)).toEqual(["a", "f"]);
  });
});

describe("cancel window", () => {
  it("counts down from 15 minutes and stops at 0", () => {
    expect(msLeft(new Date(NOW).toISOString(), NOW)).toBe(15 * 60_000);
    expect(msLeft(new Date(NOW - 60_000).toISOString(), NOW)).toBe(14 * 60_000);
    expect(msLeft(new Date(NOW - 16 * 60_000).toISOString(), NOW)).toBe(0);
    expect(msLeft(null, NOW)).toBe(0);
    expect(msUntil(new Date(NOW + 5_000).toISOString(), NOW)).toBe(5_000);
    expect(msUntil("not a date", NOW)).toBe(0);
  });

  it("tells whether a card of the locker counts a window down, so that its clock ticks", () => {
    const asked = new Date(NOW - 60_000).toISOString();
    const group = (cancelableUntil: string) => ({ awaitingApprove: true, cancelableUntil });
    expect(cancelWindowOpen([parcel({ state: "awaiting_approval", approveTime: asked })], [], NOW)).toBe(true);
    // Closed, or a state with no cancel: nothing counts down.
    expect(cancelWindowOpen([parcel({ state: "awaiting_approval", approveTime: asked })], [], NOW + 15 * 60_000)).toBe(
      false,
    );
    expect(cancelWindowOpen([parcel({ state: "approved", approveTime: asked })], [], NOW)).toBe(false);
    expect(cancelWindowOpen([parcel()], [group(new Date(NOW + 5_000).toISOString())], NOW)).toBe(true);
    expect(cancelWindowOpen([], [{ ...group(new Date(NOW + 5_000).toISOString()), awaitingApprove: false }], NOW)).toBe(
      false,
    );
    expect(cancelWindowOpen([], [group(new Date(NOW - 1).toISOString())], NOW)).toBe(false);
  });

  it("draws a card at the clock's time only while its own window runs", () => {
    const open = parcel({ state: "awaiting_approval", approveTime: new Date(NOW - 60_000).toISOString() });
    expect(cardNow(open, NOW)).toBe(NOW);
    expect(shownActions(open, { imageRequest: true, now: cardNow(open, NOW) }).cancelApproval).toBe(true);
    // Closed, or never open: a fixed time that shows the same actions as the clock's.
    const closed = parcel({ state: "awaiting_approval", approveTime: new Date(NOW - 16 * 60_000).toISOString() });
    for (const card of [closed, parcel()]) {
      expect(cardNow(card, NOW)).toBe(cardNow(card, NOW + 1_000));
      expect(shownActions(card, { imageRequest: true, now: cardNow(card, NOW) })).toEqual(
        shownActions(card, { imageRequest: true, now: NOW }),
      );
    }
    expect(msLeft(open.approveTime, cardNow(closed, NOW))).toBe(0);
  });

  it("formats the time left as minutes and seconds", () => {
    expect(formatTimeLeft(15 * 60_000)).toBe("15:00");
    expect(formatTimeLeft(61_000)).toBe("1:01");
    expect(formatTimeLeft(400)).toBe("0:01");
    expect(formatTimeLeft(0)).toBe("0:00");
  });
});

describe("search", () => {
  it("matches parcels on track number or packageId, ignoring case and spaces", () => {
    const p = { trackNumber: "LX123FR", packageId: "IPF-AB12" };
    expect(matchesParcel(p, " lx123 ")).toBe(true);
    expect(matchesParcel(p, "ab12")).toBe(true);
    expect(matchesParcel(p, "zz")).toBe(false);
    expect(matchesParcel(p, "")).toBe(true);
  });

  it("matches assemble requests on packageId only", () => {
    const group = {
      packages: [{ packageId: "IPF-AB12", trackNumber: "LX123FR" }],
      assemblePackage: { packageId: "IPF-CC99" },
    };
    expect(matchesGroup(group, "ab12")).toBe(true);
    expect(matchesGroup(group, "cc99")).toBe(true);
    expect(matchesGroup(group, "LX123")).toBe(false);
  });
});

describe("pendingPaymentView", () => {
  const payment = (type: "card" | "offline" | "bitcoin", extra: { instructionsUrl?: string | null } = {}) => ({
    type,
    state: "pending" as const,
    instructionsUrl: extra.instructionsUrl ?? null,
  });

  it("shows nothing without a pending payment", () => {
    expect(pendingPaymentView(undefined)).toEqual({
      pending: false,
      blocksNewPayment: false,
      resume: null,
      cancel: false,
    });
    expect(pendingPaymentView({ ...payment("offline"), state: "cancelled" }).pending).toBe(false);
    expect(pendingPaymentView({ ...payment("card"), state: "complete" }).pending).toBe(false);
  });

  it("lets an unfinished card checkout be resumed or replaced", () => {
    expect(pendingPaymentView(payment("card"))).toEqual({
      pending: true,
      blocksNewPayment: false,
      resume: "checkout",
      cancel: true,
    });
  });

  it("hides the form behind an offline or bitcoin request until it is cancelled", () => {
    expect(pendingPaymentView(payment("offline"))).toEqual({
      pending: true,
      blocksNewPayment: true,
      resume: null,
      cancel: true,
    });
    expect(pendingPaymentView(payment("bitcoin", { instructionsUrl: "http://localhost/pay/bitcoin/x" }))).toEqual({
      pending: true,
      blocksNewPayment: true,
      resume: "instructions",
      cancel: true,
    });
    expect(pendingPaymentView(payment("bitcoin")).resume).toBeNull();
  });
});

describe("storageCountdown", () => {
  const stored = (state: ParcelFacts["state"], storageEndsOn: string) => ({ state, storageEndsOn });

  it("counts the days left, the last day, then the days past with the fee so far", () => {
    expect(storageCountdown(stored("in_locker", "2025-05-06"), NOW, 0.5)).toEqual({ kind: "left", days: 5 });
    expect(storageCountdown(stored("approved", "2025-05-01"), NOW, 0.5)).toEqual({ kind: "today" });
    expect(storageCountdown(stored("in_locker", "2025-04-21"), NOW, 0.35)).toEqual({
      kind: "ended",
      days: 10,
      feeCents: 350,
    });
  });

  it("says nothing once the parcel is paid or shipped", () => {
    expect(storageCountdown(stored("paid", "2025-04-21"), NOW, 0.5)).toBeNull();
    expect(storageCountdown(stored("shipped", "2025-04-21"), NOW, 0.5)).toBeNull();
  });
});

describe("shipAddressChoice", () => {
  it("preselects the only address of the book", () => {
    expect(shipAddressChoice("ready", ["a1"], "")).toEqual({ addressId: "a1", blocker: null });
  });

  it("keeps the address the customer picked", () => {
    expect(shipAddressChoice("ready", ["a1", "a2"], "a2")).toEqual({ addressId: "a2", blocker: null });
  });

  it("asks to choose among several addresses rather than guessing", () => {
    expect(shipAddressChoice("ready", ["a1", "a2"], "")).toEqual({ addressId: "", blocker: "choose" });
  });

  it("forgets a pick that is no longer in the book", () => {
    expect(shipAddressChoice("ready", ["a1", "a2"], "gone")).toEqual({ addressId: "", blocker: "choose" });
    expect(shipAddressChoice("ready", ["a1"], "gone")).toEqual({ addressId: "a1", blocker: null });
  });

  it("says why Next waits while the book is empty, loading or not loaded", () => {
    expect(shipAddressChoice("ready", [], "")).toEqual({ addressId: "", blocker: "noAddress" });
    expect(shipAddressChoice("loading", [], "")).toEqual({ addressId: "", blocker: "loading" });
    expect(shipAddressChoice("failed", [], "")).toEqual({ addressId: "", blocker: "failed" });
  });
});
