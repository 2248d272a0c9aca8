import { expect, test } from "./fixtures";
import { Site } from "./pages/web";
import { ConsoleWatch, PRERENDERED_PATHS, rawPage } from "./pages/web-prerender";

const LANGS = [
  ["ar", "rtl"],
  ["en", "ltr"],
  ["fr", "ltr"],
] as const;

test.describe("prerendered public pages", () => {
  for (const [lang, dir] of LANGS) {
    test(`arrive in ${lang} with their content and hydrate without a warning`, async ({ page, request }) => {
      test.setTimeout(90_000);
      for (const path of PRERENDERED_PATHS) {
        const url = `/${lang}${path ? `/${path}` : ""}`;
        const html = await rawPage(request, url);
        expect(html, url).toContain(`<html lang="${lang}" dir="${dir}">`);
        expect(html, url).toMatch(/<div id="root" data-prerendered><div class="site">/);
        expect(html, url).toMatch(/<h1[^>]*>[^<]+/);

        const watch = new ConsoleWatch(page);
        await page.goto(url);
        await watch.hydrated();
        await expect(new Site(page).mainHeading).toBeVisible();
        expect(watch.messages, url).toEqual([]);
        page.removeAllListeners("console");
        page.removeAllListeners("pageerror");
      }
    });
  }

  test("the hydrated page works: the phone menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const watch = new ConsoleWatch(page);
    const site = new Site(page);
    await page.goto("/en/faq");
    await watch.hydrated();
    await site.menuButton().click();
    await expect(site.drawer()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows its text", async ({ page }) => {
    await page.goto("/en");
    const site = new Site(page);
    await site.expectDocumentLanguage("en", "ltr");
    await expect(site.mainHeading).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/warehouse/i);
    await expect(page.getByRole("link", { name: "Sign up" }).first()).toBeVisible();
  });

  test("the calculator's page shows its text, in Arabic", async ({ page }) => {
    await page.goto("/ar/calculator");
    const site = new Site(page);
    await site.expectDocumentLanguage("ar", "rtl");
    await expect(site.mainHeading).toHaveText(/\p{Script=Arabic}/u);
    await expect(page.getByRole("main").getByRole("combobox").first()).toBeVisible();
  });
});
