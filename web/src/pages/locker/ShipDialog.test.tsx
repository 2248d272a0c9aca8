import { catalogues } from "@ipf/shared/i18n/index";
import type { Address } from "@ipf/shared/schemas/addresses";
import i18next from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Parcel } from "../../api/parcels";
import { ShipDialog } from "./ShipDialog";

const { en } = catalogues;

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } } });
  // jsdom has the <dialog> element but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const address = (id: string, title: string): Address => ({
  _id: id,
  id,
  title,
  name: "Nadia Haddad",
  country: "FR",
  city: "Paris",
  zip: "75001",
  addressLineOne: "1 rue de Rivoli",
  addressLineTwo: "",
  nationalID: "",
  phone: "+33612345678",
  createdAt: "2026-11-01T10:00:00.000Z",
});

// Only what the address step reads of a parcel: the dialog is given a whole one by the locker.
const parcel = {
  _id: "p1",
  packageId: "PK1",
  shippingOptions: { removeBills: false, removeShoeBoxes: false, hasDangerous: false, hasLithium: false },
} as unknown as Parcel;

/** The address book answering `addresses` (or never answering). */
function bookAnswers(addresses: Address[] | "never") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      addresses === "never"
        ? new Promise<Response>(() => undefined)
        : new Response(JSON.stringify({ error: false, addresses, count: addresses.length, pageCount: 1 })),
    ),
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function open(): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const router = createMemoryRouter([
    { path: "/", element: <ShipDialog parcel={parcel} onClose={() => undefined} onDone={() => undefined} /> },
  ]);
  await act(async () => {
    root = createRoot(host);
    root.render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
  // The book's answer, parsed and drawn.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return host;
}

const nextButton = (host: HTMLElement) =>
  [...host.querySelectorAll("button")].find((button) => button.textContent === "Next")!;
const whyNextWaits = (host: HTMLElement) => {
  const id = nextButton(host).getAttribute("aria-describedby");
  return id ? (host.querySelector(`#${id}`)?.textContent ?? null) : null;
};
const radios = (host: HTMLElement) => [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe("ShipDialog's address step", () => {
  it("preselects the only address, so Next goes on at once", async () => {
    bookAnswers([address("a1", "Home")]);
    const host = await open();
    expect(radios(host).map((radio) => radio.checked)).toEqual([true]);
    expect(nextButton(host).disabled).toBe(false);
    expect(whyNextWaits(host)).toBeNull();
  });

  it("asks to choose among several addresses, and says so beside Next", async () => {
    bookAnswers([address("a1", "Home"), address("a2", "Work")]);
    const host = await open();
    expect(radios(host).map((radio) => radio.checked)).toEqual([false, false]);
    expect(nextButton(host).disabled).toBe(true);
    expect(whyNextWaits(host)).toBe("Choose an address to go on.");

    await act(async () => radios(host)[1]!.click());
    expect(nextButton(host).disabled).toBe(false);
    expect(whyNextWaits(host)).toBeNull();
  });

  it("says why Next waits while the book is empty or still loading", async () => {
    bookAnswers([]);
    const empty = await open();
    expect(nextButton(empty).disabled).toBe(true);
    expect(whyNextWaits(empty)).toBe("Add an address to go on.");
    act(() => root?.unmount());

    bookAnswers("never");
    const loading = await open();
    expect(nextButton(loading).disabled).toBe(true);
    expect(whyNextWaits(loading)).toBe("Loading your addresses…");
  });
});
