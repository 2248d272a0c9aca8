import type { Language } from "@ipf/shared/schemas/common";
import { useCallback } from "react";
import { useRouteLoaderData } from "react-router-dom";
import { DEFAULT_LANGUAGE, localePath } from "./language";
import type { languageLoader } from "./loaders";

export const LANGUAGE_ROUTE_ID = "lang";

/** The language of the current URL (validated by the language route's loader). */
export function useLang(): Language {
  return useRouteLoaderData<typeof languageLoader>(LANGUAGE_ROUTE_ID)?.lang ?? DEFAULT_LANGUAGE;
}

/** `to("login")` gives `/{lang}/login`. */
export function useLocalePath(): (path?: string) => string {
  const lang = useLang();
  return useCallback((path?: string) => localePath(lang, path), [lang]);
}
