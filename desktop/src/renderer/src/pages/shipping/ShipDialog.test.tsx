// @vitest-environment jsdom
/**
 * The ship dialog on a carrier linked to the shipping engine: Alt+B buys the
 * label with the measures and the desk's format, the label prints and its
 * tracking shows; the engine's refusals are said without losing what was
 * typed; a carrier not linked keeps the tracking typed in.
 */
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { act } from "react";
import { button, click, type } from "../../testing/dom";
import { settle, testRoot } from "../../testing/root";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_DEVICE_SETTINGS } from "../../../../common/device-settings";
import { ApiError } from "../../api";
import { wireParcel } from "../../testing/wire";
import { ShipDialog } from "./ShipDialog";

const mocks = vi.hoisted(() => {
  const label = {
    id: "l1",
    state: "purchased" as const,
    carrier: "colissimo",
    service: "colissimo_expert_f",
    format: "ZPL" as const,
    trackNumber: "6A12345678901",
    trackLink: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901",
    cost: { amount: 12.4, currency: "EUR" },
    purchasedAt: "2026-11-27T10:00:00.000Z",
    customsDocument: true,
  };
  return {
    label,
    api: {
      ship: vi.fn(async () => ({ error: false as const, message: "ok" })),
      buyLabel: vi.fn(async () => ({ error: false as const, message: "ok", label, alreadyBought: false })),
      labelDocument: vi.fn(async () => ({ error: false as const, label, document: "XlhBXlha" })),
      voidLabel: vi.fn(async () => ({ error: false as const, message: "ok" })),
      customsDocument: vi.fn(async () => ({ error: false as const, document: "JVBERi0=" })),
    },
    print: vi.fn(async () => ({ printed: true })),
    save: vi.fn(),
  };
});
// vitest hoists these above the imports: the dialog reads this session, desk and printer.
vi.mock("../../session", () => ({ useSession: () => ({ api: mocks.api }) }));
vi.mock("../../devices/desk", () => ({
  useDesk: () => ({
    settings: { ...DEFAULT_DEVICE_SETTINGS, labelFormat: "ZPL" },
    loaded: true,
    status: { scanner: { state: "off" }, scale: { state: "off" } },
    weight: null,
  }),
}));
vi.mock("../../devices/print", () => ({ printCarrierLabel: mocks.print, saveCarrierLabel: mocks.save }));
vi.mock("../../ui/toaster", () => ({ toast: vi.fn() }));

const company = { _id: "c1", name: "Colissimo", nameAR: "كوليسيمو", logoImage: null, minShipTime: 2, maxShipTime: 4 };
const line = (description: string) => ({
  description,
  quantity: 1,
  price: 20,
  madeIn: "FR",
  type: "Parcels" as const,
  code_sh: null,
});

function paid(engineLink: { carrier: string; service: string } | null): ParcelView {
  return wireParcel({
    state: "paid",
    paidAt: "2026-11-26T10:00:00.000Z",
    details: [line("Shoes"), line("Books")],
    shipMethod: { _id: "o1", price: 25.9, company, engineLink },
  });
}
const LINKED = { carrier: "colissimo", service: "colissimo_expert_f" };

const root = testRoot();
const done = vi.fn();

async function open(parcel: ParcelView) {
  await act(async () =>
    root.render(<ShipDialog parcel={parcel} onClose={() => undefined} onDone={done} onStale={() => undefined} />),
  );
  await settle();
}

const input = (id: string) => document.querySelector<HTMLInputElement>(`#ship-${id}`);
const problem = () => document.querySelector('[data-testid="label-problem"]')?.textContent ?? "";

const fill = (id: string, value: string) => type(input(id)!, value);

async function altB() {
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "b", code: "KeyB", altKey: true, bubbles: true }));
  });
  await settle();
}

describe("ShipDialog, a carrier linked to the shipping engine", () => {
  it("buys the label with Alt+B, prints it and shows its tracking", async () => {
    await open(paid(LINKED));
    expect(input("trackNumber")).toBeNull();
    expect(button("Buy label")?.textContent).toMatch(/alt/i);
    await fill("weight", "2,4");
    await altB();
    expect(mocks.api.buyLabel).toHaveBeenCalledWith({
      packageId: "p1",
      weight: "2,4",
      length: "30",
      width: "20",
      height: "10",
      format: "ZPL",
    });
    expect(mocks.api.labelDocument).toHaveBeenCalledWith("p1");
    expect(mocks.print).toHaveBeenCalledWith({ format: "ZPL", document: "XlhBXlha" }, "label-P7K2M9QX-6A12345678901");
    expect(document.querySelector('[data-testid="label-track-number"]')?.textContent).toBe("6A12345678901");
    expect(document.querySelector('[data-testid="label-print-state"]')?.textContent).toContain("sent to the printer");

    await click(button("Reprint"));
    expect(mocks.api.labelDocument).toHaveBeenCalledTimes(2);
  });

  it("saves the label's customs papers (CN23) as a PDF from the bought label's dialog", async () => {
    await open(paid(LINKED));
    await altB();
    await click(button("Customs papers (PDF)"));
    expect(mocks.api.customsDocument).toHaveBeenCalledWith("p1");
    expect(mocks.save).toHaveBeenCalledWith({ format: "PDF", document: "JVBERi0=" }, "customs-P7K2M9QX-6A12345678901");
  });

  it("lists what customs lack line by line, and keeps the measures typed", async () => {
    mocks.api.buyLabel.mockRejectedValueOnce(
      new ApiError(422, "CUSTOMS_INCOMPLETE", "customs", {
        "lines.0.hsCode": "hsCodeMissing",
        "lines.1.madeIn": "originMissing",
        "lines.1.price": "valueMissing",
      }),
    );
    await open(paid(LINKED));
    await fill("weight", "3.1");
    await altB();
    expect(problem()).toContain("Line 1 (Shoes): Customs need an HS code for this line");
    expect(problem()).toContain(
      "Line 2 (Books): Customs need the country of origin of this line; Customs need a value and a quantity above 0",
    );
    expect(input("weight")?.value).toBe("3.1");
  });

  it("shows the carrier's refusal in its words", async () => {
    mocks.api.buyLabel.mockRejectedValueOnce(
      new ApiError(422, "CARRIER_REFUSED", "The recipient's postcode is not valid."),
    );
    await open(paid(LINKED));
    await altB();
    expect(problem()).toContain("The carrier refused this shipment: The recipient's postcode is not valid.");
  });

  it("offers the typed tracking when the engine does not answer, with the measures kept", async () => {
    mocks.api.buyLabel.mockRejectedValueOnce(new ApiError(503, "ENGINE_UNAVAILABLE", "engine down"));
    await open(paid(LINKED));
    await fill("height", "12");
    await altB();
    expect(problem()).toContain("Try again in a moment, or type the carrier's tracking instead");
    const buttons = [...document.querySelectorAll("button")].filter((b) =>
      b.textContent?.includes("Type the tracking instead"),
    );
    await click(buttons[0]);
    expect(input("trackNumber")).not.toBeNull();
    expect(input("height")?.value).toBe("12");
    expect(button("Buy label")).toBeUndefined();
    // Alt+B does nothing on the manual path.
    await altB();
    expect(mocks.api.buyLabel).toHaveBeenCalledTimes(1);
  });

  it("voids the label only once confirmed, and comes back to the measures", async () => {
    await open(paid(LINKED));
    await fill("weight", "2.2");
    await altB();
    await click(button("Void label"));
    expect(mocks.api.voidLabel).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain("Void the label of P7K2M9QX?");
    const confirm = [...document.querySelectorAll(".bp6-alert button")].find((b) =>
      b.textContent?.includes("Void label"),
    ) as HTMLElement;
    await click(confirm);
    expect(mocks.api.voidLabel).toHaveBeenCalledWith("p1");
    expect(button("Buy label")).toBeDefined();
    expect(input("weight")?.value).toBe("2.2");
  });
});

describe("ShipDialog, a carrier not linked", () => {
  it("takes the tracking typed in, as before", async () => {
    await open(paid(null));
    expect(input("trackNumber")).not.toBeNull();
    expect(button("Buy label")).toBeUndefined();
    expect(button("Buy the label instead")).toBeUndefined();
    await altB();
    expect(mocks.api.buyLabel).not.toHaveBeenCalled();
  });
});
