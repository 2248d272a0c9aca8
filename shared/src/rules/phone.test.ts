import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { checkNationalNumber, dialCodeOf, parseInternationalPhone } from "./phone.js";

describe("phone rules", () => {
  it("knows dial codes", () => {
    expect(dialCodeOf("fr")).toBe("33");
    expect(dialCodeOf("DZ")).toBe("213");
    expect(dialCodeOf("XX")).toBeNull();
  });

  it.each([
    ["FR", "612345678", null],
    ["FR", "0612345678", "phoneNoZeroStart"],
    ["FR", "61234", "phoneTooShort"],
    ["FR", "6123456789012345", "phoneTooLong"],
    ["US", "2015550123", null],
    ["DZ", "551234567", null],
    ["SA", "501234567", null],
    ["FR", "٦١٢٣٤٥٦٧٨", "noArabicNumbers"],
    ["FR", "६१२३४५६७८", "useEnglishNumbers"],
    ["FR", "61-234", "invalidNumbers"],
    [undefined, "612345678", "selectCountryFirst"],
    ["FR", "", "phoneRequired"],
  ] as const)("%s %s -> %s", (country, digits, expected) => {
    expect(checkNationalNumber(country, digits)).toBe(expected);
  });

  it("normalises an international number to E.164", () => {
    expect(parseInternationalPhone("+33 6 12 34 56 78")).toEqual({ ok: true, e164: "+33612345678", country: "FR" });
    expect(parseInternationalPhone("+213551234567", "DZ")).toMatchObject({ ok: true, country: "DZ" });
  });

  it("refuses a dial code that does not match the chosen country", () => {
    expect(parseInternationalPhone("+33612345678", "DZ")).toEqual({ ok: false, message: "invalidCountryCode" });
  });
});

describe("leading zero", () => {
  it("keeps a 0 that belongs to the number (Italian landlines)", () => {
    expect(checkNationalNumber("IT", "0612345678")).toBeNull();
  });
  it("refuses the UK trunk prefix", () => {
    expect(checkNationalNumber("GB", "07400123456")).toBe("phoneNoZeroStart");
    expect(checkNationalNumber("GB", "7400123456")).toBeNull();
  });
});

describe("Algerian numbers: mobiles of 9 digits", () => {
  it.each([
    ["55123456", "phoneTooShort"],
    ["21123456", "phoneTooShort"],
    ["5512345678", "phoneTooLong"],
    ["551234567", null],
    ["661234567", null],
    ["771234567", null],
    ["541234567", null],
    ["571234567", "phoneNotMobile"],
    ["961912345", "phoneNotMobile"],
    ["0551234567", "phoneNoZeroStart"],
  ] as const)("%s -> %s", (digits, expected) => {
    expect(checkNationalNumber("DZ", digits)).toBe(expected);
  });

  it("refuses an 8-digit number sent to the API in international form", () => {
    expect(parseInternationalPhone("+213 21 12 34 56", "DZ")).toEqual({ ok: false, message: "phoneTooShort" });
  });

  it("takes exactly the numbers libphonenumber's full metadata calls Algerian mobiles", () => {
    for (let prefix = 0; prefix < 1000; prefix++) {
      const digits = `${String(prefix).padStart(3, "0")}123456`;
      const parsed = parsePhoneNumberFromString(digits, "DZ");
      const mobile = parsed?.nationalNumber === digits && parsed.isValid() && parsed.getType() === "MOBILE";
      expect([digits, checkNationalNumber("DZ", digits) === null]).toEqual([digits, mobile]);
    }
  });
});
