/**
 * Renders the public pages at build time, as a guest sees them, for
 * web/scripts/prerender.mjs, and the locker per request, as its customer sees
 * it, for the API (api/src/lib/signed-in-pages.ts); the browser hydrates both
 * (main.tsx). Built by Vite for Node, never shipped to the browser.
 */
import { direction } from "@ipf/shared/i18n/direction";
import type { Language } from "@ipf/shared/schemas/common";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router-dom";
import { DrawnPageContext, type DrawnLocker, type DrawnPageData } from "./app/drawnPage";
import { isLanguage, LANGUAGES } from "./app/language";
import { documentTitle, PAGES, titleKey, type PageHandle, type PagePath } from "./app/paths";
import { routes } from "./app/router";
import { LANGUAGE_ROUTE_ID } from "./app/useLang";
import { i18next, loadArea, startI18n } from "./i18n/setup";
import { drawnLocker, LOCKER_ANSWERS, type LockerAnswers } from "./pages/locker/drawnLocker";

export { PRERENDERED_PAGES } from "./app/prerendered";

/** The pages drawn per request for the signed-in customer; the build writes their shell (prerender.mjs). */
export const SIGNED_IN_PAGES = ["dashboard"] as const satisfies readonly PagePath[];

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

/**
 * Renders run one at a time: the catalogue's language is one for the process.
 * A render takes milliseconds once its modules are loaded.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = queue.then(render, render);
  queue = next.catch(() => undefined);
  return next;
}

async function switchLanguage(lang: Language): Promise<void> {
  started ??= startI18n(lang);
  await started;
  if (i18next.resolvedLanguage !== lang) await i18next.changeLanguage(lang);
}

/** The `<head>` of a page in one language: its title and description. */
export async function pageHead(lang: Language, path: PagePath): Promise<Omit<RenderedPage, "html">> {
  return oneAtATime(async () => {
    await switchLanguage(lang);
    return head(lang, PAGES.find((page) => page.path === path)?.title ?? "landing");
  });
}

function head(lang: Language, title: PageHandle["title"]): Omit<RenderedPage, "html"> {
  return {
    lang,
    dir: direction(lang),
    title: documentTitle(title, i18next.t(titleKey(title))),
    description: i18next.t("meta.description"),
  };
}

async function markup(context: StaticHandlerContext, dataRoutes: RouteObject[], locker: DrawnLocker | null) {
  const router = createStaticRouter(dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <DrawnPageContext.Provider value={{ current: locker }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DrawnPageContext.Provider>
    </StrictMode>,
    // Every Suspense boundary (a unit of hydration, ui/HydrationUnit.tsx) in place: past this size React
    // moves a boundary's markup to the end of the page, to be put back by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** One page in one language. */
export function renderPage(lang: Language, path: string): Promise<RenderedPage> {
  return oneAtATime(async () => {
    await switchLanguage(lang);
    const url = new URL(`/${lang}${path ? `/${path}` : ""}`, "http://localhost");
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`${url.pathname} redirects to ${context.headers.get("Location")}`);
    if (context.errors) throw new Error(`${url.pathname} failed: ${JSON.stringify(context.errors)}`);
    const html = await markup(context, handler.dataRoutes, null);
    const handle = context.matches.map((match) => match.route.handle as PageHandle | undefined).findLast(Boolean);
    return { ...head(lang, handle?.title ?? "landing"), html };
  });
}

/** The language of a signed-in page's path, if it is one: `/ar/dashboard`. */
function signedInLanguage(pathname: string): Language | undefined {
  const [, lang, page, ...rest] = pathname.replace(/\/+$/, "").split("/");
  return isLanguage(lang) && (SIGNED_IN_PAGES as readonly string[]).includes(page ?? "") && !rest.length
    ? lang
    : undefined;
}

/** The API answers a signed-in page is drawn from, by name; undefined for any other page. */
export function signedInAnswers(pathname: string): typeof LOCKER_ANSWERS | undefined {
  return signedInLanguage(pathname) ? LOCKER_ANSWERS : undefined;
}

/** `routes` with the loaders of the routes named in `loaderData` answering it: the data was read already. */
function answering(tree: RouteObject[], loaderData: Record<string, unknown>): RouteObject[] {
  return tree.map((route) => {
    const children = route.children && answering(route.children, loaderData);
    const loader = route.id && route.id in loaderData ? () => loaderData[route.id!] : route.loader;
    return { ...route, loader, ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * The locker's first page for its customer, from the API's answers (see
 * LOCKER_ANSWERS), and the data its hydration starts from; null when the
 * answers do not make that page (a list of more than one page).
 */
export function renderSignedIn(
  url: string,
  answers: LockerAnswers,
): Promise<{ html: string; data: DrawnPageData } | null> {
  return oneAtATime(async () => {
    const location = new URL(url, "http://localhost");
    const lang = signedInLanguage(location.pathname);
    const locker = lang ? drawnLocker(answers, Date.now()) : null;
    if (!lang || !locker) return null;
    await switchLanguage(lang);
    // The page's loaders do not run here (their answers are given): its texts come as they would.
    await loadArea(lang);
    const loaderData = { [LANGUAGE_ROUTE_ID]: { lang }, dashboard: { user: locker.user } };
    const drawing = createStaticHandler(answering(routes, loaderData));
    const context = await drawing.query(new Request(location));
    if (context instanceof Response || context.errors) return null;
    return { html: await markup(context, drawing.dataRoutes, locker), data: { loaderData, locker } };
  });
}
