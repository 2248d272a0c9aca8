import { describe, it, expect } from "vitest";
import { ERROR_CODES } from "../errors.js";
import { LANGUAGES } from "../schemas/common.js";
import { catalogues, direction, resources } from "./index.js";
import { flattenCatalogue, type CatalogueTree } from "./flatten.js";
import { pluralCategories, pluralForm } from "./plural.js";

/** `{{name}}` placeholders and `<tag>` names, which every translation must keep. */
function tokens(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, ""));
  return found.sort();
}

const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flattenCatalogue(catalogues[lang] as CatalogueTree)]));
const reference = flat.en!;

/** A catalogue's keys with the plural forms of each gathered under its base key ("locker.group.parcels"). */
function families(texts: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const { base, category } = pluralForm(key);
    out.set(base, [...(out.get(base) ?? []), ...(category ? [category] : [])]);
  }
  return out;
}

describe("i18n catalogues", () => {
  it.each(LANGUAGES)("%s has the English keys, plural texts counted once", (lang) => {
    expect([...families(flat[lang]!).keys()].sort()).toEqual([...families(reference).keys()].sort());
  });

  it.each(LANGUAGES)("%s writes each plural text in exactly its language's plural categories", (lang) => {
    const expected = pluralCategories(lang);
    const plural = [...families(reference)].filter(([, forms]) => forms.length).map(([key]) => key);
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      expect(families(flat[lang]!).get(key)?.sort(), `${lang} ${key}`).toEqual([...expected].sort());
    }
  });

  it("knows Arabic's six plural forms, French's three and English's two", () => {
    expect(pluralCategories("ar")).toEqual(["zero", "one", "two", "few", "many", "other"]);
    expect(pluralCategories("fr")).toEqual(["one", "many", "other"]);
    expect(pluralCategories("en")).toEqual(["one", "other"]);
  });

  it.each(LANGUAGES)("%s has no empty text", (lang) => {
    const empty = [...flat[lang]!].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)("%s keeps the placeholders and tags of every text", (lang) => {
    // A plural form may leave its number out ("طرد واحد", "يومان"), and name nothing English does not.
    const mismatched = [...flat[lang]!]
      .filter(([key, text]) => {
        const { base, category } = pluralForm(key);
        if (!category) return tokens(reference.get(key) ?? "").join() !== tokens(text).join();
        const english = tokens(reference.get(`${base}_other`) ?? "");
        const own = tokens(text);
        if (category === "other") return english.join() !== own.join();
        return own.some((token) => !english.includes(token));
      })
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
      // A text of placeholders and punctuation only ("{{label}}: {{message}}") has no words to write.
      .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, "")))
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
