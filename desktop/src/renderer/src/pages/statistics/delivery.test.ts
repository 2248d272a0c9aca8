import { describe, expect, it } from "vitest";
import { wireDeliveryTime } from "../../testing/wire";
import { days, deliveryGroups, deliverySheetRows, destinationsOf } from "./delivery";
import { defaultDeliveryRange } from "./rules";

const ROWS = [
  wireDeliveryTime("DHL", "DZ", "Algeria"),
  wireDeliveryTime("Colissimo", "DZ", "Algeria", 2),
  wireDeliveryTime("Aramex", "MA", "Morocco"),
];

describe("delivery times", () => {
  it("offers each destination once, in the rows' order", () => {
    expect(destinationsOf(ROWS)).toEqual([
      { country: "DZ", countryName: "Algeria" },
      { country: "MA", countryName: "Morocco" },
    ]);
  });

  it("groups the rows by destination, keeping their order, of one destination when chosen", () => {
    expect(deliveryGroups(ROWS, "").map((g) => [g.countryName, g.rows.map((r) => r.carrier)])).toEqual([
      ["Algeria", ["DHL", "Colissimo"]],
      ["Morocco", ["Aramex"]],
    ]);
    expect(deliveryGroups(ROWS, "MA").map((g) => g.country)).toEqual(["MA"]);
    expect(deliveryGroups(ROWS, "TN")).toEqual([]);
  });

  it("writes days in English with the shared format", () => {
    expect([days(4.5), days(1), days(12)]).toEqual(["4.5\u00a0days", "1\u00a0day", "12\u00a0days"]);
  });

  it("exports a row per carrier and destination, the ones too few to judge said so", () => {
    expect(deliverySheetRows(deliveryGroups(ROWS, "DZ"), "Too few to judge")).toEqual([
      ["Algeria", "DZ", "DHL", "FR", 8, 4.5, 9, ""],
      ["Algeria", "DZ", "Colissimo", "FR", 2, 4.5, 9, "Too few to judge"],
    ]);
  });

  it("names an export without a picked range after the last 90 days", () => {
    expect(defaultDeliveryRange(new Date(2026, 10, 27))).toEqual({ from: "2026-08-29", to: "2026-11-27" });
  });
});
