// @vitest-environment jsdom
/**
 * The dashboard's delivery times: loading, then the rows by destination with
 * days as they read and the rows too few to judge marked; the filter by
 * destination; the empty answer; a refusal with a retry; the range asked.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wireDeliveryTime } from "../../testing/wire";
import { ApiError } from "../../api/client";
import type { DeliveryTime } from "./delivery";
import { DeliveryTimes } from "./DeliveryTimes";
import type { DayRange } from "./rules";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROWS = [
  wireDeliveryTime("DHL Express", "DZ", "Algeria", 12, 3.5, 5.2),
  wireDeliveryTime("Colissimo International", "DZ", "Algeria", 20, 7, 11.4),
  wireDeliveryTime("Aramex", "DZ", "Algeria", 3, 4, 6),
  wireDeliveryTime("Colissimo International", "MA", "Morocco", 6, 6, 9),
];

let answer: () => Promise<DeliveryTime[]> = async () => ROWS;
const deliveryTimes = vi.fn((range?: DayRange) => {
  void range;
  return answer();
});
const session = { api: { deliveryTimes: (range?: DayRange) => deliveryTimes(range) } };
vi.mock("../../session", () => ({ useSession: () => session }));

const host = document.createElement("div");
document.body.append(host);
const root = createRoot(host);
const onExport = vi.fn();
afterEach(() => {
  act(() => root.render(null));
  answer = async () => ROWS;
  deliveryTimes.mockClear();
  onExport.mockClear();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const DEFAULT: DayRange = { from: "2026-08-29", to: "2026-11-27" };

async function show(range: DayRange | null = null, round = 0) {
  await act(async () =>
    root.render(<DeliveryTimes range={range} round={round} defaultRange={DEFAULT} onExport={onExport} />),
  );
  await settle();
}

const panel = () => host.querySelector<HTMLElement>('[data-testid="delivery-times"]')!;
/** Each body row as its cells' texts, the destination heading included on a group's first row. */
const table = () =>
  [...host.querySelectorAll("tbody tr")].map((tr) =>
    [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent?.replace(/\u00a0/g, " ")),
  );
const select = () => host.querySelector<HTMLSelectElement>("#delivery-destination")!;

async function choose(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select(), value);
    select().dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("DeliveryTimes", () => {
  it("says it is loading, then shows the rows by destination, the ones too few to judge marked", async () => {
    let release: (rows: DeliveryTime[]) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    await show();
    expect(panel().textContent).toContain("Loading delivery times…");
    expect(panel().getAttribute("aria-busy")).toBe("true");
    await act(async () => release(ROWS));
    await settle();
    expect(panel().getAttribute("aria-busy")).toBe("false");
    expect(panel().textContent).toContain("Parcels delivered in the last 90 days");
    expect(table()).toEqual([
      ["Algeria", "DHL Express", "France", "12", "3.5 days", "5.2 days", ""],
      ["Colissimo International", "France", "20", "7 days", "11.4 days", ""],
      ["Aramex", "France", "3", "4 days", "6 days", "Too few to judge"],
      ["Morocco", "Colissimo International", "France", "6", "6 days", "9 days", ""],
    ]);
    expect(host.querySelector('tbody th[scope="rowgroup"]')?.getAttribute("rowspan")).toBe("3");
    expect(deliveryTimes).toHaveBeenCalledWith(undefined);
  });

  it("filters by destination from the keyboard's select", async () => {
    await show();
    expect([...select().options].map((o) => o.text)).toEqual(["All destinations", "Algeria", "Morocco"]);
    await choose("MA");
    expect(table()).toEqual([["Morocco", "Colissimo International", "France", "6", "6 days", "9 days", ""]]);
    await choose("");
    expect(table()).toHaveLength(4);
  });

  it("exports what the filter shows, named after the range", async () => {
    await show();
    await choose("MA");
    await act(async () => host.querySelector<HTMLButtonElement>('button[aria-label^="Export"]')!.click());
    expect(onExport).toHaveBeenCalledWith(
      "delivery-times",
      expect.any(Array),
      [["Morocco", "MA", "Colissimo International", "FR", 6, 6, 9, ""]],
      DEFAULT,
    );
  });

  it("asks for the picked range, and says when nothing was delivered in it", async () => {
    answer = async () => [];
    const range = { from: "2026-10-01", to: "2026-10-31" };
    await show(range);
    expect(deliveryTimes).toHaveBeenCalledWith(range);
    expect(panel().textContent).toContain("Parcels delivered from 2026-10-01 to 2026-10-31");
    expect(panel().textContent).toContain("No parcel was delivered in this range.");
    expect(host.querySelector("table")).toBeNull();
  });

  it("shows a refusal with a retry that asks again", async () => {
    answer = async () => {
      throw new ApiError(500, "INTERNAL", "boom");
    };
    await show();
    expect(panel().textContent).toContain("The delivery times could not be loaded");
    answer = async () => ROWS;
    const retry = [...host.querySelectorAll("button")].find((b) => b.textContent === "Try again")!;
    await act(async () => retry.click());
    await settle();
    expect(deliveryTimes).toHaveBeenCalledTimes(2);
    expect(table()).toHaveLength(4);
  });

  it("asks again on the dashboard's Refresh", async () => {
    await show(null, 0);
    await show(null, 1);
    expect(deliveryTimes).toHaveBeenCalledTimes(2);
  });
});
