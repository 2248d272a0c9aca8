/**
 * Tests only: a dialog of the locker mounted alone, on the English
 * catalogue, in jsdom (which has the <dialog> element but not its modal
 * methods). The test stubs `fetch` itself; `closeDialog` gives it back.
 */
import { catalogues } from "@ipf/shared/i18n/index";
import i18next from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
const ready = i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: catalogues.en } } });

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

let root: Root | null = null;

/** Mounts `element` at the router's root; resolves once the first answers are drawn. */
export async function showDialog(element: ReactNode): Promise<HTMLElement> {
  await ready;
  const host = document.createElement("div");
  document.body.append(host);
  const router = createMemoryRouter([{ path: "/", element }]);
  await act(async () => {
    root = createRoot(host);
    root.render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
  // The API's answer, parsed and drawn.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return host;
}

/** Unmounts the dialog shown last. */
export function unmountDialog(): void {
  act(() => root?.unmount());
  root = null;
}

/** After each test: the dialog unmounted, the page emptied, `fetch` given back. */
export function closeDialog(): void {
  unmountDialog();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
}
