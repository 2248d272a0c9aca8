import { describe, expect, it } from "vitest";
import {
  formatCents,
  invoiceLanguage,
  invoiceNumber,
  newPaymentId,
  storageFeeLineText,
  usdCentsToEurCents,
} from "./invoice.js";

describe("invoiceNumber", () => {
  it("joins IPF, the UTC date as YYMMDD and the last 3 characters of the payment id", () => {
    expect(invoiceNumber(new Date("2026-03-07T23:30:00Z"), "PAYABCDEFGHJK9X2")).toBe("IPF2603079X2");
  });

  it("reads the date in UTC whatever the server's zone", () => {
    expect(invoiceNumber(new Date("2026-12-31T23:59:59-05:00"), "pay_abc")).toBe("IPF270101ABC");
  });
});

describe("invoiceLanguage", () => {
  it("writes the invoice in the account's language, whatever the request asks", () => {
    expect(invoiceLanguage("fr", "en", "ar")).toBe("fr");
  });

  it("takes the request's language, query first, when the account has none", () => {
    expect(invoiceLanguage(null, "en", "fr")).toBe("en");
    expect(invoiceLanguage(undefined, undefined, "fr")).toBe("fr");
    // Accept-Language matching nothing offered (koa answers false), or a language the site does not speak.
    expect(invoiceLanguage(null, "de", false)).toBe("ar");
  });
});

describe("storageFeeLineText", () => {
  it("names the storage fee line by its days", () => {
    expect(storageFeeLineText("P7K2M9QX", 1)).toBe("Storage fee N° P7K2M9QX: 1 day after free storage ended");
    expect(storageFeeLineText("P7K2M9QX", 12)).toBe("Storage fee N° P7K2M9QX: 12 days after free storage ended");
  });
});

describe("formatCents", () => {
  it("shows two decimals without floating point", () => {
    expect(formatCents(1250)).toBe("12.50");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(0)).toBe("0.00");
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe("usdCentsToEurCents", () => {
  it("divides by the ECB rate and rounds to the cent", () => {
    expect(usdCentsToEurCents(10800, 1.08)).toBe(10000);
    expect(usdCentsToEurCents(2500, 1.0834)).toBe(2308);
    expect(() => usdCentsToEurCents(100, 0)).toThrow(RangeError);
  });
});

describe("newPaymentId", () => {
  it("is long enough to end an invoice number", () => {
    expect(newPaymentId()).toMatch(/^PAY[A-Z0-9]{12}$/);
  });
});
