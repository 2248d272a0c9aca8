// Each subset with its unicode-range, so a page downloads only the faces its text needs
// (the Arabic pages' Latin bits come from Vazirmatn's Latin subset).
import "@fontsource/vazirmatn/400.css";
import "@fontsource/vazirmatn/700.css";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
import "./styles/app.css";

import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { DrawnPageProvider, type DrawnPageData } from "./app/drawnPage";
import { drawnState, prerenderedState } from "./app/hydrate";
import { nextTask } from "./app/nextTask";
import { settledLanguage } from "./app/language";
import { createRouter, routes } from "./app/router";
import { readStorage, STORAGE_KEYS } from "./app/storage";
import { forgetSessionCookie, getToken, tokenSubject } from "./auth/session";
import { loadArea, startI18n } from "./i18n/setup";

/**
 * Marks the page as live (<html data-ready>) once React has taken it over:
 * a prerendered page is plain HTML until then. Renders nothing, so the
 * prerendered markup still matches.
 */
function Ready() {
  useEffect(() => document.documentElement.setAttribute("data-ready", ""), []);
  return null;
}

/**
 * What the server drew a signed-in page with (api/src/lib/signed-in-pages.ts),
 * if it is this session's: drawn for another account, it is drawn afresh. A
 * drawn page with no session here means the cookie outlived it (signed out
 * while the server could not be told): it goes now.
 */
function drawnPage(root: HTMLElement): DrawnPageData | null {
  if (!root.hasAttribute("data-signed-in")) return null;
  const data = JSON.parse(document.getElementById("signed-in-page")?.textContent ?? "null") as DrawnPageData | null;
  const token = getToken();
  if (!token) forgetSessionCookie();
  return data && tokenSubject(token) === data.locker.user._id ? data : null;
}

async function boot(): Promise<void> {
  // This task evaluated the site's code: the boot's own work (the drawn data, the storage, the
  // catalogue) comes in the next, so that the two do not hold the main thread in one piece.
  await nextTask();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  const drawn = drawnPage(root);
  // A signed-in customer's page starts with the account: ask for it while the page's code loads.
  if (getToken() && !drawn) {
    void import("./auth/customer").then(({ loadCustomer }) => loadCustomer()).catch(() => undefined);
  }
  // The language the first page will settle on, so its catalogue loads first.
  const lang = settledLanguage(window.location, readStorage(STORAGE_KEYS.language));
  await startI18n(lang);
  // A signed-in customer's first page may be drawn by the server, with no loader run: the customer
  // area's own texts come before it is shown.
  if (getToken()) await loadArea(lang);
  // A prerendered page is a guest's view: hydrated for a guest, drawn afresh for a signed-in customer.
  const prerendered = root.hasAttribute("data-prerendered") && !getToken();
  const state = drawn
    ? await drawnState(routes, window.location, drawn.loaderData)
    : prerendered
      ? await prerenderedState(routes, window.location)
      : null;
  const app = (
    <StrictMode>
      <DrawnPageProvider locker={drawn?.locker ?? null}>
        <RouterProvider router={createRouter(state ?? undefined)} />
        <Ready />
      </DrawnPageProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between components instead of holding
  // the main thread until the whole page is done: the page stays responsive while it wakes up.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void boot();
