import { describe, expect, it } from "vitest";
import { atLeast, atMost, maxChars, readMessage, tooManyItems } from "./message-key.js";
import { messageValues } from "./message-values.js";

const shown = (message: string, lang: "ar" | "en" | "fr") => messageValues(readMessage(message).values, lang);

describe("bound messages", () => {
  it("carry the bound, and its unit when it has one", () => {
    expect(atLeast(1)).toBe("atLeast?min=1");
    expect(atMost(10_000)).toBe("atMost?max=10000");
    expect(atMost(1_000_000, "EUR")).toBe("atMost?max=1000000&unit=EUR");
    expect(atMost(30, "kg")).toBe("atMost?max=30&unit=kg");
    expect(tooManyItems(20)).toBe("tooManyItems?max=20");
    expect(maxChars(1000)).toBe("maxChars?max=1000");
  });
});

describe("messageValues", () => {
  it("writes a bound as the page's language writes numbers, money and measures", () => {
    expect(shown(atMost(10_000), "en")).toEqual({ max: "10,000", count: 10_000 });
    expect(shown(atMost(10_000), "fr")).toEqual({ max: "10\u202f000", count: 10_000 });
    expect(shown(atMost(1_000_000, "EUR"), "en")).toEqual({ max: "€1,000,000", count: 1_000_000 });
    expect(shown(atMost(1_000_000, "EUR"), "fr")).toEqual({ max: "1\u202f000\u202f000\u00a0€", count: 1_000_000 });
    // Isolated in Arabic, so the sign stays before the number in a right-to-left sentence.
    expect(shown(atMost(1_000_000, "EUR"), "ar")).toEqual({ max: "\u2068€1,000,000\u2069", count: 1_000_000 });
    expect(shown(atMost(30, "kg"), "ar")).toEqual({ max: "30\u00a0كغ", count: 30 });
    expect(shown(atLeast(1), "ar")).toEqual({ min: "1", count: 1 });
  });

  it("counts by the bound, for the text's plural form", () => {
    expect(shown(maxChars(1), "en").count).toBe(1);
    expect(shown("phoneTooShortMin?min=9", "ar").count).toBe(9);
    expect(shown("nameRequired", "en")).toEqual({});
  });
});
