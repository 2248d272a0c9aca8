import { describe, expect, it } from "vitest";
import {
  centsOfUnits,
  unitsOfCents,
  formatDays,
  formatAddressTitle,
  formatDate,
  formatDateTime,
  formatDimensions,
  formatKg,
  formatMoney,
  formatMoneyCents,
  formatNumber,
} from "./format.js";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatMoney", () => {
  it("writes dollars the same way in Arabic and English, sign first, two decimals", () => {
    expect(formatMoney(55.9, "USD", "ar")).toBe("$55.90");
    expect(formatMoney(55.9, "USD", "en")).toBe("$55.90");
    expect(formatMoney(18.9, "USD", "ar")).not.toMatch(/US/);
  });

  it("writes French amounts with a comma and the sign after", () => {
    expect(formatMoney(1234.5, "EUR", "fr")).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(55.9, "USD", "fr")).toBe(`55,90${NBSP}$`);
  });

  it("groups thousands, rounds to the cent, keeps Western digits", () => {
    expect(formatMoney(1234567.891, "USD", "ar")).toBe("$1,234,567.89");
    expect(formatMoney(0, "EUR", "en")).toBe("€0.00");
    expect(formatMoney(-12.5, "USD", "en")).toBe("-$12.50");
    expect(formatMoney(Number.NaN, "USD", "en")).toBe("—");
  });

  it("reads integer cents", () => {
    expect(formatMoneyCents(5590, "USD", "ar")).toBe("$55.90");
  });
});

describe("cents", () => {
  it("turns amounts into the integer cents the server holds, rounding binary fractions, and back", () => {
    expect(centsOfUnits(19.9)).toBe(1990);
    expect(centsOfUnits(0.1 + 0.2)).toBe(30);
    expect(centsOfUnits(1.005)).toBe(100);
    expect(unitsOfCents(centsOfUnits(44.95))).toBe(44.95);
  });
});

describe("formatDays", () => {
  it("writes the noun each language's count needs", () => {
    expect(formatDays(1, "en")).toBe("1\u00a0day");
    expect(formatDays(12, "en")).toBe("12\u00a0days");
    expect(formatDays(1, "fr")).toBe("1\u00a0jour");
    expect(formatDays(3, "fr")).toBe("3\u00a0jours");
    expect(formatDays(1, "ar")).toBe("يوم واحد");
    expect(formatDays(2, "ar")).toBe("يومان");
    expect(formatDays(7, "ar")).toBe("7\u00a0أيام");
    expect(formatDays(30, "ar")).toBe("30\u00a0يومًا");
    expect(formatDays(-4, "en")).toBe("4\u00a0days");
  });

  it("follows Intl.PluralRules past ten: Arabic's hundreds, French's millions", () => {
    expect(formatDays(0, "ar")).toBe("0\u00a0يوم");
    expect(formatDays(100, "ar")).toBe("100\u00a0يوم");
    expect(formatDays(103, "ar")).toBe("103\u00a0أيام");
    expect(formatDays(111, "ar")).toBe("111\u00a0يومًا");
    expect(formatDays(0, "fr")).toBe("0\u00a0jour");
    expect(formatDays(1_000_000, "fr")).toBe("1\u202f000\u202f000\u00a0de jours");
  });
});

describe("formatKg and formatDimensions", () => {
  it("puts the unit after the number in every language", () => {
    expect(formatKg(2.4, "en")).toBe(`2.4${NBSP}kg`);
    expect(formatKg(2.4, "fr")).toBe(`2,4${NBSP}kg`);
    expect(formatKg(2.4, "ar")).toBe(`2.4${NBSP}كغ`);
  });

  it("keeps grams and drops trailing zeros", () => {
    expect(formatKg(1.234, "en")).toBe(`1.234${NBSP}kg`);
    expect(formatKg(5, "en")).toBe(`5${NBSP}kg`);
    expect(formatKg(1.2004, "en")).toBe(`1.2${NBSP}kg`);
  });

  it("writes the three sides and the unit once", () => {
    expect(formatDimensions(30, 20, 10, "en")).toBe(`30 × 20 × 10${NBSP}cm`);
    expect(formatDimensions(30, 20, 10.5, "fr")).toBe(`30 × 20 × 10,5${NBSP}cm`);
    expect(formatDimensions(30, 20, 10, "ar")).toBe(`30 × 20 × 10${NBSP}سم`);
  });

  it("formats plain numbers", () => {
    expect(formatNumber(12345.678, "fr", { maxDecimals: 1 })).toBe(`12${NNBSP}345,7`);
  });
});

describe("dates", () => {
  it("writes year-month-day and a 24-hour time (TZ=UTC in tests)", () => {
    expect(formatDate("2026-11-24T13:05:00Z")).toBe("2026-11-24");
    expect(formatDateTime("2026-11-24T13:05:00Z")).toBe("2026-11-24 13:05");
    expect(formatDateTime(new Date("2026-01-02T03:04:00Z"))).toBe("2026-01-02 03:04");
  });

  it("shows a dash for a missing or broken date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });
});

describe("formatAddressTitle", () => {
  it("translates the default titles the server stores in English", () => {
    expect(formatAddressTitle("My First Address", "ar")).toBe("عنواني الأول");
    expect(formatAddressTitle("My Twelfth Address", "ar")).toBe("عنواني الثاني عشر");
    expect(formatAddressTitle("My Second Address", "fr")).toBe("Ma deuxième adresse");
    expect(formatAddressTitle("Address no. 16", "ar")).toBe("العنوان رقم 16");
    expect(formatAddressTitle("Address no. 16", "fr")).toBe("Adresse n° 16");
  });

  it("leaves English and the customer's own titles as they are", () => {
    expect(formatAddressTitle("My First Address", "en")).toBe("My First Address");
    expect(formatAddressTitle("Bureau", "ar")).toBe("Bureau");
  });
});
