import { editShopFormSchema, shopFormSchema } from "@ipf/shared/schemas/shops";
import { describe, expect, it } from "vitest";
import { SHOP_SORT } from "./rules";

const CATEGORY = "7b0a6c62-3c0e-4f47-9d8e-7e5a0c1d2b3a";
const valid = { name: "Fnac", category: CATEGORY, country: "FR", color: "#123abc", link: "https://www.fnac.com" };
const messages = (value: unknown) => {
  const result = shopFormSchema.safeParse(value);
  // The form shows each field's first message, as react-hook-form does.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join("."), i.message]));
};

describe("the shop form, checked with the API's schema", () => {
  it("accepts a whole shop", () => {
    expect(messages(valid)).toEqual({});
    expect(shopFormSchema.parse(valid).color).toBe("#123ABC");
  });
  it("asks for every field", () => {
    expect(messages({ name: "", category: "", country: "", color: "", link: "" })).toMatchObject({
      name: "nameRequired",
      category: "invalidCategory",
      color: "colorRequired",
      link: "linkRequired",
    });
  });
  it("refuses a long name, a link that is not one and a colour that is not hex", () => {
    expect(messages({ ...valid, name: "n".repeat(101), link: "fnac", color: "red" })).toEqual({
      name: "tooLong",
      link: "invalidLink",
      color: "invalidColor",
    });
    expect(messages({ ...valid, link: `https://x.example/${"a".repeat(500)}` })).toEqual({ link: "tooLong" });
  });
  it("needs the shop's id to edit", () => {
    expect(editShopFormSchema.safeParse(valid).success).toBe(false);
  });
});

describe("SHOP_SORT", () => {
  it("sorts by name A to Z unless asked", () => {
    expect(SHOP_SORT.default).toEqual({ key: "name", desc: false });
    expect(SHOP_SORT.keys).toEqual(["name", "country"]);
  });
});
