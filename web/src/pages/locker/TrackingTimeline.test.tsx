import { catalogues } from "@ipf/shared/i18n/index";
import { act, useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomerLiveContext, type CustomerLiveValue } from "../../customer/liveContext";
import { click, closePage, showPage } from "../../testing/showPage";
import { TrackingTimeline } from "./TrackingTimeline";

const { ar } = catalogues;

const PATH = "/api/packages/p1/tracking";
const parcel = { _id: "p1", trackLink: "https://carrier.example/p1" };
const texts = ar.locker.tracking;

const answer = (tracking: unknown) => ({ error: false, tracking });
const tracking = (overrides: Record<string, unknown> = {}) => ({
  carrier: "colissimo",
  trackNumber: "CO123FR",
  trackLink: "https://carrier.example/CO123FR",
  status: "in_transit",
  estimatedDelivery: "2026-12-03",
  deliveredAt: null,
  events: [
    { at: "2026-11-20T08:00:00.000Z", status: "pending", description: "Colis pris en charge", location: "PARIS" },
    { at: "2026-11-22T16:30:00.000Z", status: "in_transit", description: "Arrived at the hub", location: null },
  ],
  ...overrides,
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
const fetches = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes(PATH)).length;

/** The customer's live data, whose tracking versions the test bumps as the socket would. */
let bump: (parcelId: string) => void = () => undefined;
function Live({ children }: { children: ReactNode }) {
  const [trackingVersions, setVersions] = useState<Record<string, number>>({});
  bump = (id) => setVersions((all) => ({ ...all, [id]: (all[id] ?? 0) + 1 }));
  const value: CustomerLiveValue = {
    counts: null,
    supportCount: 0,
    imageRequest: true,
    notifications: [],
    unSeen: false,
    parcelsVersion: 0,
    supportVersion: 0,
    alertVersion: 0,
    purchasesVersion: 0,
    trackingVersions,
    refresh: () => undefined,
    markSeen: () => undefined,
  };
  return <CustomerLiveContext.Provider value={value}>{children}</CustomerLiveContext.Provider>;
}

afterEach(closePage);

describe("TrackingTimeline", () => {
  it("heads with the status and what to do, then the carrier's events newest first, in their own direction", async () => {
    const page = await showPage(<TrackingTimeline parcel={parcel} />, {
      answers: {
        [PATH]: answer(tracking({ status: "delivery_failed" })),
      },
    });
    expect(page.querySelector(".tracking-headline")?.textContent).toBe(texts.status.delivery_failed);
    const advice = page.querySelector(".tracking-advice")?.textContent ?? "";
    expect(advice).toContain("\u2066CO123FR\u2069");
    expect(page.querySelector(".tracking-danger")).not.toBeNull();
    expect(page.textContent).toContain(texts.estimated);
    expect(page.textContent).toContain("2026-12-03");

    const events = [...page.querySelectorAll(".tracking-event")];
    expect(events.map((li) => li.querySelector("bdi")?.textContent)).toEqual([
      "Arrived at the hub",
      "Colis pris en charge",
    ]);
    // Each event first says its status in the customer's words.
    expect(events.map((li) => li.querySelector(".tracking-text")?.textContent)).toEqual([
      texts.status.in_transit,
      texts.status.pending,
    ]);
    expect(events[0]!.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-22T16:30:00.000Z");
    expect(events[0]!.querySelector("time")?.textContent).toBe("2026-11-22 16:30");
    expect(events[0]!.querySelector("time")?.getAttribute("dir")).toBe("ltr");
    expect(events[1]!.querySelector(".tracking-place")?.textContent).toBe("PARIS");
    // The tracker's link, when the engine knows one.
    expect(page.querySelector("a.tracking-link")?.getAttribute("href")).toBe("https://carrier.example/CO123FR");
  });

  it("says when the delivered parcel arrived, and no longer when it is expected", async () => {
    const page = await showPage(<TrackingTimeline parcel={parcel} />, {
      answers: {
        [PATH]: answer(tracking({ status: "delivered", deliveredAt: "2026-12-02T09:41:00.000Z" })),
      },
    });
    expect(page.querySelector(".tracking-headline")?.textContent).toBe(texts.status.delivered);
    expect(page.querySelector(".tracking-success")).not.toBeNull();
    expect(page.textContent).toContain(texts.deliveredAt);
    expect(page.textContent).toContain("2026-12-02 09:41");
    expect(page.textContent).not.toContain(texts.estimated);
  });

  it("says so when the carrier has not scanned the parcel yet", async () => {
    const page = await showPage(<TrackingTimeline parcel={parcel} />, {
      answers: { [PATH]: answer(tracking({ status: "pending", events: [], estimatedDelivery: null })) },
    });
    expect(page.querySelector(".empty-note")?.textContent).toBe(texts.empty);
    expect(page.querySelector(".tracking-events")).toBeNull();
    expect(page.querySelector(".tracking-advice")?.textContent).toBe(texts.advice.pending);
  });

  it("shows only the track link for a carrier not tracked here", async () => {
    const page = await showPage(<TrackingTimeline parcel={parcel} />, { answers: { [PATH]: answer(null) } });
    expect(page.querySelector("h3")).toBeNull();
    expect(page.querySelector(".tracking-status")).toBeNull();
    expect(page.querySelector("a.tracking-link")?.getAttribute("href")).toBe(parcel.trackLink);
  });

  it("says the tracking could not be loaded, keeps the link, and asks again on retry", async () => {
    const answers: Record<string, unknown> = {};
    const page = await showPage(<TrackingTimeline parcel={parcel} />, { answers });
    expect(page.textContent).toContain(texts.failed);
    expect(page.querySelector("a.tracking-link")?.getAttribute("href")).toBe(parcel.trackLink);

    answers[PATH] = answer(tracking());
    await click(page.querySelector(".text-link")!);
    await settle();
    expect(page.textContent).not.toContain(texts.failed);
    expect(page.querySelector(".tracking-headline")?.textContent).toBe(texts.status.in_transit);
  });

  it("asks again when the socket says this parcel's tracking moved, and not for another parcel", async () => {
    const answers: Record<string, unknown> = { [PATH]: answer(tracking()) };
    const page = await showPage(
      <Live>
        <TrackingTimeline parcel={parcel} />
      </Live>,
      { answers },
    );
    expect(page.querySelector(".tracking-headline")?.textContent).toBe(texts.status.in_transit);
    expect(fetches()).toBe(1);

    await act(async () => bump("p2"));
    await settle();
    expect(fetches()).toBe(1);

    answers[PATH] = answer(tracking({ status: "out_for_delivery" }));
    await act(async () => bump("p1"));
    await settle();
    expect(fetches()).toBe(2);
    expect(page.querySelector(".tracking-headline")?.textContent).toBe(texts.status.out_for_delivery);
  });
});
