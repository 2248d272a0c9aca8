/**
 * Renders the public pages at build time, as a guest sees them, for
 * web/scripts/prerender.mjs; the browser hydrates them (main.tsx). Built by
 * Vite for Node, never shipped to the browser.
 */
import { direction } from "@ipf/shared/i18n/direction";
import type { Language } from "@ipf/shared/schemas/common";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { LANGUAGES } from "./app/language";
import { documentTitle, titleKey, type PageHandle, type PagePath } from "./app/paths";
import { routes } from "./app/router";
import { i18next, startI18n } from "./i18n/setup";

/** The pages a visitor reads before signing in; the customer area stays drawn in the browser. */
export const PRERENDERED_PAGES = [
  "",
  "calculator",
  "market",
  "faq",
  "banned-material",
  "legal-info",
  "privacy-policy",
  "terms",
  "shop-guide",
  "login",
  "signup",
  "recoverpass",
] as const satisfies readonly PagePath[];

export { LANGUAGES };

export interface RenderedPage {
  lang: Language;
  dir: "rtl" | "ltr";
  title: string;
  description: string;
  /** The markup of `#root`. */
  html: string;
}

const handler = createStaticHandler(routes);
let started: Promise<unknown> | undefined;

/** One page in one language. Pages render one after another: the catalogue is one for the process. */
export async function renderPage(lang: Language, path: string): Promise<RenderedPage> {
  started ??= startI18n(lang);
  await started;
  const url = new URL(`/${lang}${path ? `/${path}` : ""}`, "http://localhost");
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} redirects to ${context.headers.get("Location")}`);
  if (context.errors) throw new Error(`${url.pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const handle = context.matches.map((match) => match.route.handle as PageHandle | undefined).findLast(Boolean);
  const title = handle?.title ?? "landing";
  return {
    lang,
    dir: direction(lang),
    title: documentTitle(title, i18next.t(titleKey(title))),
    description: i18next.t("meta.description"),
    html,
  };
}
