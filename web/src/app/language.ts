import type { Language } from "@ipf/shared/schemas/common";
import { isKnownPage } from "./paths";

/**
 * Kept here rather than imported from `@ipf/shared/schemas/common`: that
 * module builds zod schemas at load time, and the first page must not ship
 * zod. The Record below fails to compile if shared adds a language.
 */
const LANGUAGE_SET: Record<Language, true> = { ar: true, en: true, fr: true };
export const LANGUAGES = Object.keys(LANGUAGE_SET) as Language[];
export const DEFAULT_LANGUAGE: Language = "ar";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(LANGUAGE_SET, value);
}
export interface Place {
  pathname: string;
  search?: string;
  hash?: string;
}

export type LanguageDecision = { kind: "render"; lang: Language } | { kind: "redirect"; to: string };

/**
 * Decides what a URL becomes (every route sits under /{ar|en|fr}; any other
 * first segment and any unknown path go to ar).
 * - `/` goes to the remembered language, else Arabic;
 * - `/EN/faq` goes to `/en/faq`;
 * - a page without a language (`/login`) or with a wrong one (`/de/login`)
 *   keeps its path under `/ar`, with its query;
 * - anything else (`/xx/whatever`) goes to `/ar`.
 * Unknown paths under a valid language render (the 404 page).
 */
export function resolveLanguage(place: Place, remembered?: string | null): LanguageDecision {
  const suffix = `${place.search ?? ""}${place.hash ?? ""}`;
  const segments = place.pathname.split("/").filter(Boolean);
  const [first, ...rest] = segments;
  if (first === undefined) {
    return { kind: "redirect", to: `/${isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE}${suffix}` };
  }
  if (isLanguage(first)) return { kind: "render", lang: first };
  const lower = first.toLowerCase();
  if (isLanguage(lower)) return { kind: "redirect", to: joinPath(lower, rest) + suffix };
  if (isKnownPage(segments)) return { kind: "redirect", to: joinPath(DEFAULT_LANGUAGE, segments) + suffix };
  if (isKnownPage(rest)) return { kind: "redirect", to: joinPath(DEFAULT_LANGUAGE, rest) + suffix };
  return { kind: "redirect", to: `/${DEFAULT_LANGUAGE}` };
}

/** The same page in another language: `/ar/faq?x=1` to `/en/faq?x=1`. */
export function switchLanguage(place: Place, lang: Language): string {
  const segments = place.pathname.split("/").filter(Boolean);
  const rest = isLanguage(segments[0]) ? segments.slice(1) : segments;
  return joinPath(lang, rest) + (place.search ?? "") + (place.hash ?? "");
}

/** `/{lang}` or `/{lang}/{path}`; `path` may start with a slash or not. */
export function localePath(lang: Language, path = ""): string {
  return joinPath(lang, path.split("/").filter(Boolean));
}

function joinPath(lang: Language, segments: readonly string[]): string {
  return segments.length ? `/${lang}/${segments.join("/")}` : `/${lang}`;
}

/** The language a URL ends up in, after any redirect: the catalogue to load first. */
export function settledLanguage(place: Place, remembered?: string | null): Language {
  const decision = resolveLanguage(place, remembered);
  if (decision.kind === "render") return decision.lang;
  const next = resolveLanguage({ pathname: decision.to.split(/[?#]/)[0] ?? "/" });
  return next.kind === "render" ? next.lang : DEFAULT_LANGUAGE;
}
