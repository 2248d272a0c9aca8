import { expect, test } from "./fixtures";
import { signInAs } from "./pages/admin";

/**
 * Every entry of every staff group's sidebar opens a built screen: a
 * heading of its own and no "Not built yet" anywhere in the back office.
 */
for (const username of ["admin", "support", "intake", "ops"] as const) {
  test(`${username}: every sidebar entry opens a built screen`, async ({ page }) => {
    test.setTimeout(120_000);
    const shell = await signInAs(page, username);
    const paths = await shell.menuPaths();
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      await shell.menuEntryFor(path === "/" ? "" : path).click();
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(shell.placeholder, path).toHaveCount(0);
    }
  });
}
