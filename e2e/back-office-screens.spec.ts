import { expect, test } from "./fixtures";
import { AREA_TITLES, QUEUE_SCREENS, signInAs } from "./pages/admin";
import { everyScreenPath, screenDrawn, seriousViolations } from "./pages/back-office-screens";

/**
 * One walk over the back office per staff group, each screen opened once:
 * every entry of the group's sidebar opens a built screen (a heading of its
 * own, no "Not built yet"), the work queues among them are the ones the group
 * works from, each under its queue's title. The admin's walk then opens the
 * screens no sidebar entry leads to (a `:id` filled with a demo record), so
 * that every screen of the screen table (desktop's screens.ts) is seen, and
 * runs axe on each (WCAG 2.2 A and AA, no serious or critical violation): the
 * shell around the screens (menu, bar) on the first, the screen's own part
 * (`main`) on every other.
 */
const GROUPS = [
  { username: "admin", queues: QUEUE_SCREENS, axe: true },
  { username: "support", queues: QUEUE_SCREENS, axe: false },
  { username: "intake", queues: ["/requests/shipping-requests", "/requests/assemble"], axe: false },
  { username: "ops", queues: ["/requests/shipping-requests", "/requests/assemble"], axe: false },
] as const;

for (const { username, queues, axe } of GROUPS) {
  test(`${username}: every sidebar entry opens a built screen${axe ? ", and every screen passes axe" : ""}`, async ({
    page,
  }) => {
    // Some forty screens with axe on each: about a second a screen on an idle machine, several under a heavy load.
    test.setTimeout(axe ? 600_000 : 120_000);
    const shell = await signInAs(page, username);
    const paths = await shell.menuPaths();
    expect(paths.length).toBeGreaterThan(2);
    expect(paths.filter((path) => (QUEUE_SCREENS as readonly string[]).includes(path)).sort()).toEqual(
      [...queues].sort(),
    );
    const serious: string[] = [];
    let shellChecked = false;
    const check = async (path: string) => {
      await screenDrawn(page, path);
      await expect(shell.placeholder, path).toHaveCount(0);
      if (AREA_TITLES[path]) await expect(shell.heading(AREA_TITLES[path]), path).toBeVisible();
      if (!axe) return;
      serious.push(...(await seriousViolations(page, path, { only: shellChecked ? "main" : undefined })));
      shellChecked = true;
    };

    // The sidebar's entries, as staff move between screens: the app stays loaded.
    for (const path of paths) {
      await test.step(path, async () => {
        await shell.menuEntryFor(path === "/" ? "" : path).click();
        await check(path);
      });
    }
    // The accepted consolidations have no entry of their own: the old product's route still opens them.
    const offMenu = axe
      ? (await everyScreenPath(page.request)).filter((path) => !paths.includes(path))
      : ["/manage-assemble"];
    if (axe) expect(offMenu).toContain("/manage-assemble");
    for (const path of offMenu) {
      await test.step(path, async () => {
        await shell.open(path);
        await check(path);
      });
    }
    expect(serious).toEqual([]);
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
