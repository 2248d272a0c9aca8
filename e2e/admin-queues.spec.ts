import { expect, test } from "./fixtures";
import { AREA_TITLES, signInAs } from "./pages/admin";
import { Scene } from "./pages/queues-shipping";

/**
 * The work-queue screens: the dashboard counts each queue, each a link to it,
 * and a queue sorts on the server. That every group's sidebar shows its queues
 * and each opens a built screen under its title is part of the walk over
 * every screen (back-office-screens.spec.ts).
 */
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
