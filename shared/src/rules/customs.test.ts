import { describe, expect, it } from "vitest";
import { contentTypeOf, dutyPayer, isEori, normalizeTaxId, vatNumberProblem } from "./customs.js";

describe("normalizeTaxId", () => {
  it("keeps capitals and digits, without the spaces, dots and dashes typed between groups", () => {
    expect(normalizeTaxId(" fr 12.345-678 901 ")).toBe("FR12345678901");
  });
});

describe("isEori", () => {
  it("takes a country code and up to 15 letters or digits", () => {
    expect(isEori("FR12345678901234")).toBe(true);
    expect(isEori("de 123456789012345")).toBe(true);
    expect(isEori("GB123456789000")).toBe(true);
  });

  it("refuses a missing country code, more than 15 after it, or other characters", () => {
    expect(isEori("12345678901")).toBe(false);
    expect(isEori("F1234")).toBe(false);
    expect(isEori("FR1234567890123456")).toBe(false);
    expect(isEori("FR12#45")).toBe(false);
    expect(isEori("FR")).toBe(false);
  });
});

describe("vatNumberProblem", () => {
  it("accepts each country's format after its prefix", () => {
    for (const vat of [
      "FR40303265045",
      "FRK7399859412",
      "DE136695976",
      "ATU13585627",
      "NL123456789B01",
      "BE0123456789",
      "EL094259216",
      "ESA28015865",
      "IE6388047V",
      "IT00743110157",
      "es b 12345678",
    ]) {
      expect(vatNumberProblem(vat), vat).toBeNull();
    }
  });

  it("says when the prefix is no EU country's", () => {
    expect(vatNumberProblem("US123456789")).toBe("vatCountryUnknown");
    expect(vatNumberProblem("GR094259216")).toBe("vatCountryUnknown");
    expect(vatNumberProblem("12345678901")).toBe("vatCountryUnknown");
  });

  it("says when the rest does not fit that country's format", () => {
    expect(vatNumberProblem("FR1234")).toBe("invalidVatNumber");
    expect(vatNumberProblem("DE12345678")).toBe("invalidVatNumber");
    expect(vatNumberProblem("NL123456789C01")).toBe("invalidVatNumber");
    expect(vatNumberProblem("FRIO303265045")).toBe("invalidVatNumber");
  });
});

describe("contentTypeOf", () => {
  it("is documents when every line is mail, merchandise otherwise", () => {
    expect(contentTypeOf([{ type: "Mail" }, { type: "Mail" }])).toBe("documents");
    expect(contentTypeOf([{ type: "Mail" }, { type: "Parcels" }])).toBe("merchandise");
    expect(contentTypeOf([])).toBe("merchandise");
  });
});

describe("dutyPayer", () => {
  it("is the sender under DDP only", () => {
    expect(dutyPayer("DDP")).toBe("sender");
    expect(dutyPayer("DDU")).toBe("recipient");
    expect(dutyPayer("DAP")).toBe("recipient");
  });
});
