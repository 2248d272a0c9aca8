import { addAddressRequestSchema } from "@ipf/shared/schemas/addresses";
import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS, fromAddress, toRequest, typed } from "./addressForm";

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
  it("strips Arabic letters from label fields and non-digits from the phone", () => {
    expect(typed("city", "Alger الجزائر")).toBe("Alger ");
    expect(typed("phone", "55 12-34")).toBe("551234");
    expect(typed("title", "بيتي")).toBe("بيتي");
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
    const request = toRequest({ ...algeria, country: "FR", phone: "0612345678", nationalID: "123456789" });
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
