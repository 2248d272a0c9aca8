import type { Language } from "@ipf/shared/schemas/common";
import { redirect, type LoaderFunctionArgs } from "react-router-dom";
import { getToken } from "../auth/session";
import { i18next } from "../i18n/setup";
import { DEFAULT_LANGUAGE, isLanguage, localePath, resolveLanguage } from "./language";
import type { Access } from "./paths";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

/** `/`: the remembered language, else Arabic. */
export function rootLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const decision = resolveLanguage(url, readStorage(STORAGE_KEYS.language));
  return redirect(decision.kind === "redirect" ? decision.to : localePath(decision.lang));
}

/**
 * `/:lang/*`: redirects a wrong language, remembers a right one and switches
 * the catalogue before the page renders (so no text flashes in the old language).
 */
export async function languageLoader({ request }: LoaderFunctionArgs): Promise<{ lang: Language }> {
  const decision = resolveLanguage(new URL(request.url), readStorage(STORAGE_KEYS.language));
  if (decision.kind === "redirect") throw redirect(decision.to);
  writeStorage(STORAGE_KEYS.language, decision.lang);
  if (i18next.resolvedLanguage !== decision.lang) await i18next.changeLanguage(decision.lang);
  return { lang: decision.lang };
}

export function langOf(params: LoaderFunctionArgs["params"]): Language {
  return isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
}

/** The login page, remembering where the customer was going. */
export function loginRedirect(args: LoaderFunctionArgs): Response {
  const url = new URL(args.request.url);
  const next = encodeURIComponent(url.pathname + url.search);
  return redirect(`${localePath(langOf(args.params), "login")}?next=${next}`);
}

type Guard = (args: LoaderFunctionArgs) => Response | null;

/** The spec's route-access table; the API checks the token again on every call. */
export const guards: Record<Access, Guard | null> = {
  public: null,
  guest: (args) => (getToken() ? redirect(localePath(langOf(args.params), "dashboard")) : null),
  customer: (args) => (getToken() ? null : loginRedirect(args)),
};

/** Where to go after login: a `next` path of this site, else the dashboard. */
export function afterLogin(lang: Language, next: string | null): string {
  if (next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")) return next;
  return localePath(lang, "dashboard");
}
