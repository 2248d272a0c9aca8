import type { Post } from "@ipf/shared/schemas/posts";
import { describe, expect, it } from "vitest";
import { dateInputValue, excerpt, isExpired, postDialogSchema, postValues } from "./rules";

const WAREHOUSE = "7b0a6c62-3c0e-4f47-9d8e-7e5a0c1d2b3a";

const filled = () => ({
  ...postValues(null, new Date(2026, 0, 10)),
  type: "BLOG" as const,
  title: { en: "Hello", ar: "مرحبا", fr: "Bonjour" },
  content: { en: "Text", ar: "نص", fr: "Texte" },
  warehouse: WAREHOUSE,
});

const messages = (value: unknown) => {
  const result = postDialogSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("postValues", () => {
  it("starts a new post live for 30 days, every text empty", () => {
    const values = postValues(null, new Date(2026, 0, 10));
    expect(values.expiresAt).toBe("2026-02-09");
    expect(values.title).toEqual({ en: "", ar: "", fr: "" });
    expect(values.type).toBe("");
  });
  it("reads a saved post back", () => {
    const post = {
      _id: "p",
      type: "SALES",
      title: { en: "a", ar: "b", fr: "c" },
      content: { en: "d", ar: "e", fr: "f" },
      image: null,
      warehouse: WAREHOUSE,
      discount: 15,
      website: null,
      expiresAt: new Date(2026, 4, 2, 23, 59).toISOString(),
      createdAt: new Date().toISOString(),
    } satisfies Post;
    expect(postValues(post, new Date())).toMatchObject({ discount: "15", expiresAt: "2026-05-02", type: "SALES" });
  });
});

describe("the post dialog, checked with the API's schema", () => {
  it("asks for a type, every language, a warehouse and an expiry date", () => {
    expect(messages({ ...postValues(null, new Date()), expiresAt: "" })).toMatchObject({
      type: "Please select a post type",
      "title.en": "Please fill this field",
      "title.ar": "Please fill this field",
      "content.fr": "Please fill this field",
      warehouse: "Please select a warehouse",
      expiresAt: "Please select an expiry date",
    });
  });
  it("takes a discount from 0 to 100 for sales only", () => {
    expect(messages({ ...filled(), type: "SALES", discount: "101" })).toEqual({ discount: "invalidDiscount" });
    expect(messages({ ...filled(), type: "SALES", discount: "-1" })).toEqual({ discount: "invalidDiscount" });
    expect(messages({ ...filled(), type: "SALES", discount: "" })).toEqual({ discount: "discountRequired" });
    expect(messages({ ...filled(), type: "SALES", discount: "100" })).toEqual({});
    // A blog post's hidden discount is not checked.
    expect(messages({ ...filled(), discount: "500" })).toEqual({});
  });
  it("refuses a title of 201 characters and a link that is not http", () => {
    const long = filled();
    long.title.en = "x".repeat(201);
    expect(messages(long)).toEqual({ "title.en": "tooLong" });
    expect(messages({ ...filled(), website: { title: "", url: "ftp://x" } })).toEqual({ "website.url": "invalidLink" });
  });
});

describe("helpers", () => {
  it("writes a date as the date input does", () => {
    expect(dateInputValue(new Date(2026, 11, 3))).toBe("2026-12-03");
  });
  it("knows an expired post", () => {
    expect(isExpired({ expiresAt: "2026-01-01T00:00:00.000Z" }, new Date("2026-01-02"))).toBe(true);
    expect(isExpired({ expiresAt: "2026-01-03T00:00:00.000Z" }, new Date("2026-01-02"))).toBe(false);
  });
  it("cuts long content on one line", () => {
    expect(excerpt("a\n\nb")).toBe("a b");
    expect(excerpt("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
