import { describe, expect, it } from "vitest";
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
});
