import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Returns once a prerendered public page (or the locker the server drew,
 * `#root[data-signed-in]`) has
 * hydrated (the site marks <html data-ready>, web/src/main.tsx): before that
 * its forms are plain HTML, and a click would send one to the server instead
 * of to React, or do nothing. Other pages (the back office) are drawn by the
 * script itself and need no wait.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector("#root[data-prerendered], #root[data-signed-in]") ||
      document.documentElement.hasAttribute("data-ready"),
  );
}

/**
 * The test's page, whose `goto` and `reload` return once the page has
 * hydrated (a tap on a drawn page before its code runs does nothing). A page
 * of a context the test opens itself has a plain `goto`: call `whenHydrated`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates, and nothing is to be waited for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await whenHydrated(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await whenHydrated(page);
      return response;
    };
    await use(page);
  },
});
