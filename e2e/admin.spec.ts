import { expect, test } from "./fixtures";
import { AdminLoginPage, AdminShell, adminUrl, signInAs, staffTokenStatus, storedStaffToken } from "./pages/admin";

test.describe("back office sign-in", () => {
  test("shows the staff sign-in at /admin", async ({ page }) => {
    const login = new AdminLoginPage(page);

    await login.goto();

    await expect(page).toHaveURL(adminUrl("/panel"));
    await expect(login.username).toBeVisible();
    await expect(login.password).toBeVisible();
  });

  test("says what is missing when the form is sent empty", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.goto();

    await login.submit.click();

    await expect(login.required("Username")).toBeVisible();
    await expect(login.required("Password")).toBeVisible();
    await expect(page).toHaveURL(adminUrl("/panel"));
  });

  test("refuses a wrong password", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.goto();

    await login.signIn("admin", "not-the-password");

    await expect(login.failure).toContainText("Wrong username or password");
    await expect(page).toHaveURL(adminUrl("/panel"));
  });
});

test.describe("back office shell", () => {
  test("an admin signs in on the screen, sees the whole back office and keeps the session on reload", async ({
    page,
  }) => {
    const login = new AdminLoginPage(page);
    await login.goto();
    await login.signIn("admin");
    const shell = new AdminShell(page);

    await expect(page).toHaveURL(adminUrl());
    await expect(shell.identity).toContainText("Admin");
    for (const entry of ["Add parcel", "Shipping requests", "Users", "Support", "Rates", "Shops", "Login history"]) {
      await expect(shell.menuEntry(entry)).toBeVisible();
    }

    await shell.menuEntry("Rates").click();
    await expect(page).toHaveURL(adminUrl("/rates"));
    await expect(shell.heading("Rates")).toBeVisible();

    await page.reload();
    await expect(shell.heading("Rates")).toBeVisible();
  });

  test("intake sees only its areas and is turned away from rates", async ({ page }) => {
    const shell = await signInAs(page, "intake");

    await expect(shell.identity).toContainText("Intake and shipping");
    await expect(shell.menuEntry("Add parcel")).toBeVisible();
    await expect(shell.menuEntry("Support")).toBeVisible();
    await expect(shell.menuEntry("Rates")).toHaveCount(0);
    await expect(shell.menuEntry("Users")).toHaveCount(0);

    await shell.open("/rates");

    await expect(page).toHaveURL(adminUrl("/support"));
    await expect(shell.heading("Support")).toBeVisible();
  });

  test("signing out from the keyboard returns to the sign-in and ends the session on the API", async ({ page }) => {
    const shell = await signInAs(page, "support");
    const token = (await storedStaffToken(page))!;
    expect(await staffTokenStatus(page, token)).toBe(200);

    await shell.signOut.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(adminUrl("/panel"));
    await expect.poll(() => staffTokenStatus(page, token)).toBe(401);

    await shell.open("/manageusers");
    await expect(page).toHaveURL(adminUrl("/panel"));
    await expect(new AdminLoginPage(page).heading).toBeVisible();
  });
});
