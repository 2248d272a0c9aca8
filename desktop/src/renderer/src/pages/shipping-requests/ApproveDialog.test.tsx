// @vitest-environment jsdom
/**
 * The approve dialog with the shipping engine's live rates: beside each
 * linked carrier's rate-card price, the engine's cost and the margin of the
 * price typed (following what is typed), the engine's refusal on its row;
 * the engine down or absent said in one line, approval going on from the
 * rate card.
 */
import type { LiveRatesAnswer } from "@ipf/shared/schemas/live-rates";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { act } from "react";
import { button, type } from "../../testing/dom";
import { settle, testRoot } from "../../testing/root";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { wireParcel, wireShippingAddress } from "../../testing/wire";
import { ApproveDialog } from "./ApproveDialog";

const COLISSIMO = "00000000-0000-4000-8000-0000000000c1";
const DHL = "00000000-0000-4000-8000-0000000000c2";
const MANUAL = "00000000-0000-4000-8000-0000000000c3";

const company = (id: string, name: string) => ({
  _id: id,
  name,
  nameAR: name,
  logoImage: null,
  minShipTime: 3,
  maxShipTime: 8,
  warehouse: "w1",
  isActive: true,
});
const price = (id: string, name: string, dollars: number) => ({
  _id: id,
  name,
  nameAR: name,
  logo: null,
  price: dollars,
  minShipTime: 3,
  maxShipTime: 8,
  warehouse: "w1",
  chargeableWeight: 1.2,
});
const line = (company: string, fields: Partial<LiveRatesAnswer["rates"][number]>) => ({
  company,
  engineCarrier: "colissimo",
  engineService: "colissimo_international",
  cardPriceCents: null,
  cost: null,
  costCents: null,
  cardMargin: null,
  transitDays: null,
  refusal: null,
  ...fields,
});

const LIVE: LiveRatesAnswer = {
  error: false,
  engine: "local",
  currency: "USD",
  euroRate: { usdPerEur: 1.1, date: "2026-11-27", stale: false },
  rates: [
    line(COLISSIMO, {
      cardPriceCents: 3500,
      cost: { cents: 2308, currency: "EUR" },
      costCents: 2539,
      cardMargin: { cents: 961, percent: 27.5 },
    }),
    line(DHL, {
      engineCarrier: "dhl_express",
      engineService: "dhl_express_worldwide",
      cardPriceCents: 4500,
      refusal: "DHL Express Worldwide takes at most 70 kg",
    }),
  ],
};

const mocks = vi.hoisted(() => ({
  api: {
    carriers: vi.fn(),
    quote: vi.fn(),
    liveRates: vi.fn(),
    approve: vi.fn(async () => ({ error: false as const, message: "ok" })),
  },
}));
// vitest hoists these above the imports: the dialog reads this session and toasts nowhere.
vi.mock("../../session", () => ({ useSession: () => ({ api: mocks.api }) }));
vi.mock("../../ui/toaster", () => ({ toast: vi.fn() }));

function answerWith(live: () => Promise<LiveRatesAnswer>) {
  mocks.api.carriers.mockResolvedValue([
    company(COLISSIMO, "Colissimo International"),
    company(DHL, "DHL Express"),
    company(MANUAL, "Road freight"),
  ]);
  mocks.api.quote.mockResolvedValue([
    price(COLISSIMO, "Colissimo International", 35),
    price(DHL, "DHL Express", 45),
    price(MANUAL, "Road freight", 20),
  ]);
  mocks.api.liveRates.mockImplementation(live);
}

const request: ParcelView = wireParcel({
  state: "awaiting_approval",
  awaitingApprove: true,
  shippingAddress: wireShippingAddress(),
});

const root = testRoot();
const done = vi.fn();

async function open() {
  await act(async () =>
    root.render(<ApproveDialog parcel={request} onClose={() => undefined} onDone={done} onStale={() => undefined} />),
  );
  await settle();
}

const row = (number: number) => document.querySelector<HTMLElement>(`li[aria-label="Method ${number}"]`)!;
const priceInput = (number: number) =>
  document.querySelector<HTMLInputElement>(`input[aria-label="Method ${number}: Price ($)"]`)!;
const note = () => document.querySelector('[data-testid="live-rates-note"]')?.textContent ?? null;

describe("ApproveDialog with live rates", { timeout: 20_000 }, () => {
  it("shows each linked carrier's cost beside its rate card price, with the margin of the price typed", async () => {
    answerWith(async () => LIVE);
    await open();
    expect(mocks.api.liveRates).toHaveBeenCalledWith("p1");
    expect(row(1).textContent).toContain("Rate card $35.00");
    expect(row(1).textContent).toContain("Engine cost €23.08 ≈ $25.39 · margin $9.61 (27.5%)");
    // The price field names the cost and margin to a screen reader.
    const described = document.getElementById(priceInput(1).getAttribute("aria-describedby")!);
    expect(described?.textContent).toContain("margin $9.61");

    // The margin follows the price staff type: under the cost, a loss.
    await type(priceInput(1), "20");
    expect(row(1).textContent).toContain("margin -$5.39 (-27.0%)");
    expect(row(1).querySelector(".ipf-margin-loss")?.textContent).toBe("margin -$5.39 (-27.0%)");
    // No price, no margin; the cost stays.
    await type(priceInput(1), "abc");
    expect(row(1).textContent).toContain("Engine cost €23.08 ≈ $25.39");
    expect(row(1).textContent).not.toContain("margin");

    // The engine's refusal on its row; nothing from the engine on an unlinked carrier's.
    expect(row(2).textContent).toContain("Engine: DHL Express Worldwide takes at most 70 kg");
    expect(row(3).textContent).toContain("Rate card $20.00");
    expect(row(3).textContent).not.toContain("Engine");
    expect(note()).toBe("Engine costs in euros are converted at $1.1000 per € (2026-11-27).");
  });

  it("sends the prices staff decide, whatever the engine says", async () => {
    answerWith(async () => LIVE);
    await open();
    await type(priceInput(1), "29.90");
    await act(async () => button("Send offers")!.click());
    await settle();
    expect(mocks.api.approve).toHaveBeenCalledWith({
      packageId: "p1",
      methods: [
        { company: COLISSIMO, price: "29.90" },
        { company: DHL, price: "45.00" },
        { company: MANUAL, price: "20.00" },
      ],
    });
    expect(done).toHaveBeenCalled();
  });

  it("says calmly when the engine does not answer, and approves from the rate card", async () => {
    answerWith(async () => {
      throw new ApiError(503, "ENGINE_UNAVAILABLE", "The shipping engine did not answer");
    });
    await open();
    expect(note()).toBe("The shipping engine does not answer now: live rates are not shown. Price from the rate card.");
    expect(document.querySelectorAll(".ipf-engine-cost, .ipf-engine-refused")).toHaveLength(0);
    expect(row(1).textContent).toContain("Rate card $35.00");
    expect(document.querySelector(".bp6-callout.bp6-intent-danger")).toBeNull();
    await act(async () => button("Send offers")!.click());
    await settle();
    expect(mocks.api.approve).toHaveBeenCalled();
  });

  it("shows the form while the engine is still being asked", async () => {
    answerWith(() => new Promise<LiveRatesAnswer>(() => undefined));
    await open();
    expect(row(1).textContent).toContain("Rate card $35.00");
    expect(note()).toBe("Asking the shipping engine for live rates…");
    expect(button("Send offers")!.disabled).toBe(false);
  });

  it("without an engine, says so once", async () => {
    answerWith(async () => ({ error: false, engine: "none", currency: "USD", euroRate: null, rates: [] }));
    await open();
    expect(note()).toBe("No shipping engine is configured: prices come from the rate card only.");
    expect(document.querySelectorAll(".ipf-engine-cost")).toHaveLength(0);
  });

  it("shows a cost in a currency it cannot convert as given, with no margin", async () => {
    answerWith(async () => ({
      ...LIVE,
      euroRate: null,
      rates: [line(COLISSIMO, { cost: { cents: 1999, currency: "GBP" }, costCents: null, cardPriceCents: 3500 })],
    }));
    await open();
    expect(row(1).textContent).toContain("Engine cost 19.99\u00a0GBP · not converted: no margin");
    expect(note()).toBeNull();
  });

  it("says when euros are converted at a rate that is not the day's", async () => {
    answerWith(async () => ({ ...LIVE, euroRate: { usdPerEur: 1.08, date: null, stale: true } }));
    await open();
    expect(note()).toBe(
      "Engine costs in euros are converted at $1.0800 per €: the ECB's rate of the day could not be read.",
    );
  });

  it("shows a cost already in dollars as it is", async () => {
    answerWith(async () => ({
      ...LIVE,
      euroRate: null,
      rates: [line(COLISSIMO, { cost: { cents: 2500, currency: "USD" }, costCents: 2500, cardPriceCents: 3500 })],
    }));
    await open();
    expect(row(1).textContent).toContain("Engine cost $25.00 · margin $10.00 (28.6%)");
  });
});
