import { catalogues } from "@ipf/shared/i18n/index";
import type { Customer } from "@ipf/shared/schemas/auth";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, closePage, showPage } from "../../testing/showPage";
import { MyAddressPage } from "./MyAddressPage";

const { ar } = catalogues;

afterEach(closePage);

const user = {
  _id: "c1",
  firstName: "أمينة",
  lastName: "بن علي",
  labelName: "Amina Benali",
  addressHash: "AB12CD",
} as Customer;

const warehouse = (fields: Partial<Warehouse>): Warehouse => ({
  _id: "w",
  id: "w",
  country: "FR",
  state: "Île-de-France",
  city: "Gennevilliers",
  zip: "92230",
  phone: "+33140850000",
  addressLineOne: "18 Route du Bassin n° 6",
  addressLineTwo: "Bâtiment C, IPF AB12CD",
  color: "#0055A4",
  flagImage: null,
  isActive: true,
  ...fields,
});
const germany = warehouse({
  _id: "de",
  id: "de",
  country: "DE",
  state: "Hessen",
  city: "Frankfurt am Main",
  zip: "65933",
  addressLineOne: "Lärchenstraße 110",
  addressLineTwo: "Halle 4, IPF AB12CD",
});
const france = warehouse({ _id: "fr", id: "fr" });

/** The page with the API listing Germany's warehouse before France's. */
const show = () =>
  showPage(<MyAddressPage />, {
    data: { user },
    answers: { "/addresses/company": { error: false, addresses: [germany, france] } },
  });

describe("MyAddressPage", () => {
  it("starts on France's warehouse, as the landing page promises, whatever the order listed", async () => {
    const page = await show();
    expect(page.querySelector(".warehouse-address-head")!.textContent).toBe("فرنسا");
    expect(page.querySelector("select")!.value).toBe("fr");
    expect([...page.querySelectorAll("option")].map((option) => option.value)).toEqual(["fr", "de"]);
  });

  it("copies the whole address, every line in order, and says so", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const page = await show();
    const copyAll = [...page.querySelectorAll("button")].find((b) => b.textContent === ar.myAddress.copyAll)!;
    await click(copyAll);
    expect(writeText).toHaveBeenCalledWith(
      [
        "Amina Benali",
        "18 Route du Bassin n° 6",
        "Bâtiment C, IPF AB12CD",
        "Gennevilliers",
        "Île-de-France",
        "92230",
        "France",
        "+33140850000",
      ].join("\n"),
    );
    expect(page.querySelector("[role=status]")!.textContent).toBe(ar.myAddress.copiedAll);
  });
});
