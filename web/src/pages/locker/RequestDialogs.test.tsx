import { catalogues } from "@ipf/shared/i18n/index";
import i18next from "i18next";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/error";
import type { Parcel } from "../../api/parcels";
import { AssembleDialog, ModifyDialog } from "./RequestDialogs";
import { ShipDialog } from "./ShipDialog";

const { ar, en } = catalogues;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({
  assemble: vi.fn(),
  requestApproval: vi.fn(),
  updateDetails: vi.fn(),
  addresses: vi.fn(),
}));
vi.mock("../../api/parcels", () => ({
  parcelsApi: { assemble: api.assemble, requestApproval: api.requestApproval, updateDetails: api.updateDetails },
}));
vi.mock("../../api/account", () => ({ accountApi: { addresses: api.addresses } }));
vi.mock("../../app/useLang", () => ({ useLang: () => i18n.language }));
// The savings preview asks the API for prices: not what these tests are about.
vi.mock("./SavingsPreview", () => ({ SavingsPreview: () => null }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

const ADDRESS_ID = "5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f";

function parcel(id: string, code: string): Parcel {
  return {
    _id: id,
    packageId: code,
    trackNumber: `TRACK${code}`,
    state: "in_locker",
    assemble: false,
    weight: 1.5,
    images: [],
    warehouse: { _id: "w1" },
    details: [{ description: "Shoes", quantity: 1, price: 40, madeIn: "CN", type: "Parcels", code_sh: null }],
    shippingOptions: { hasDangerous: false, hasLithium: false, removeBills: false, removeShoeBoxes: false },
  } as unknown as Parcel;
}

let container: HTMLElement;
let unmount: (() => void) | undefined;
beforeEach(() => {
  vi.clearAllMocks();
  api.addresses.mockResolvedValue({
    addresses: [
      {
        _id: ADDRESS_ID,
        title: "Home",
        name: "Amina Ben Ali",
        country: "FR",
        addressLineOne: "1 rue de la Paix",
        zip: "75002",
        city: "Paris",
        nationalID: "",
      },
    ],
  });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  container.remove();
});

async function render(node: ReactNode) {
  container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  await act(async () => root.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
  unmount = () => act(() => root.unmount());
}

const byText = (text: string) => [...container.querySelectorAll("*")].find((node) => node.textContent === text);
const button = (name: string) =>
  [...container.querySelectorAll("button")].find((node) => node.textContent?.trim() === name)!;
const field = (label: string) => {
  const labelled = [...container.querySelectorAll("label")].find((node) => node.textContent === label)!;
  return container.querySelector<HTMLTextAreaElement | HTMLInputElement>(`#${CSS.escape(labelled.htmlFor)}`)!;
};
const click = (element: Element) => act(async () => (element as HTMLElement).click());

/** Types into a controlled box as a person does: the value set, then React told of it. */
async function type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")!.set!;
  await act(async () => {
    setter.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The message a box shows, as assistive technology reads it with the box. */
const messageOf = (element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => container.querySelector(`#${CSS.escape(id)}`))
    .find((node) => node?.classList.contains("field-error"))?.textContent;

describe("the assemble dialog", () => {
  it("takes 'tick at least two parcels' back as soon as the second is ticked", async () => {
    const first = parcel("a0000000-0000-4000-8000-000000000001", "P1");
    const second = parcel("a0000000-0000-4000-8000-000000000002", "P2");
    await render(<AssembleDialog parcel={first} parcels={[first, second]} onClose={() => {}} onDone={() => {}} />);
    const boxes = () => container.querySelectorAll<HTMLInputElement>(".pick input[type=checkbox]");

    // Only the opening parcel is ticked: one parcel is not enough.
    await click(button(en.locker.assemble.submit));
    expect(byText(en.validation.assembleMinCount)).toBeDefined();
    expect(api.assemble).not.toHaveBeenCalled();

    await click(boxes()[1]!);
    expect(byText(en.validation.assembleMinCount)).toBeUndefined();
    expect(container.querySelector("fieldset")?.getAttribute("aria-invalid")).toBeNull();
  });
});

describe("the ship dialog", () => {
  async function toContents() {
    await render(
      <ShipDialog parcel={parcel("a0000000-0000-4000-8000-000000000001", "P1")} onClose={() => {}} onDone={() => {}} />,
    );
    await click(container.querySelector("input[type=radio]")!);
    await click(button(en.locker.ship.next));
  }

  it("shows a note too long on the note, with its limit and a counter, and sends nothing", async () => {
    await toContents();
    const note = field(en.locker.ship.note);
    await type(note, "x".repeat(3000));
    expect(container.querySelector(".char-counter")?.textContent).toContain("3,000 / 1,000");
    await click(button(en.locker.ship.submit));
    expect(messageOf(note)).toBe("At most 1,000 characters");
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(api.requestApproval).not.toHaveBeenCalled();
    expect(container.querySelector("[role=alert]")).toBeNull();
  });

  it("puts the server's message for the note on the note, and names the others with their labels", async () => {
    api.requestApproval.mockRejectedValue(
      new ApiError(400, "VALIDATION", "bad", { additionalNote: "maxChars?max=1000", removeBills: "invalidFlag" }),
    );
    await toContents();
    const note = field(en.locker.ship.note);
    await type(note, "Please keep the box");
    await click(button(en.locker.ship.submit));
    expect(messageOf(note)).toBe("At most 1,000 characters");
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      `${en.locker.ship.removeBills}: ${en.validation.invalidFlag}`,
    );

    // The message stays until the note changes.
    await type(note, "Please keep the box!");
    expect(messageOf(note)).toBeUndefined();
  });
});

describe("the contents dialog", () => {
  it("reads prices typed in Arabic-Indic digits instead of dropping them", async () => {
    api.updateDetails.mockResolvedValue({});
    await render(
      <ModifyDialog
        parcel={parcel("a0000000-0000-4000-8000-000000000001", "P1")}
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const price = container.querySelector<HTMLInputElement>("input.cell-input")!;
    await type(price, "١٢٫٥");
    expect(price.value).toBe("١٢٫٥");
    await click(button(en.locker.modify.submit));
    expect(api.updateDetails).toHaveBeenCalledWith("a0000000-0000-4000-8000-000000000001", [12.5]);
  });
});
