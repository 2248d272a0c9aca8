import { describe, expect, it } from "vitest";
import { timelineOf } from "./purchaseView";

const none = {
  sentAt: null,
  quotedAt: null,
  paidAt: null,
  orderedAt: null,
  shippedAt: null,
  arrivedAt: null,
  closedAt: null,
};
const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}T10:00:00.000Z`;
const reached = (view: ReturnType<typeof timelineOf>) => view.filter((step) => step.at).map((step) => step.step);
const next = (view: ReturnType<typeof timelineOf>) => view.find((step) => step.next)?.step ?? null;

describe("a request's timeline", () => {
  it("waits for the quote once sent, then for the payment", () => {
    const sent = timelineOf({ ...none, state: "sent", sentAt: day(1) });
    expect(reached(sent)).toEqual(["sent"]);
    expect(next(sent)).toBe("quoted");
    const quoted = timelineOf({ ...none, state: "quoted", sentAt: day(1), quotedAt: day(2) });
    expect(next(quoted)).toBe("paid");
  });

  it("dates each step reached, the shop's shipping too, and waits for the parcel to leave once arrived", () => {
    const view = timelineOf({
      ...none,
      state: "arrived",
      sentAt: day(1),
      quotedAt: day(2),
      paidAt: day(3),
      orderedAt: day(4),
      shippedAt: day(4),
      arrivedAt: day(9),
    });
    expect(reached(view)).toEqual(["sent", "quoted", "paid", "ordered", "shipped", "arrived"]);
    expect(view.find((step) => step.step === "arrived")!.at).toBe(day(9));
    expect(next(view)).toBe("closed");
  });

  it("shows nothing reached for a draft, even one sent before, and waits for nothing once it ended", () => {
    const draft = timelineOf({ ...none, state: "draft", sentAt: day(1) });
    expect(reached(draft)).toEqual([]);
    expect(next(draft)).toBeNull();
    expect(next(timelineOf({ ...none, state: "expired", sentAt: day(1), quotedAt: day(2) }))).toBeNull();
    expect(next(timelineOf({ ...none, state: "declined", sentAt: day(1), quotedAt: day(2) }))).toBeNull();
    // Closed without a parcel (nothing could be bought): closed, never arrived.
    const closed = timelineOf({
      ...none,
      state: "closed",
      sentAt: day(1),
      quotedAt: day(2),
      paidAt: day(3),
      closedAt: day(5),
    });
    expect(reached(closed)).toEqual(["sent", "quoted", "paid", "closed"]);
    expect(next(closed)).toBeNull();
  });
});
