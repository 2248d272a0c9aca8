import { describe, expect, it } from "vitest";
import { acceptPhoneInput, DEFAULT_MAX_DIGITS, maxNationalDigits, minNationalDigits, phoneMessage } from "./phoneInput";

describe("phone input", () => {
  it("knows each country's longest national number, from the shared rule", () => {
    expect(maxNationalDigits("US")).toBe(10);
    expect(maxNationalDigits("FR")).toBe(9);
    expect(maxNationalDigits("DZ")).toBe(9);
    expect(maxNationalDigits("TN")).toBe(8);
    expect(maxNationalDigits("de")).toBe(15);
    expect(maxNationalDigits("XX")).toBe(DEFAULT_MAX_DIGITS);
  });

  it("keeps a number within the maximum and says when it is reached", () => {
    expect(acceptPhoneInput("FR", "61234")).toEqual({ value: "61234", truncated: false, atMaximum: false });
    expect(acceptPhoneInput("FR", "612345678")).toEqual({ value: "612345678", truncated: false, atMaximum: true });
  });

  it("cuts what goes past the maximum, typed or pasted, and says so", () => {
    expect(acceptPhoneInput("TN", "2012345678")).toEqual({ value: "20123456", truncated: true, atMaximum: true });
  });

  it("drops separators and the country's own dial code from a pasted number", () => {
    expect(acceptPhoneInput("FR", "+33 6 12 34 56 78").value).toBe("612345678");
    expect(acceptPhoneInput("DZ", "00213-550-12-34-56").value).toBe("550123456");
    expect(acceptPhoneInput("FR", "(06) 12.34").value).toBe("061234");
  });

  it("lets a typed trunk 0 through, so its own message shows instead of a cut", () => {
    expect(acceptPhoneInput("FR", "0612345678")).toMatchObject({ value: "0612345678", truncated: false });
  });

  it("keeps Arabic-Indic digits and letters, for the rule to name them", () => {
    expect(acceptPhoneInput("EG", "١٢٣").value).toBe("١٢٣");
    expect(acceptPhoneInput("EG", "12a").value).toBe("12a");
  });

  it("uses the default maximum before a country is chosen", () => {
    expect(acceptPhoneInput("", "1".repeat(20))).toMatchObject({ value: "1".repeat(15), truncated: true });
  });

  it("names the country's limits in the length messages", () => {
    expect(minNationalDigits("FR")).toBe(9);
    expect(phoneMessage("phoneTooShort", "FR")).toBe("phoneTooShortMin?min=9");
    expect(phoneMessage("phoneTooLong", "TN")).toBe("phoneTooLongMax?max=8");
    expect(phoneMessage("noArabicNumbers", "FR")).toBe("noArabicNumbers");
    expect(phoneMessage("phoneTooShort", undefined)).toBe("phoneTooShort");
  });
});
