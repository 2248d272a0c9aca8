/**
 * The FAQ and the twelve prohibited-item categories, as `content_entries`
 * rows. The texts live once, in the web site's catalogues
 * (shared/src/i18n/content), so the site and the database never disagree.
 */
import { faqEntries, prohibitedEntries, type TranslatedEntry } from "@ipf/shared/i18n/content/index";

export type ContentEntry = TranslatedEntry;

export interface Translated {
  en: string;
  ar: string;
  fr: string;
}

export const FAQ: readonly ContentEntry[] = faqEntries();
export const PROHIBITED: readonly ContentEntry[] = prohibitedEntries();
