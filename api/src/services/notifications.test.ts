/** A notice's texts with their values put in: every language, in the order given, a value by language. */
import { describe, expect, it } from "vitest";
import { fillIn } from "./notifications.js";

describe("fillIn", () => {
  const texts = { en: "{code}: {amount} ({code})", ar: "{code}: {amount}", fr: "{code} : {amount}" };

  it("puts each value in every language, wherever its name stands", () => {
    expect(fillIn(texts, { code: "IPF-1", amount: "$5.00" })).toEqual({
      en: "IPF-1: $5.00 (IPF-1)",
      ar: "IPF-1: $5.00",
      fr: "IPF-1 : $5.00",
    });
  });

  it("takes a value that differs by language in each language", () => {
    const amount = (language: string) => (language === "fr" ? "5,00 $" : "$5.00");
    expect(fillIn(texts, { code: "IPF-1", amount }).fr).toBe("IPF-1 : 5,00 $");
    expect(fillIn(texts, { code: "IPF-1", amount }).ar).toBe("IPF-1: $5.00");
  });

  it("puts the values in name after name: a customer's text put in last stays as written", () => {
    const text = { en: "{code}: {reason}", ar: "{reason}", fr: "{reason}" };
    expect(fillIn(text, { code: "IPF-1", reason: "see {code}" }).en).toBe("IPF-1: see {code}");
  });
});
