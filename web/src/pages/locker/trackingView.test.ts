import { catalogues } from "@ipf/shared/i18n/index";
import { describe, expect, it } from "vitest";
import { formatDay, newestFirst, TRACKING_STATUSES, trackingStatus, trackingView, type Tracking } from "./trackingView";

const { en } = catalogues;

// The web project runs in UTC (vitest.config.ts): times read as written.
const tracking = (overrides: Partial<Tracking> = {}): Tracking => ({
  trackNumber: "CO123FR",
  trackLink: null,
  status: "in_transit",
  estimatedDelivery: null,
  deliveredAt: null,
  events: [],
  ...overrides,
});

const event = (at: string, description = "Scan", location: string | null = null) => ({
  at,
  status: "in_transit",
  description,
  location,
});

describe("trackingStatus", () => {
  it("keeps the statuses the API maps into, and reads any other as unknown", () => {
    for (const status of TRACKING_STATUSES) expect(trackingStatus(status)).toBe(status);
    expect(trackingStatus("IN_TRANSIT")).toBe("unknown");
    expect(trackingStatus("")).toBe("unknown");
    expect(trackingStatus("__proto__")).toBe("unknown");
  });
});

describe("trackingView", () => {
  it("has a headline in the catalogue for every status", () => {
    for (const status of TRACKING_STATUSES) {
      expect(en.locker.tracking.status[status], status).toBeTruthy();
    }
  });

  it("gives every status that needs it a sentence of what to do next, which the catalogue has", () => {
    const advice = (status: string) => trackingView(tracking({ status })).advice;
    expect(advice("delivery_failed")).toBe("locker.tracking.advice.delivery_failed");
    expect(advice("ready_for_pickup")).toBe("locker.tracking.advice.ready_for_pickup");
    expect(advice("on_hold")).toBe("locker.tracking.advice.on_hold");
    expect(advice("something_new")).toBe("locker.tracking.advice.unknown");
    // On its way: nothing to do.
    expect(advice("in_transit")).toBeNull();
    const texts = en.locker.tracking.advice as Record<string, string>;
    for (const status of TRACKING_STATUSES) {
      const key = advice(status);
      if (key) expect(texts[key.split(".").at(-1)!], status).toBeTruthy();
    }
    // The carrier is reached with the track number.
    expect(en.locker.tracking.advice.delivery_failed).toContain("{{trackNumber}}");
  });

  it("colours the headline by what it means for the customer", () => {
    const tone = (status: string) => trackingView(tracking({ status })).tone;
    expect(tone("delivered")).toBe("success");
    expect(tone("ready_for_pickup")).toBe("success");
    expect(tone("on_hold")).toBe("warning");
    expect(tone("delayed")).toBe("warning");
    expect(tone("delivery_failed")).toBe("danger");
    expect(tone("returned")).toBe("danger");
    expect(tone("in_transit")).toBe("info");
    expect(tone("bogus")).toBe("info");
  });

  it("shows the expected day while the parcel travels, and the delivered time once it arrived", () => {
    const travelling = trackingView(tracking({ estimatedDelivery: "2026-12-03" }));
    expect(travelling.estimatedDelivery).toBe("2026-12-03");
    expect(travelling.deliveredAt).toBeNull();

    const delivered = trackingView(
      tracking({ status: "delivered", estimatedDelivery: "2026-12-03", deliveredAt: "2026-12-02T09:41:00.000Z" }),
    );
    expect(delivered.estimatedDelivery).toBeNull();
    expect(delivered.deliveredAt).toBe("2026-12-02 09:41");

    expect(
      trackingView(tracking({ status: "returned", estimatedDelivery: "2026-12-03" })).estimatedDelivery,
    ).toBeNull();
    expect(trackingView(tracking()).estimatedDelivery).toBeNull();
  });

  it("lists the events newest first, with their time, the carrier's text as given and the place", () => {
    const view = trackingView(
      tracking({
        events: [
          event("2026-11-20T08:00:00.000Z", "Pris en charge", "PARIS"),
          event("2026-11-22T16:30:00.000Z", "تم التسليم إلى مكتب البريد ", " الجزائر "),
          event("2026-11-21T11:05:00.000Z", "Arrived at hub", ""),
        ],
      }),
    );
    expect(view.events.map((e) => [e.when, e.description, e.location])).toEqual([
      ["2026-11-22 16:30", "تم التسليم إلى مكتب البريد", "الجزائر"],
      ["2026-11-21 11:05", "Arrived at hub", null],
      ["2026-11-20 08:00", "Pris en charge", "PARIS"],
    ]);
    expect(new Set(view.events.map((e) => e.key)).size).toBe(3);
  });

  it("names each event's status when the catalogue knows it, and leaves the carrier's text alone otherwise", () => {
    const view = trackingView(
      tracking({
        events: [
          { ...event("2026-11-21T11:05:00.000Z"), status: "out_for_delivery" },
          { ...event("2026-11-20T08:00:00.000Z", "Douane"), status: "customs_hold_2" },
        ],
      }),
    );
    expect(view.events.map((e) => [e.status, e.description])).toEqual([
      ["out_for_delivery", "Scan"],
      [null, "Douane"],
    ]);
  });

  it("has no events to list before the carrier's first scan", () => {
    expect(trackingView(tracking({ status: "pending" })).events).toEqual([]);
  });
});

describe("newestFirst", () => {
  it("keeps the order given between events of the same time, and puts an unreadable time last", () => {
    const same = "2026-11-21T11:05:00.000Z";
    const events = [
      event("not a time", "?"),
      event(same, "first"),
      event(same, "second"),
      event("2026-11-25T00:00:00Z"),
    ];
    expect(newestFirst(events).map((e) => e.description)).toEqual(["Scan", "first", "second", "?"]);
  });

  it("leaves the list it was given as it was", () => {
    const events = [event("2026-11-20T08:00:00Z", "old"), event("2026-11-22T08:00:00Z", "new")];
    newestFirst(events);
    expect(events.map((e) => e.description)).toEqual(["old", "new"]);
  });
});

describe("formatDay", () => {
  it("shows a calendar day as it is, whatever the viewer's time zone", () => {
    expect(formatDay("2026-12-03")).toBe("2026-12-03");
  });

  it("shows a full time as its day, and a dash for nothing", () => {
    expect(formatDay("2026-12-03T10:00:00.000Z")).toBe("2026-12-03");
    expect(formatDay(null)).toBe("—");
  });
});
