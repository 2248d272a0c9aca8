import { describe, expect, it } from "vitest";
import { localePath, resolveLanguage, settledLanguage, switchLanguage } from "./language";
import { isKnownPage } from "./paths";

describe("resolveLanguage", () => {
  it("renders a page under a supported language", () => {
    expect(resolveLanguage({ pathname: "/ar" })).toEqual({ kind: "render", lang: "ar" });
    expect(resolveLanguage({ pathname: "/en/login" })).toEqual({ kind: "render", lang: "en" });
    expect(resolveLanguage({ pathname: "/fr/support/42" })).toEqual({ kind: "render", lang: "fr" });
  });

  it("renders unknown paths under a supported language, for the 404 page", () => {
    expect(resolveLanguage({ pathname: "/en/no-such-page" })).toEqual({ kind: "render", lang: "en" });
  });

  it("sends / to the remembered language, else Arabic", () => {
    expect(resolveLanguage({ pathname: "/" }, "fr")).toEqual({ kind: "redirect", to: "/fr" });
    expect(resolveLanguage({ pathname: "/" }, null)).toEqual({ kind: "redirect", to: "/ar" });
    expect(resolveLanguage({ pathname: "/" }, "de")).toEqual({ kind: "redirect", to: "/ar" });
    expect(resolveLanguage({ pathname: "/", search: "?payment=success" }, "en")).toEqual({
      kind: "redirect",
      to: "/en?payment=success",
    });
  });

  it("sends an unknown first segment with an unknown path to /ar", () => {
    expect(resolveLanguage({ pathname: "/xx/whatever" }, "en")).toEqual({ kind: "redirect", to: "/ar" });
    expect(resolveLanguage({ pathname: "/xx" })).toEqual({ kind: "redirect", to: "/ar" });
    expect(resolveLanguage({ pathname: "/whatever/else/here" })).toEqual({ kind: "redirect", to: "/ar" });
  });

  it("keeps a known page when only the language is wrong or missing", () => {
    expect(resolveLanguage({ pathname: "/de/login" })).toEqual({ kind: "redirect", to: "/ar/login" });
    expect(resolveLanguage({ pathname: "/login" })).toEqual({ kind: "redirect", to: "/ar/login" });
    expect(resolveLanguage({ pathname: "/signup", search: "?email=a%40b.fr" })).toEqual({
      kind: "redirect",
      to: "/ar/signup?email=a%40b.fr",
    });
    expect(resolveLanguage({ pathname: "/es/support/12" })).toEqual({ kind: "redirect", to: "/ar/support/12" });
  });

  it("lower-cases a language written in capitals", () => {
    expect(resolveLanguage({ pathname: "/EN/faq", hash: "#top" })).toEqual({ kind: "redirect", to: "/en/faq#top" });
  });
});

describe("switchLanguage", () => {
  it("keeps the path, query and hash", () => {
    expect(switchLanguage({ pathname: "/ar/faq", search: "?q=1", hash: "#a" }, "en")).toBe("/en/faq?q=1#a");
    expect(switchLanguage({ pathname: "/ar" }, "fr")).toBe("/fr");
    expect(switchLanguage({ pathname: "/en/user/edit/" }, "ar")).toBe("/ar/user/edit");
  });
});

describe("localePath", () => {
  it("joins the language and a page path", () => {
    expect(localePath("en")).toBe("/en");
    expect(localePath("en", "login")).toBe("/en/login");
    expect(localePath("fr", "/user/edit")).toBe("/fr/user/edit");
  });
});

describe("isKnownPage", () => {
  it("matches parameters and nothing longer", () => {
    expect(isKnownPage([])).toBe(true);
    expect(isKnownPage(["support", "abc"])).toBe(true);
    expect(isKnownPage(["support", "abc", "def"])).toBe(false);
    expect(isKnownPage(["nope"])).toBe(false);
  });
});

describe("settledLanguage", () => {
  it("answers the language the URL renders in after redirects", () => {
    expect(settledLanguage({ pathname: "/fr/faq" })).toBe("fr");
    expect(settledLanguage({ pathname: "/" }, "en")).toBe("en");
    expect(settledLanguage({ pathname: "/EN/login" })).toBe("en");
    expect(settledLanguage({ pathname: "/xx/whatever" }, "fr")).toBe("ar");
  });
});
