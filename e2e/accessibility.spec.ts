import { expect, test } from "./fixtures";
import { seriousViolations, SITE_WCAG } from "./pages/back-office-screens";

/**
 * axe-core on the public pages, in Arabic (right to left) and English, and on
 * the signed-in customer's main pages: no serious or critical violation of
 * WCAG 2.1 A and AA. Each page is checked, and its violations told, even
 * when one before it has some. The back office's screens are checked in the
 * walk over them (back-office-screens.spec.ts), which opens each once.
 */
const PAGES = ["", "/login", "/signup", "/calculator", "/market", "/faq", "/banned-material", "/recoverpass"];

for (const lang of ["ar", "en"] as const) {
  test(`the public pages in ${lang} have no serious accessibility violation`, async ({ page }) => {
    // Eight pages, axe on each: a few seconds a page under a heavy load.
    test.setTimeout(180_000);
    const serious: string[] = [];
    for (const path of PAGES.map((page) => `/${lang}${page}`)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator("main"), path).toBeVisible();
        await page.waitForLoadState("networkidle");
        serious.push(...(await seriousViolations(page, path, { tags: SITE_WCAG })));
      });
    }
    expect(serious).toEqual([]);
  });
}

test("the signed-in locker, address book and transactions have no serious accessibility violation", async ({
  page,
  request,
}) => {
  const login = await request.post("/api/users/login", {
    data: { email: "demo@ipf.example", password: "demo-password" },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem("ipf.token", value), token);
  const serious: string[] = [];
  for (const path of ["/ar/dashboard", "/en/addressbook", "/en/transactions"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    // Still there: the guard let the signed-in customer in.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState("networkidle");
    serious.push(...(await seriousViolations(page, path, { tags: SITE_WCAG })));
  }
  expect(serious).toEqual([]);
});
