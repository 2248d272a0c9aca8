import { describe, expect, it } from "vitest";
import { readMessage } from "../i18n/message-key.js";
import { addAddressRequestSchema, updateAddressRequestSchema } from "./addresses.js";

const valid = {
  name: "Amina Benali",
  country: "dz",
  city: "Oran",
  zip: "31000",
  addressLineOne: "12 rue Larbi Ben M'hidi",
  nationalID: "123456789",
  phone: "+213 551 23 45 67",
};

describe("address schemas", () => {
  it("normalises the country, the phone and the optional fields", () => {
    expect(addAddressRequestSchema.parse(valid)).toMatchObject({
      country: "DZ",
      phone: "+213551234567",
      title: "",
      addressLineTwo: "",
      nationalID: "123456789",
    });
  });

  it("needs an address id to update", () => {
    const result = updateAddressRequestSchema.safeParse(valid);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["addressId"] });
  });

  it("refuses Arabic letters in the national ID", () => {
    const result = addAddressRequestSchema.safeParse({ ...valid, nationalID: "١٢٣٤٥٦٧٨٩ابت" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("noArabicLetters");
  });

  it("reports every problem at once: empty fields, the national ID and the phone together", () => {
    const result = addAddressRequestSchema.safeParse({
      ...valid,
      name: "",
      city: "",
      nationalID: "",
      phone: "+213 12",
    });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      name: "nameRequired",
      city: "cityRequired",
      nationalID: "nationalIDRequired",
      phone: "phoneTooShort",
    });
  });

  it("refuses Arabic in a Latin-only line instead of keeping part of it", () => {
    const result = addAddressRequestSchema.safeParse({ ...valid, addressLineOne: "12 شارع الحرية" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["addressLineOne"], message: "noArabicLetters" }),
    ]);
  });

  it("names the limit of a line too long", () => {
    const result = addAddressRequestSchema.safeParse({ ...valid, addressLineOne: "x".repeat(201) });
    expect(readMessage(result.error!.issues[0]!.message)).toEqual({ key: "maxChars", values: { max: "200" } });
  });
});
