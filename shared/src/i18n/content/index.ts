import type { Language } from "../../schemas/common.js";
import { contentAr } from "./ar.js";
import { contentEn, type ContentCatalogue } from "./en.js";
import { contentFr } from "./fr.js";
import { FAQ_KEYS, PROHIBITED_KEYS } from "./keys.js";

export type { ContentCatalogue };
export * from "./keys.js";

/** The i18next namespace of the long texts. */
export const CONTENT_NAMESPACE = "content";

export const contents: Record<Language, ContentCatalogue> = { ar: contentAr, en: contentEn, fr: contentFr };

export interface TranslatedEntry {
  title: Record<Language, string>;
  body: Record<Language, string>;
}

function translated(pick: (content: ContentCatalogue) => string): Record<Language, string> {
  return { ar: pick(contentAr), en: pick(contentEn), fr: pick(contentFr) };
}

/**
 * The FAQ in the shape of `content_entries` (a title and a body in each
 * language), in display order, so the database seed and the web site read
 * one source.
 */
export function faqEntries(): TranslatedEntry[] {
  return FAQ_KEYS.map((key) => ({
    title: translated((c) => c.faq[key].question),
    body: translated((c) => c.faq[key].answer),
  }));
}

/** The twelve prohibited categories in the shape of `content_entries`. */
export function prohibitedEntries(): TranslatedEntry[] {
  return PROHIBITED_KEYS.map((key) => ({
    title: translated((c) => c.prohibited[key].title),
    body: translated((c) => c.prohibited[key].text),
  }));
}
