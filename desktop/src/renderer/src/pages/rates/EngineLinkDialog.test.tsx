// @vitest-environment jsdom
/**
 * The shipping engine dialog of a carrier: what it offers for each answer of
 * the engine (a carrier then a service, slugs typed, manual only), what it
 * sends, and the API's refusal shown on its field.
 */
import type { Carrier } from "@ipf/shared/schemas/rates";
import { act } from "react";
import { button, click, dialogText } from "../../testing/dom";
import { settle, testRoot } from "../../testing/root";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { EngineLinkDialog, EngineTag } from "./EngineLinkDialog";
import { ENGINE_CATALOGUE } from "../../testing/engine";
import type { EngineCatalogue, LinkCarrierRequest } from "./rules";

const ID = "00000000-0000-4000-8000-000000000001";
const carrier = (engineLink: Carrier["engineLink"]): Carrier => ({
  _id: ID,
  id: ID,
  name: "Fast",
  nameAR: "سريع",
  dimensionalWeight: 5000,
  minShipTime: 2,
  maxShipTime: 5,
  warehouse: "00000000-0000-4000-8000-0000000000a1",
  logoImage: null,
  isActive: true,
  rateCard: "main",
  ranges: [],
  engineLink,
});

let catalogue: EngineCatalogue = ENGINE_CATALOGUE;
const engineCarriers = vi.fn(async () => ({ error: false as const, ...catalogue }));
const linkCarrierToEngine = vi.fn(async (body: LinkCarrierRequest) => ({
  error: false as const,
  message: "Updated Successfully",
  company: carrier(
    body.engineCarrier && body.engineService ? { carrier: body.engineCarrier, service: body.engineService } : null,
  ),
}));
// vitest hoists these above the imports: the dialog reads this session and toasts nowhere.
// One session for every render, as the app's: the dialog asks the engine again when its api changes.
const session = {
  api: {
    engineCarriers: () => engineCarriers(),
    linkCarrierToEngine: (body: LinkCarrierRequest) => linkCarrierToEngine(body),
  },
};
vi.mock("../../session", () => ({ useSession: () => session }));
const toasted = vi.fn();
vi.mock("../../ui/toaster", () => ({ toast: (message: string) => toasted(message) }));

const root = testRoot(() => {
  catalogue = ENGINE_CATALOGUE;
});
const done = vi.fn();

async function open(link: Carrier["engineLink"]) {
  await act(async () =>
    root.render(
      <EngineLinkDialog carrier={carrier(link)} onClose={() => undefined} onDone={done} onStale={() => undefined} />,
    ),
  );
  await settle();
}

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
/** The message or helper drawn under a field. */
const under = (id: string) =>
  field(id)?.closest(".bp6-form-group")?.querySelector(".bp6-form-helper-text")?.textContent;

async function choose(id: string, value: string) {
  const element = field<HTMLSelectElement | HTMLInputElement>(id)!;
  await act(async () => {
    const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

describe("EngineTag", () => {
  it("says the link, or that the tracking is typed in", () => {
    const linked = renderToStaticMarkup(
      <EngineTag carrier={carrier({ carrier: "colissimo", service: "colissimo_international" })} />,
    );
    expect(linked).toContain("karrio: colissimo_international");
    expect(renderToStaticMarkup(<EngineTag carrier={carrier(null)} />)).toContain("Manual tracking");
    // The carrier list's narrow column names the engine's carrier; its service is in the title.
    const compact = renderToStaticMarkup(
      <EngineTag carrier={carrier({ carrier: "colissimo", service: "colissimo_international" })} compact />,
    );
    expect(compact).toContain(">karrio: colissimo<");
    expect(compact).toContain(
      'title="Labels and tracking through karrio: carrier colissimo, service colissimo_international"',
    );
  });
});

describe("EngineLinkDialog", { timeout: 20_000 }, () => {
  it("offers the engine's carrier then its services, and saves the pair", async () => {
    await open({ carrier: "colissimo", service: "colissimo_international" });
    expect(field<HTMLSelectElement>("engine-carrier")!.value).toBe("colissimo");
    expect(field<HTMLSelectElement>("engine-service")!.value).toBe("colissimo_international");
    // DHL has one service: it is taken with the carrier.
    await choose("engine-carrier", "dhl_express");
    expect(field<HTMLSelectElement>("engine-service")!.value).toBe("dhl_express_worldwide");
    await click(button("Save link"));
    expect(linkCarrierToEngine).toHaveBeenCalledWith({
      id: ID,
      engineCarrier: "dhl_express",
      engineService: "dhl_express_worldwide",
    });
    expect(toasted).toHaveBeenCalledWith("Fast linked to karrio: dhl_express_worldwide");
    expect(done).toHaveBeenCalled();
  });

  it("makes a carrier manual: both null", async () => {
    await open({ carrier: "colissimo", service: "colissimo_international" });
    await click(document.querySelector<HTMLInputElement>('input[value="manual"]'));
    expect(field("engine-carrier")).toBeNull();
    await click(button("Save link"));
    expect(linkCarrierToEngine).toHaveBeenCalledWith({ id: ID, engineCarrier: null, engineService: null });
    expect(toasted).toHaveBeenCalledWith("Fast is now manual: tracking is typed in at shipping");
  });

  it("names a missing service on its field and sends nothing", async () => {
    await open(null);
    await click(document.querySelector<HTMLInputElement>('input[value="linked"]'));
    await choose("engine-carrier", "colissimo");
    await click(button("Save link"));
    expect(linkCarrierToEngine).not.toHaveBeenCalled();
    expect(under("engine-service")).toBe("Choose both the engine's carrier and its service, or neither");
  });

  it("shows the API's refusal on its field, keeping the choice", async () => {
    await open({ carrier: "colissimo", service: "colissimo_international" });
    linkCarrierToEngine.mockRejectedValueOnce(
      new ApiError(400, "VALIDATION", "invalid", { engineService: "engineLinkInvalid" }),
    );
    await click(button("Save link"));
    expect(under("engine-service")).toBe("Choose a carrier and service of the shipping engine");
    expect(field<HTMLSelectElement>("engine-service")!.value).toBe("colissimo_international");
    expect(done).not.toHaveBeenCalled();
  });

  it("lets the slugs be typed when the engine does not answer", async () => {
    catalogue = { engine: "karrio", reachable: false, carriers: [] };
    await open(null);
    expect(dialogText()).toContain("The shipping engine does not answer now");
    await click(document.querySelector<HTMLInputElement>('input[value="linked"]'));
    await choose("engine-carrier", "chronopost");
    await choose("engine-service", "chronopost_13");
    await click(button("Save link"));
    expect(linkCarrierToEngine).toHaveBeenCalledWith({
      id: ID,
      engineCarrier: "chronopost",
      engineService: "chronopost_13",
    });
  });

  it("without an engine, explains that only manual tracking exists", async () => {
    catalogue = { engine: "none", reachable: false, carriers: [] };
    await open(null);
    expect(dialogText()).toContain("only manual tracking is available");
    expect(dialogText()).toContain("KARRIO_URL");
    expect(button("Save link")).toBeUndefined();
    expect(button("Make manual")).toBeUndefined();
  });

  it("with no carrier connection in the engine, says where to add one", async () => {
    catalogue = { engine: "karrio", reachable: true, carriers: [] };
    await open({ carrier: "colissimo", service: "colissimo_international" });
    expect(dialogText()).toContain("no carrier connection yet");
    expect(field("engine-carrier")).toBeNull();
    expect(button("Save link")).toBeUndefined();
    expect(button("Make manual")).toBeDefined();
  });

  it("without an engine, a linked carrier can be made manual", async () => {
    catalogue = { engine: "none", reachable: false, carriers: [] };
    await open({ carrier: "colissimo", service: "colissimo_international" });
    expect(dialogText()).toContain("is linked to karrio: colissimo_international");
    await click(button("Make manual"));
    expect(linkCarrierToEngine).toHaveBeenCalledWith({ id: ID, engineCarrier: null, engineService: null });
  });
});
