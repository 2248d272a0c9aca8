/**
 * Tests only: a page or dialog mounted as the site draws it, inside the
 * language route (so `useLang` answers) with the route's own loader data, in
 * jsdom, the API answered by path.
 */
import { catalogues } from "@ipf/shared/i18n/index";
import type { Language } from "@ipf/shared/schemas/common";
import i18next from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import { LANGUAGE_ROUTE_ID } from "../app/useLang";

const { ar } = catalogues;

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
const ready = i18n.use(initReactI18next).init({ lng: "ar", resources: { ar: { translation: ar } } });

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};

let mounted: { root: Root; host: HTMLElement } | null = null;

/** Unmounts what `showPage` drew and gives `fetch` back. */
export function closePage(): void {
  const current = mounted;
  mounted = null;
  if (current) {
    act(() => current.root.unmount());
    current.host.remove();
  }
  vi.unstubAllGlobals();
}

/**
 * `element` on the Arabic site (the only catalogue loaded), its route's
 * loader answering `data`; each API path containing a key of `answers` gets
 * that body, any other a 404. Resolves once the loaders and the first
 * answers are drawn.
 */
export async function showPage(
  element: ReactNode,
  { data = null, answers = {} }: { data?: unknown; answers?: Record<string, unknown> } = {},
): Promise<HTMLElement> {
  await ready;
  const lang: Language = "ar";
  const missing = { error: true, code: "NOT_FOUND", message: "Not found" };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const key = Object.keys(answers).find((path) => url.includes(path));
      return key ? new Response(JSON.stringify(answers[key])) : new Response(JSON.stringify(missing), { status: 404 });
    }),
  );
  const router = createMemoryRouter(
    [
      {
        id: LANGUAGE_ROUTE_ID,
        path: "/:lang",
        loader: () => ({ lang }),
        HydrateFallback: () => null,
        children: [{ index: true, loader: () => data, element }],
      },
    ],
    { initialEntries: [`/${lang}`] },
  );
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  mounted = { root, host };
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
  // The loaders, then the API's answers.
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return host;
}

/** Clicks `button` and lets what it started settle. */
export async function click(button: Element): Promise<void> {
  await act(async () => {
    (button as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
