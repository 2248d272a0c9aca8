import { describe, it, expect } from "vitest";
import { ERROR_CODES } from "../errors.js";
import { LANGUAGES } from "../schemas/common.js";
import { catalogues, direction, resources } from "./index.js";
import { flattenCatalogue, type CatalogueTree } from "./flatten.js";

/** `{{name}}` placeholders and `<tag>` names, which every translation must keep. */
function tokens(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, ""));
  return found.sort();
}

const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flattenCatalogue(catalogues[lang] as CatalogueTree)]));
const reference = flat.en!;

describe("i18n catalogues", () => {
  it.each(LANGUAGES)("%s has exactly the English key set", (lang) => {
    expect([...flat[lang]!.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(LANGUAGES)("%s has no empty text", (lang) => {
    const empty = [...flat[lang]!].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)("%s keeps the placeholders and tags of every text", (lang) => {
    const mismatched = [...reference]
      .filter(([key, text]) => tokens(text).join() !== tokens(flat[lang]!.get(key) ?? "").join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("translates every API error code, plus NETWORK and generic", () => {
    for (const lang of LANGUAGES) {
      for (const code of [...ERROR_CODES, "NETWORK", "generic"]) {
        expect(flat[lang]!.get(`errors.${code}`), `${lang} ${code}`).toBeTruthy();
      }
    }
  });

  it("keeps the old product's wording of the login and network errors", () => {
    expect(reference.get("errors.INVALID_CREDENTIALS")).toBe(
      "Incorrect password. Try again, or click 'Forgot Password' to reset it.",
    );
    expect(reference.get("errors.NETWORK")).toBe("An error occurred, please try again");
    expect(flat.ar!.get("notFound.heading")).toBe("آسف");
  });

  it("quotes the consolidation saving per market: 80% in English and Arabic, 75% in French", () => {
    expect(reference.get("landing.benefits.items.consolidation.title")).toContain("80%");
    expect(flat.ar!.get("landing.benefits.items.consolidation.title")).toContain("80%");
    expect(flat.fr!.get("landing.benefits.items.consolidation.title")).toContain("75\u202f%");
  });

  it("writes Arabic texts in Arabic script", () => {
    const latinOnly = [...flat.ar!]
      .filter(([key]) => !key.startsWith("landing.hero.card.") && !key.startsWith("languages."))
      .filter(([, text]) => !/\p{Script=Arabic}/u.test(text) && text !== "IPF" && !/^\d+$/.test(text))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it.each(LANGUAGES)("%s names the national ID number the same on its field, its errors and the warning", (lang) => {
    const name = flat[lang]!.get("addressBook.fields.nationalID")!.toLowerCase();
    for (const key of [
      "validation.nationalIDRequired",
      "validation.nationalIDValid",
      "validation.addNationalID",
      "locker.ship.addNationalID",
    ]) {
      expect(flat[lang]!.get(key)!.toLowerCase(), key).toContain(name);
    }
  });

  it("exposes i18next resources under one namespace", () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    expect(resources.ar.translation).toBe(catalogues.ar);
  });

  it("answers rtl for Arabic only", () => {
    expect(direction("ar")).toBe("rtl");
    expect(direction("ar-DZ")).toBe("rtl");
    expect(direction("en")).toBe("ltr");
    expect(direction("fr")).toBe("ltr");
  });
});
