import type { Language } from "@ipf/shared/schemas/common";

/** A post's text in the page's language, else English, else whichever language has it. */
export function postText(text: { en: string; ar: string; fr: string }, lang: Language): string {
  return text[lang]?.trim() || text.en.trim() || text.fr.trim() || text.ar.trim();
}

/** A post's link when it is an http(s) address; anything else is not shown as a link. */
export function safeLink(url: string | undefined | null): string | null {
  if (!url) return null;
  return /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;
}
