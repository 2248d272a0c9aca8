import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import { everyScreenPath, openScreen, seriousViolations } from "./pages/back-office-screens";

/**
 * axe-core on the public pages, in Arabic (right to left) and English: no
 * serious or critical violation of WCAG 2.1 A and AA.
 */
const PAGES = ["", "/login", "/signup", "/calculator", "/market", "/faq", "/banned-material", "/recoverpass"];

for (const lang of ["ar", "en"] as const) {
  for (const path of PAGES) {
    test(`/${lang}${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await expect(page.locator("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious).toEqual([]);
    });
  }
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
  for (const path of ["/ar/dashboard", "/en/addressbook", "/en/transactions"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    // Still there: the guard let the signed-in customer in.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious).toEqual([]);
  }
});

test("every back-office screen, signed in as admin, has no serious accessibility violation", async ({ page }) => {
  // Some forty screens, axe on each (about a second a screen on an idle machine, ten under a heavy
  // load): the shell around them (menu, bar) is checked on the first only.
  test.setTimeout(600_000);
  await keepStaffSession(page, "admin");
  const serious: string[] = [];
  for (const [index, path] of (await everyScreenPath(page.request)).entries()) {
    await test.step(path, async () => {
      await openScreen(page, path);
      serious.push(...(await seriousViolations(page, path, index === 0 ? undefined : "main")));
    });
  }
  expect(serious).toEqual([]);
});
