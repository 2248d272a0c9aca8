import { describe, expect, it } from "vitest";
import { postText, safeLink } from "./postsRules";

describe("postText", () => {
  const text = { en: "Sale", ar: "تخفيضات", fr: "Soldes" };
  it("reads the page's language", () => {
    expect(postText(text, "ar")).toBe("تخفيضات");
    expect(postText(text, "fr")).toBe("Soldes");
  });
  it("falls back to English when a language is blank", () => {
    expect(postText({ ...text, fr: "  " }, "fr")).toBe("Sale");
  });
});

describe("safeLink", () => {
  it("keeps http and https addresses only", () => {
    expect(safeLink("https://shop.example/sale")).toBe("https://shop.example/sale");
    expect(safeLink("javascript:alert(1)")).toBeNull();
    expect(safeLink("")).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
