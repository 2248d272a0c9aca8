import { expect, test } from "./fixtures";
import { CustomerLoginPage, DEMO_CUSTOMER, Site, sitePath } from "./pages/web";
import { newCustomer, SignupPage } from "./pages/web-auth";

test.describe("route access", () => {
  test("sends a guest from protected pages to login, remembering the page", async ({ page }) => {
    for (const path of ["dashboard", "addressbook", "support/abc", "transactions"]) {
      await page.goto(`/en/${path}`);
      await expect(page).toHaveURL(new RegExp(`/en/login\\?next=${encodeURIComponent(`/en/${path}`)}$`));
    }
  });

  test("sends a guest from confirm-email to login", async ({ page }) => {
    await page.goto("/fr/confirm-email");
    await expect(page).toHaveURL(/\/fr\/login\?next=/);
  });

  test("opens the public pages to guests", async ({ page }) => {
    const site = new Site(page);
    for (const [path, title] of [
      ["/en/calculator", "Shipping calculator"],
      ["/en/market", "Shop directory"],
      ["/en/faq", "Frequently asked questions"],
      ["/en/banned-material", "Prohibited items"],
      ["/en/legal-info", "Legal information"],
      ["/en/privacy-policy", "Privacy policy"],
      ["/en/terms", "Terms and conditions"],
      ["/en/shop-guide", "How to shop in Europe"],
    ] as const) {
      await site.goto(path);
      await expect(site.mainHeading).toHaveText(title);
    }
  });

  test("sends a signed-in customer from guest pages to the locker, and back to the page after login", async ({
    page,
  }) => {
    await page.goto("/en/addressbook");
    const login = new CustomerLoginPage(page);
    await expect(login.email).toBeVisible();
    await login.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(sitePath("/en/addressbook"));

    for (const path of ["/en/login", "/en/signup", "/en/recoverpass", "/en", "/en/404"]) {
      await page.goto(path);
      await expect(page).toHaveURL(sitePath("/en/dashboard"));
    }
    // Confirmed already: confirm-email is not for her.
    await page.goto("/en/confirm-email");
    await expect(page).toHaveURL(sitePath("/en/dashboard"));
  });

  test("sends an unconfirmed customer from protected pages to confirm-email", async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(newCustomer("guard"));
    await expect(page).toHaveURL(sitePath("/en/confirm-email"));

    await page.goto("/en/dashboard");
    await expect(page).toHaveURL(sitePath("/en/confirm-email"));
    await page.goto("/ar/user/edit");
    await expect(page).toHaveURL(sitePath("/ar/confirm-email"));
  });

  test("forgets a token the API refuses and treats the visitor as a guest", async ({ page }) => {
    await page.goto("/en");
    await page.evaluate(() => localStorage.setItem("ipf.token", "not-a-token"));
    await page.goto("/en/login");
    await expect(page).toHaveURL(sitePath("/en/login"));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("ipf.token"))).toBeNull();
  });

  test("logs out to the public site", async ({ page }) => {
    const login = new CustomerLoginPage(page);
    await login.goto();
    await login.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(sitePath("/en/dashboard"));
    // The address changes before the new page is drawn; once it is, focus moves to its main region,
    // and a header menu opened in between closes as focus leaves it (seen once in CI).
    await expect(page.getByRole("main")).toBeFocused();
    const site = new Site(page);
    await site.logOut();
    await expect(page).toHaveURL(sitePath("/en"));
    await page.goto("/en/dashboard");
    await expect(page).toHaveURL(/\/en\/login/);
  });
});
