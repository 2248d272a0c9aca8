import { expect, test } from "./fixtures";
import { DRAWN_ROOT, lockerCodes, parcelCard, signInDemoCustomer } from "./pages/web-locker-drawn";
import { ConsoleWatch, rawPage } from "./pages/web-prerender";
import { Site } from "./pages/web";

test.describe("the locker drawn by the server", () => {
  for (const lang of ["ar", "en", "fr"] as const) {
    test(`arrives in ${lang} with the customer's parcels and hydrates without a warning`, async ({ page }) => {
      const token = await signInDemoCustomer(page);
      const codes = await lockerCodes(page, token);
      const html = await rawPage(page.request, `/${lang}/dashboard`);
      expect(html).toContain(DRAWN_ROOT);
      for (const code of codes) expect(html).toContain(code);

      // Every script the page waits for before it wakes up is asked for by its HTML at once: one
      // it finds only as it runs costs a round trip of its own, on a phone's link too.
      // Its stylesheet is in the page: never fetched again.
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === "script") scripts.push(path);
        if (request.resourceType() === "stylesheet") stylesheets.push(path);
      });
      const watch = new ConsoleWatch(page);
      await page.goto(`/${lang}/dashboard`);
      await watch.hydrated();
      expect(scripts.length).toBeGreaterThan(1);
      expect(
        scripts.filter((script) => !html.includes(`href="${script}"`) && !html.includes(`src="${script}"`)),
      ).toEqual([]);
      for (const code of codes) await expect(parcelCard(page, code)).toBeVisible();
      expect(stylesheets.filter((sheet) => /\/assets\/index-/.test(sheet))).toEqual([]);
      expect(watch.messages).toEqual([]);
    });
  }

  test("signing out clears the cookie: the locker's address then sends the empty shell", async ({ page }) => {
    await signInDemoCustomer(page);
    await page.goto("/en/dashboard");
    await new Site(page).logOut();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(async () => (await rawPage(page.request, "/en/dashboard")).includes(DRAWN_ROOT)).toBe(false);
  });
});

test.describe("the drawn locker without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the signed-in customer's parcels before any script runs", async ({ page }) => {
    const token = await signInDemoCustomer(page, { cookieOnly: true });
    const [first] = await lockerCodes(page, token);
    await page.goto("/ar/dashboard");
    await new Site(page).expectDocumentLanguage("ar", "rtl");
    await expect(parcelCard(page, first!)).toBeVisible();
  });
});
