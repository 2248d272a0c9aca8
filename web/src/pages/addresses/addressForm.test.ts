import { addAddressRequestSchema } from "@ipf/shared/schemas/addresses";
import { describe, expect, it } from "vitest";
import { addressErrors, EMPTY_ADDRESS, fromAddress, toRequest, typed } from "./addressForm";

const algeria = {
  ...EMPTY_ADDRESS,
  firstName: "Nadia",
  lastName: "Haddad",
  country: "DZ",
  city: "Alger",
  zip: "16000",
  addressLineOne: "12 rue Didouche Mourad",
  phone: "551234567",
};

describe("address form", () => {
  it("keeps what is typed, Arabic included, and only the phone's separators go", () => {
    expect(typed("addressLineOne", "12 شارع الحرية")).toBe("12 شارع الحرية");
    expect(typed("phone", "55 12-34")).toBe("551234");
    expect(typed("phone", "٥٥١")).toBe("٥٥١");
  });

  it("refuses Arabic in a Latin-only box with a message on that box", () => {
    const errors = addressErrors({
      ...algeria,
      nationalID: "123456789",
      addressLineOne: "12 شارع الحرية",
      lastName: "حداد",
    });
    expect(errors).toEqual({ addressLineOne: "noArabicLetters", lastName: "noArabicLetters" });
  });

  it("reports every problem at once, with the limits", () => {
    const errors = addressErrors({ ...EMPTY_ADDRESS, country: "DZ", city: "x".repeat(101), phone: "5512" });
    expect(errors).toEqual({
      firstName: "firstNameRequired",
      lastName: "lastNameRequired",
      city: "maxChars?max=100",
      zip: "zipRequired",
      addressLineOne: "addressLineOneRequired",
      nationalID: "nationalIDRequired",
      phone: "phoneTooShortMin?min=9",
    });
    expect(addressErrors({ ...algeria, nationalID: "123456789" })).toEqual({});
  });

  it("refuses Algeria without a national ID, then accepts one longer than 8 characters", () => {
    const without = addAddressRequestSchema.safeParse(toRequest(algeria));
    expect(without.success).toBe(false);
    expect(without.error?.issues.map((issue) => issue.message)).toContain("nationalIDRequired");
    const short = addAddressRequestSchema.safeParse(toRequest({ ...algeria, nationalID: "12345678" }));
    expect(short.error?.issues.map((issue) => issue.message)).toContain("nationalIDValid");
    expect(addAddressRequestSchema.safeParse(toRequest({ ...algeria, nationalID: "123456789" })).success).toBe(true);
  });

  it("sends the national ID empty for other countries and the phone with its dial code", () => {
    const request = toRequest({ ...algeria, country: "FR", phone: "612345678", nationalID: "123456789" });
    expect(request.nationalID).toBe("");
    expect(request.phone).toBe("+33612345678");
    expect(request.name).toBe("Nadia Haddad");
  });

  it("reads an entry back into the fields", () => {
    const values = fromAddress({
      _id: "a",
      id: "a",
      title: "Home",
      name: "Nadia Ben Haddad",
      country: "DZ",
      city: "Alger",
      zip: "16000",
      addressLineOne: "x",
      addressLineTwo: "",
      nationalID: "123456789",
      phone: "+213551234567",
      createdAt: "",
    });
    expect(values).toMatchObject({ firstName: "Nadia", lastName: "Ben Haddad", phone: "551234567" });
  });
});
