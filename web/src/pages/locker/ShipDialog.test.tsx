import type { Address } from "@ipf/shared/schemas/addresses";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDialog, showDialog, unmountDialog } from "../../testing/showDialog";
import type { Parcel } from "../../api/parcels";
import { ShipDialog } from "./ShipDialog";

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

afterEach(closeDialog);

const open = () => showDialog(<ShipDialog parcel={parcel} onClose={() => undefined} onDone={() => undefined} />);

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
    unmountDialog();

    bookAnswers("never");
    const loading = await open();
    expect(nextButton(loading).disabled).toBe(true);
    expect(whyNextWaits(loading)).toBe("Loading your addresses…");
  });
});
