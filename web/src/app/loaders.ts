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

type Guard = (args: LoaderFunctionArgs) => Promise<Response | null>;

const toPage = (args: LoaderFunctionArgs, path: string) => redirect(localePath(langOf(args.params), path));

/**
 * Loaded only when a token is stored: the customer cache pulls in the API
 * client and its zod schemas, which a visitor's first page must not ship.
 */
async function loadCustomer() {
  const { loadCustomer: load } = await import("../auth/customer");
  return load();
}

/** A page for visitors: a valid session goes to the locker; an unreachable API leaves the visitor where they are. */
async function signedInElsewhere(args: LoaderFunctionArgs): Promise<Response | null> {
  if (!getToken()) return null;
  const customer = await loadCustomer().catch(() => null);
  return customer ? toPage(args, "dashboard") : null;
}

/**
 * Who may open each kind of page (the `access` of paths.ts).
 * A token the API refuses is forgotten on the way, so a stale session never
 * bounces between pages. The API checks the token again on every call.
 */
export const guards: Record<Access, Guard | null> = {
  public: null,
  home: signedInElsewhere,
  guest: signedInElsewhere,
  customer: async (args) => {
    if (!getToken()) return loginRedirect(args);
    const customer = await loadCustomer();
    if (!customer) return loginRedirect(args);
    return customer.isConfirmed ? null : toPage(args, "confirm-email");
  },
  unconfirmed: async (args) => {
    if (!getToken()) return loginRedirect(args);
    const customer = await loadCustomer();
    if (!customer) return loginRedirect(args);
    return customer.isConfirmed ? toPage(args, "dashboard") : null;
  },
};

/** Where to go after login: a `next` path of this site, else the dashboard. */
export function afterLogin(lang: Language, next: string | null): string {
  if (next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")) return next;
  return localePath(lang, "dashboard");
}
