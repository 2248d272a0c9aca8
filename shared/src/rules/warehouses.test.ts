import { describe, expect, it } from "vitest";
import { defaultWarehouse, homeFirst } from "./warehouses.js";

const germany = { _id: "de", country: "DE" };
const france = { _id: "fr", country: "FR" };
const lyon = { _id: "fr-2", country: "FR" };
const spain = { _id: "es", country: "ES" };

describe("defaultWarehouse", () => {
  it("starts on France's warehouse, wherever the list puts it", () => {
    expect(defaultWarehouse([germany, france])).toBe(france);
    expect(defaultWarehouse([france, germany])).toBe(france);
  });

  it("takes the first of several in France, else the first of the list", () => {
    expect(defaultWarehouse([germany, france, lyon])).toBe(france);
    expect(defaultWarehouse([germany, spain])).toBe(germany);
    expect(defaultWarehouse([])).toBeUndefined();
  });
});

describe("homeFirst", () => {
  it("lists France's warehouses first, the others after in their order", () => {
    expect(homeFirst([germany, france, spain, lyon])).toEqual([france, lyon, germany, spain]);
  });
});
