import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { warehouseFormSchema } from "@ipf/shared/schemas/warehouses";
import { describe, expect, it } from "vitest";
import { pickerColor } from "../../ui/ColorField";
import { checkImage, fieldText, searchWarehouses } from "./rules";

const warehouse = (over: Partial<Warehouse>): Warehouse => ({
  _id: "1",
  id: "1",
  country: "FR",
  state: "Île-de-France",
  city: "Paris",
  zip: "75001",
  phone: "+33 1 00 00 00 00",
  addressLineOne: "1 rue de Rivoli",
  addressLineTwo: "",
  color: "#1565C0",
  flagImage: null,
  isActive: true,
  ...over,
});

describe("searchWarehouses", () => {
  const rows = [
    warehouse({ _id: "a", city: "Paris" }),
    warehouse({ _id: "b", city: "Frankfurt", country: "DE", isActive: false }),
  ];
  it("splits open and closed warehouses by tab", () => {
    expect(searchWarehouses(rows, "open", "").map((r) => r._id)).toEqual(["a"]);
    expect(searchWarehouses(rows, "closed", "").map((r) => r._id)).toEqual(["b"]);
    expect(searchWarehouses(rows, "all", "")).toHaveLength(2);
  });
  it("finds by city, country name and accents folded", () => {
    expect(searchWarehouses(rows, "all", "germany").map((r) => r._id)).toEqual(["b"]);
    expect(searchWarehouses(rows, "all", "ile-de").map((r) => r._id)).toEqual(["a", "b"]);
    expect(searchWarehouses(rows, "all", "nowhere")).toEqual([]);
  });
});

describe("the warehouse form, checked with the API's schema", () => {
  const valid = {
    country: "FR",
    state: "IDF",
    city: "Paris",
    zip: "75001",
    phone: "+33 1 23",
    addressLineOne: "1 rue",
    addressLineTwo: "",
    color: "#abcdef",
  };
  it("accepts a whole address and upper-cases the colour", () => {
    expect(warehouseFormSchema.parse(valid).color).toBe("#ABCDEF");
  });
  it("names each missing, too long or wrong field with a message", () => {
    const result = warehouseFormSchema.safeParse({ ...valid, city: "", zip: "9".repeat(21), color: "blue" });
    expect(result.success).toBe(false);
    const keys = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(keys).toEqual({ city: "cityRequired", zip: "tooLong", color: "invalidColor" });
    for (const key of Object.values(keys)) expect(fieldText(key)).not.toBe("This value is not valid.");
  });
});

describe("images and colours", () => {
  it("refuses a file that is not an image, or larger than 10 MB", () => {
    expect(checkImage({ type: "application/pdf", size: 10 })).toBe("notImage");
    expect(checkImage({ type: "image/png", size: 11 * 1024 * 1024 })).toBe("imageTooLarge");
    expect(checkImage({ type: "image/webp", size: 1000 })).toBeNull();
  });
  it("shows the default colour in the picker while the typed one is not a hex colour", () => {
    expect(pickerColor("#12ab34", "#000000")).toBe("#12ab34");
    expect(pickerColor("#12ab", "#000000")).toBe("#000000");
  });
  it("reads an unknown key as a plain message", () => {
    expect(fieldText(undefined)).toBeUndefined();
    expect(fieldText("somethingElse")).toBe("This value is not valid.");
  });
});
