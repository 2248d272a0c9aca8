import { catalogues } from "@ipf/shared/i18n/index";
import type { Address } from "@ipf/shared/schemas/addresses";
import { afterEach, describe, expect, it } from "vitest";
import type { Parcel } from "../api/parcels";
import { closePage, showPage } from "../testing/showPage";
import { AddressBookPage } from "./addresses/AddressBookPage";
import { DetailsDialog } from "./locker/DetailsDialog";
import { ShipDialog } from "./locker/ShipDialog";

const { ar } = catalogues;

afterEach(closePage);

/** The address book answering `addresses`. */
const book = (addresses: Address[]) => ({
  "/users/addresses/": { error: false, addresses, count: addresses.length, pageCount: 1 },
});

const algiers: Address = {
  _id: "a1",
  id: "a1",
  title: "My First Address",
  name: "Amina Benali",
  country: "DZ",
  city: "Alger",
  zip: "16035",
  addressLineOne: "12 Rue Didouche Mourad",
  addressLineTwo: "",
  nationalID: "109870123456789012",
  phone: "+213555123456",
  createdAt: "2026-03-01T10:00:00Z",
};

const parcel = {
  _id: "p1",
  packageId: "PK7Q2M",
  trackNumber: "1Z999",
  state: "approved",
  weight: 1.2,
  length: 30,
  width: 20,
  height: 10,
  fees: 0,
  images: [],
  warehouse: { _id: "w1", country: "FR", flagImage: null },
  details: [{ description: "Shoes", quantity: 1, price: 40, madeIn: "CN", type: "Parcels", code_sh: null }],
  shippingOptions: {
    hasDangerous: false,
    hasLithium: false,
    removeBills: false,
    removeShoeBoxes: false,
    additionalNote: null,
  },
  shippingAddress: { ...algiers, _id: "a1" },
  methods: [],
  shipMethod: null,
  createdAt: "2026-03-01T10:00:00Z",
  storageEndsOn: "2026-09-01",
  shippedTrackNumber: null,
} as unknown as Parcel;

describe("country names on the Arabic site", () => {
  it("names a content line's origin and the destination in Arabic, not by code nor in English", async () => {
    const page = await showPage(<DetailsDialog parcel={parcel} onClose={() => {}} />);
    const origin = [...page.querySelectorAll(".data-table tbody td")].at(-1)!;
    expect(origin.textContent).toBe("الصين");
    const address = page.querySelector(".address-block")!;
    expect(address.textContent).toContain("الجزائر");
    expect(address.textContent).not.toContain("Algeria");
  });

  it("names the country of each address in the ship wizard in Arabic", async () => {
    const page = await showPage(<ShipDialog parcel={parcel} onClose={() => {}} onDone={() => {}} />, {
      answers: book([algiers]),
    });
    const choice = page.querySelector(".pick-address")!;
    expect(choice.textContent).toContain("الجزائر");
    expect(choice.textContent).not.toContain("Algeria");
  });

  it("labels the national ID number on an address card as its field does", async () => {
    const page = await showPage(<AddressBookPage />, { answers: book([algiers]) });
    const card = page.querySelector(".address-entry")!;
    expect(card.textContent).toContain(`${ar.addressBook.fields.nationalID}: `);
    expect(card.textContent).toContain("109870123456789012");
    expect(card.textContent).not.toMatch(/\bID\b/);
  });
});
