import { describe, expect, it } from "vitest";
import { changeAt } from "./change-at";

describe("changeAt", () => {
  it("changes the line at the index only, in a new list that keeps the other lines", () => {
    const lines = [
      { item: "Socks", price: "2" },
      { item: "Shoes", price: "40" },
    ];
    const changed = changeAt(lines, 1, { price: "45" });
    expect(changed).toEqual([
      { item: "Socks", price: "2" },
      { item: "Shoes", price: "45" },
    ]);
    expect(changed).not.toBe(lines);
    expect(changed[0]).toBe(lines[0]);
    expect(lines[1]!.price).toBe("40");
  });
});
