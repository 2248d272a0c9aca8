import { describe, expect, it } from "vitest";
import { customsDeclaration, customsGaps, customsTotals, type DeclaredLine } from "./customs.js";
import { karrioCustoms } from "./karrio/client.js";
import { requestProblems } from "./karrio/schema.js";

const shoes: DeclaredLine = {
  description: "Running shoes",
  hsCode: "6403.99",
  quantity: 2,
  unitCents: 4500,
  madeIn: "VN",
  type: "Parcels",
};
const book: DeclaredLine = {
  description: "كتاب طبخ",
  hsCode: "490199",
  quantity: 1,
  unitCents: 1000,
  madeIn: "FR",
  type: "Parcels",
};

const IDS = { eori: "FR12345678901234" as string | null, vatNumber: "FR40303265045" as string | null };
const declare = (lines: DeclaredLine[], company = IDS) =>
  customsDeclaration({
    lines,
    weightKg: 2.5,
    company: { ...company, incoterm: "DDU" },
    invoiceNumber: "IPF-P7K2M9QX-1",
    invoiceDate: "2026-11-27",
    signer: "IPF International Parcel Forwarding",
  });

describe("customsGaps", () => {
  it("names each line's missing HS code, origin and value", () => {
    expect(customsGaps([{ ...shoes, hsCode: " " }, book, { ...book, madeIn: null, unitCents: 0 }])).toEqual({
      "lines.0.hsCode": "hsCodeMissing",
      "lines.2.madeIn": "originMissing",
      "lines.2.price": "valueMissing",
    });
  });

  it("asks for a line when none is declared, and nothing of a complete declaration", () => {
    expect(customsGaps([])).toEqual({ lines: "customsLinesMissing" });
    expect(customsGaps([shoes, book])).toEqual({});
  });
});

describe("customsDeclaration", () => {
  it("prices and weighs each line by the unit, the parcel's weight shared by value", () => {
    const customs = declare([shoes, book]);
    expect(customs.lines).toEqual([
      {
        description: "Running shoes",
        hsCode: "640399",
        quantity: 2,
        unitValueEur: 45,
        // 90 € of 100 €: 2.25 kg, for 2 pairs.
        unitWeightKg: 1.125,
        originCountry: "VN",
      },
      {
        description: "كتاب طبخ",
        hsCode: "490199",
        quantity: 1,
        unitValueEur: 10,
        unitWeightKg: 0.25,
        originCountry: "FR",
      },
    ]);
    expect(customs).toMatchObject({
      contentType: "merchandise",
      incoterm: "DDU",
      invoiceNumber: "IPF-P7K2M9QX-1",
      eori: "FR12345678901234",
      vatNumber: "FR40303265045",
    });
    expect(customsTotals(customs)).toEqual({ quantity: 3, valueEur: 100, netWeightKg: 2.5 });
  });

  it("declares documents when every line is mail, and leaves out identifiers not set", () => {
    const customs = declare([{ ...book, type: "Mail" }], { eori: null, vatNumber: null });
    expect(customs.contentType).toBe("documents");
    expect(customs).not.toHaveProperty("eori");
    expect(customs).not.toHaveProperty("vatNumber");
  });
});

describe("karrioCustoms", () => {
  it("is karrio's CustomsData: commodities by the unit, duty payer from the incoterm, EORI and VAT among its options", () => {
    const sent = karrioCustoms({ ...declare([shoes, book]), incoterm: "DDP" });
    expect(sent.commodities[0]).toEqual({
      weight: 1.125,
      weight_unit: "KG",
      description: "Running shoes",
      title: "Running shoes",
      quantity: 2,
      hs_code: "640399",
      value_amount: 45,
      value_currency: "EUR",
      origin_country: "VN",
    });
    expect(sent.duty).toEqual({ paid_by: "sender", currency: "EUR", declared_value: 100 });
    expect(sent).toMatchObject({ incoterm: "DDP", content_type: "merchandise", invoice: "IPF-P7K2M9QX-1" });
    expect(sent.options).toEqual({ eori_number: "FR12345678901234", vat_registration_number: "FR40303265045" });
    expect(karrioCustoms(declare([shoes])).duty?.paid_by).toBe("recipient");

    const address = { person_name: "A", address_line1: "1 rue", city: "Paris", country_code: "FR" };
    const shipment = {
      shipper: address,
      recipient: { ...address, country_code: "DZ" },
      parcels: [{ weight: 2.5, weight_unit: "KG" }],
      service: "colissimo_international",
      label_type: "PDF",
      customs: sent,
    };
    expect(requestProblems("POST", "/v1/shipments", new URLSearchParams(), shipment)).toEqual([]);
    const wrong = { ...shipment, customs: { ...sent, incoterm: "XYZ" } };
    expect(requestProblems("POST", "/v1/shipments", new URLSearchParams(), wrong)).not.toEqual([]);
  });
});
