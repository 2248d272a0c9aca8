import { expect, test } from "./fixtures";
import { AREA_TITLES, QUEUE_SCREENS, signInAs } from "./pages/admin";
import { Scene } from "./pages/queues-shipping";

/**
 * The work-queue screens: every entry of them that a group's sidebar shows
 * opens a built screen (its heading, no "Not built yet"), and the dashboard
 * counts each queue the group works from, each a link to it.
 */
const GROUPS = [
  { username: "admin", queues: QUEUE_SCREENS },
  {
    username: "support",
    queues: [
      "/requests/shipping-requests",
      "/requests/shipping",
      "/requests/assemble",
      "/requests/disassemble",
      "/requests/images",
    ],
  },
  { username: "intake", queues: ["/requests/shipping-requests", "/requests/assemble"] },
  { username: "ops", queues: ["/requests/shipping-requests", "/requests/assemble"] },
] as const;

for (const { username, queues } of GROUPS) {
  test(`${username} opens every queue screen of the sidebar, and none is a placeholder`, async ({ page }) => {
    const shell = await signInAs(page, username);
    const shown = await shell.menuPaths();
    expect(shown.filter((path) => (QUEUE_SCREENS as readonly string[]).includes(path)).sort()).toEqual(
      [...queues].sort(),
    );
    for (const path of queues) {
      await shell.menuEntryFor(path).click();
      await expect(shell.heading(AREA_TITLES[path]!)).toBeVisible();
      await expect(shell.placeholder).toHaveCount(0);
    }
    // The accepted consolidations have no entry of their own: the old product's route still opens them.
    await shell.open("/manage-assemble");
    await expect(shell.heading(AREA_TITLES["/manage-assemble"]!)).toBeVisible();
    await expect(shell.placeholder).toHaveCount(0);
  });
}

test("the dashboard counts the queues and links to them", async ({ page }) => {
  const shell = await signInAs(page, "admin");
  const approvals = shell.queueTile("approvals");
  await expect(approvals).toBeVisible();
  await expect(approvals).toHaveText(/\d/);
  await approvals.click();
  await expect(shell.heading(AREA_TITLES["/requests/shipping-requests"])).toBeVisible();
});

test("a queue sorts by its date on the server, and the link keeps the order", async ({ page, request }) => {
  // Two requests at least, whatever the other tests leave in the queue.
  const scene = await Scene.start(request);
  await scene.shippingRequest();
  await scene.shippingRequest();
  const shell = await signInAs(page, "admin");
  await shell.open("/requests/shipping-requests");
  const dates = () => shell.columnTexts("Request Date");
  // The queue's own order: oldest request first.
  await expect(shell.page.getByRole("columnheader", { name: "Request Date" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const oldestFirst = await dates();
  expect(oldestFirst.length).toBeGreaterThan(1);
  expect(oldestFirst).toEqual([...oldestFirst].sort());

  await shell.sortButton("Request Date").click();
  await expect(page).toHaveURL(/[?&]sort=-date/);
  await expect(shell.page.getByRole("columnheader", { name: "Request Date" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const newestFirst = await dates();
  expect(newestFirst).toEqual([...newestFirst].sort().reverse());

  await page.reload();
  await expect(shell.page.getByRole("columnheader", { name: "Request Date" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  expect(await dates()).toEqual(newestFirst);
});
