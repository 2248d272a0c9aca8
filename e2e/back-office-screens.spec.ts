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

test("at the desk's 1366 px, column headers, tags and choices show their whole text", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  const shell = await signInAs(page, "admin", { path: "/staff" });
  await expect(page.getByRole("cell", { name: "Intake and shipping" })).toBeVisible();
  expect(await shell.clippedLabels(), "staff").toEqual([]);

  for (const path of ["/manageusers", "/landed-cost"]) {
    await shell.open(path);
    await shell.columnTexts("Actions");
    expect(await shell.clippedLabels(), path).toEqual([]);
  }

  await shell.open("/rates");
  await expect(page.getByRole("columnheader", { name: /^Middle East and Gulf/ }).first()).toBeVisible();
  expect(await shell.clippedLabels(), "rates").toEqual([]);

  await shell.open("/addpackage/parcel");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Parcels");
  expect(await shell.clippedLabels(), "add parcel").toEqual([]);
});
