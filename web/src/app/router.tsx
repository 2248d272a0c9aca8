import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunction, type RouteObject } from "react-router-dom";
import { SiteLayout } from "../layout/SiteLayout";
import { BootFallback, PageError, SiteError } from "./errors";
import { guards, languageLoader, rootLoader } from "./loaders";
import { PAGES, type PageDefinition, type PagePath, type PageTitle } from "./paths";
import { LANGUAGE_ROUTE_ID } from "./useLang";

/** What a page module exports, by React Router's `lazy` convention. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** Read by the layout for the document title. */
export interface PageHandle {
  title: PageTitle;
}

const placeholder = (): Promise<PageModule> => import("../pages/PlaceholderPage");
const notFound = (): Promise<PageModule> => import("../pages/NotFoundPage");

/** Pages built so far; every other page of PAGES shows a titled placeholder. */
const builtPages: Partial<Record<PagePath, () => Promise<PageModule>>> = {
  "": () => import("../pages/landing/LandingPage"),
  login: () => import("../pages/auth/LoginPage"),
  signup: () => import("../pages/auth/SignupPage"),
  dashboard: () => import("../pages/dashboard/DashboardPage"),
  "404": notFound,
};

/**
 * Each page is its own chunk (route `lazy`, React Router's code splitting for
 * data routers: the chunk and the page's data load before the navigation
 * commits, so the previous page stays until the next one is ready). The
 * access guard runs before the page's own loader.
 */
function pageRoute(page: PageDefinition): RouteObject {
  const load = builtPages[page.path as PagePath] ?? placeholder;
  const guard = guards[page.access];
  const handle: PageHandle = { title: page.title };
  const lazy = async () => {
    const { Component, loader } = await load();
    if (!guard) return loader ? { Component, loader } : { Component };
    const guarded: LoaderFunction = async (args) => guard(args) ?? (loader ? loader(args) : null);
    return { Component, loader: guarded };
  };
  return page.path === "" ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
}

export const routes: RouteObject[] = [
  { path: "/", loader: rootLoader },
  {
    id: LANGUAGE_ROUTE_ID,
    path: "/:lang",
    loader: languageLoader,
    Component: SiteLayout,
    ErrorBoundary: SiteError,
    HydrateFallback: BootFallback,
    children: [
      {
        // Keeps the header and footer around a page that fails to load.
        ErrorBoundary: PageError,
        children: [
          ...PAGES.map(pageRoute),
          { path: "*", handle: { title: "notFound" } satisfies PageHandle, lazy: notFound },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
