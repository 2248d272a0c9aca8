import { describe, expect, it } from "vitest";
import { isDigit, latinDigits, parseDecimal } from "./numbers.js";

describe("latinDigits", () => {
  it("reads Arabic-Indic and Persian digits as 0-9, and leaves the rest", () => {
    expect(latinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(latinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(latinDigits("a١b۲ 3")).toBe("a1b2 3");
  });

  it("knows the digits of the three scripts", () => {
    expect(["7", "٧", "۷"].every(isDigit)).toBe(true);
    expect(["a", ".", "٫", "१"].some(isDigit)).toBe(false);
  });
});

describe("parseDecimal", () => {
  it.each([
    ["12", 12],
    ["12.5", 12.5],
    [" 7 ", 7],
    ["0", 0],
    [".5", 0.5],
    ["5.", 5],
    // Arabic-Indic and Persian digits, with the Arabic decimal separator or a point.
    ["١٢", 12],
    ["١٢٫٥", 12.5],
    ["١٢.٥", 12.5],
    ["۱۲٫۵", 12.5],
    ["۲۵", 25],
    // A single comma is a decimal comma, the Arabic comma too.
    ["1,5", 1.5],
    ["١،٥", 1.5],
    // Thousands: commas beside a point or in several places, spaces, the Arabic separator.
    ["1,234.50", 1234.5],
    ["1,000,000", 1_000_000],
    ["1 234,50", 1234.5],
    ["1\u202f234,50", 1234.5],
    ["1\u00a0234", 1234],
    ["١٬٢٣٤٫٥", 1234.5],
    // A sign is kept for the bound's message to name it.
    ["-3", -3],
    ["\u22123", -3],
  ])("reads %j as %d", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each([
    "",
    "  ",
    "abc",
    "12a",
    "1.2.3",
    "1,2,3",
    "12,34.5",
    "1 23",
    "1e5",
    "0x10",
    "Infinity",
    "-",
    ".",
    "+3",
    "٫",
  ])("refuses %j", (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});
