import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../schemas/common.js";
import {
  CALCULATOR_FAQ_KEYS,
  contents,
  FAQ_KEYS,
  faqEntries,
  LEGAL_SECTIONS,
  PRIVACY_SECTIONS,
  PROHIBITED_KEYS,
  prohibitedEntries,
  SHOP_GUIDE_STEPS,
  SHOP_GUIDE_TIPS,
  TERMS_SECTIONS,
} from "./index.js";
import { flattenCatalogue, type CatalogueTree } from "../flatten.js";

const flat = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, flattenCatalogue(contents[lang] as unknown as CatalogueTree)]),
);
const reference = flat.en!;

describe("long texts (the content namespace)", () => {
  it.each(LANGUAGES)("%s has exactly the English keys, none empty", (lang) => {
    expect([...flat[lang]!.keys()].sort()).toEqual([...reference.keys()].sort());
    expect([...flat[lang]!.values()].filter((text) => !text.trim())).toEqual([]);
  });

  it("writes the Arabic texts in Arabic script", () => {
    const latin = [...flat.ar!].filter(([, text]) => !/\p{Script=Arabic}/u.test(text)).map(([key]) => key);
    expect(latin).toEqual([]);
  });

  it("lists every entry in display order, the twelve prohibited categories included", () => {
    const en = contents.en;
    expect([...FAQ_KEYS].sort()).toEqual(Object.keys(en.faq).sort());
    expect(PROHIBITED_KEYS).toHaveLength(12);
    expect([...PROHIBITED_KEYS].sort()).toEqual(Object.keys(en.prohibited).sort());
    expect([...LEGAL_SECTIONS].sort()).toEqual(Object.keys(en.legal.sections).sort());
    expect([...PRIVACY_SECTIONS].sort()).toEqual(Object.keys(en.privacy.sections).sort());
    expect([...TERMS_SECTIONS].sort()).toEqual(Object.keys(en.terms.sections).sort());
    expect([...SHOP_GUIDE_STEPS].sort()).toEqual(Object.keys(en.shopGuide.steps).sort());
    expect([...SHOP_GUIDE_TIPS].sort()).toEqual(Object.keys(en.shopGuide.tips).sort());
  });

  it("gives the calculator the five shipping-price questions", () => {
    expect(CALCULATOR_FAQ_KEYS).toEqual(["price", "volumetric", "delivery", "consolidation", "payment"]);
  });

  it("quotes the consolidation saving per market: 80% in English and Arabic, 75% in French", () => {
    expect(contents.en.faq.consolidation.answer).toContain("80%");
    expect(contents.ar.faq.consolidation.answer).toContain("80%");
    expect(contents.fr.faq.consolidation.answer).toMatch(/75\s?%/);
    expect(contents.fr.shopGuide.tips.several).toMatch(/75\s?%/);
  });

  it("answers the FAQ and the prohibited list in the database seed's shape", () => {
    const faq = faqEntries();
    expect(faq).toHaveLength(FAQ_KEYS.length);
    expect(faq[0]!.title).toEqual({
      ar: contents.ar.faq.price.question,
      en: contents.en.faq.price.question,
      fr: contents.fr.faq.price.question,
    });
    const prohibited = prohibitedEntries();
    expect(prohibited).toHaveLength(12);
    expect(prohibited[11]!.title.en).toBe("Fuel or combustibles");
  });
});
