import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * The test's page, whose `goto` returns once a prerendered public page has
 * hydrated (the site marks <html data-ready>, web/src/main.tsx): before that
 * its forms are plain HTML, and a click would send one to the server instead
 * of to React. Other pages (the customer area, the back office) are drawn by
 * the script itself and need no wait.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates, and nothing is to be waited for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () => !document.querySelector("#root[data-prerendered]") || document.documentElement.hasAttribute("data-ready"),
      );
      return response;
    };
    await use(page);
  },
});
