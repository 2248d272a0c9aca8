import { expect, test } from "./fixtures";
import { CustomerDashboardPage, CustomerLoginPage, DEMO_CUSTOMER, Site, sitePath } from "./pages/web";

test.describe("customer site languages", () => {
  test("serves /ar in Arabic, right to left", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/ar");
    await site.expectDocumentLanguage("ar", "rtl");
    await expect(site.mainHeading).toHaveText(/\p{Script=Arabic}/u);
  });

  for (const lang of ["en", "fr"] as const) {
    test(`serves /${lang} left to right with lang=${lang}`, async ({ page }) => {
      const site = new Site(page);
      await site.goto(`/${lang}`);
      await site.expectDocumentLanguage(lang, "ltr");
      await expect(site.mainHeading).toBeVisible();
    });
  }

  test("sends an unknown language and path to /ar", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/xx/whatever");
    await expect(page).toHaveURL(sitePath("/ar"));
    await site.expectDocumentLanguage("ar", "rtl");
  });

  test("keeps the page when switching from Arabic to English", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/ar/faq");
    await site.expectDocumentLanguage("ar", "rtl");

    await site.switchLanguage("en");

    await expect(page).toHaveURL(sitePath("/en/faq"));
    await site.expectDocumentLanguage("en", "ltr");
    await expect(site.mainHeading).toHaveText("Frequently asked questions");
  });

  test("switches the home page from /ar to /en", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/ar");
    await site.switchLanguage("en");
    await expect(page).toHaveURL(sitePath("/en"));
    await site.expectDocumentLanguage("en", "ltr");
  });
});

test.describe("the Arabic site", () => {
  test("shows no English interface text", async ({ page }) => {
    const site = new Site(page);
    for (const path of [
      "/ar",
      "/ar/faq",
      "/ar/banned-material",
      "/ar/terms",
      "/ar/legal-info",
      "/ar/login",
      "/ar/signup",
    ]) {
      await site.goto(path);
      await expect(site.mainHeading).toBeVisible();
      expect(await site.latinWords(), path).toEqual([]);
    }
  });

  test("opens the phone menu from the left, traps focus and closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const site = new Site(page);
    await site.goto("/ar");
    await site.menuButton().click();
    const drawer = site.drawer();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
    // Shift+Tab from the first control wraps to the last one, inside the drawer.
    await drawer.getByRole("button").first().focus();
    await page.keyboard.press("Shift+Tab");
    await expect(drawer.getByRole("link", { name: "تسجيل الدخول" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(site.menuButton()).toBeFocused();
  });
});

test.describe("customer login", () => {
  test("lets the demo customer in and greets her on the dashboard", async ({ page }) => {
    const login = new CustomerLoginPage(page);
    await login.goto();

    await login.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    await expect(page).toHaveURL(sitePath("/en/dashboard"));
    await expect(new CustomerDashboardPage(page).greeting(DEMO_CUSTOMER.firstName)).toBeVisible();
  });

  test("shows the translated message for a wrong password", async ({ page }) => {
    const login = new CustomerLoginPage(page);
    await login.goto();

    await login.logIn(DEMO_CUSTOMER.email, "not-the-password");

    await expect(login.failure).toHaveText("Incorrect password. Try again, or click 'Forgot Password' to reset it.");
    await expect(page).toHaveURL(sitePath("/en/login"));
  });
});
