import { expect, test } from "./fixtures";
import { signInAs } from "./pages/admin";
import { day, readWorkbook, StatisticsPanel, TOTALS } from "./pages/back-office-statistics";
import { CustomerApi, StaffApi } from "./pages/customer";

test.describe("statistics dashboard (browser build)", () => {
  test("draws every series over the default range, redraws on a new range, shows tables and exports .xlsx", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A parcel received today, so today's range has one at least.
    const staff = await StaffApi.login(request);
    const customer = await CustomerApi.login(request, "demo@ipf.example", "demo-password");
    await staff.intake(
      customer.id,
      (await staff.warehouse())._id,
      `STAT-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    );

    await signInAs(page, "admin");
    const stats = new StatisticsPanel(page);
    await stats.loaded();

    // Defaults: the last month, up to today.
    const today = new Date();
    const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
    await expect(stats.to).toHaveValue(day(today));
    if (monthAgo.getMonth() === (today.getMonth() + 11) % 12) await expect(stats.from).toHaveValue(day(monthAgo));
    for (const label of TOTALS) await expect(stats.total(label)).toHaveText(/^[\d,]+$/);
    expect(await stats.totalValue("Parcels received")).toBeGreaterThan(0);
    // The by-month chart runs since 1 January of last year: one bar slot per month.
    await expect(stats.series("month")).toContainText(`${today.getFullYear() - 1}-01-01 to ${day(today)}`);
    await expect(stats.chart("month")).toBeVisible();
    // The demo's deliveries: the last 90 days, Algeria among the destinations.
    await expect(stats.deliveryTimes).toContainText("Parcels delivered in the last 90 days");
    await expect(stats.deliveryTimes.getByRole("table")).toContainText("Algeria");

    // A range with nothing in it redraws every series empty, totals at 0.
    await stats.chooseRange("2001-01-01", "2001-01-31");
    await expect(stats.problem).toBeHidden();
    for (const label of TOTALS) await expect(stats.total(label)).toHaveText("0");
    for (const key of ["country", "carrier", "month", "volume"] as const) await expect(stats.empty(key)).toBeVisible();
    await expect(stats.deliveryTimes).toContainText("No parcel was delivered in this range.");

    // Today alone: this test's parcel and sign-in are counted.
    await stats.chooseRange(day(today), day(today));
    await expect.poll(() => stats.totalValue("Parcels received")).toBeGreaterThan(0);
    expect(await stats.totalValue("Staff sign-ins")).toBeGreaterThan(0);
    await expect(stats.series("month")).toContainText(`${day(today)} to ${day(today)}`);

    // Since 1 January of last year: the by-month series has one row per month, in the table and the file.
    const start = `${today.getFullYear() - 1}-01-01`;
    await stats.chooseRange(start, day(today));
    const months = 12 + today.getMonth() + 1;
    await stats.tablesView.click();
    await expect(stats.table("month")).toBeVisible();
    await expect(stats.rows("month")).toHaveCount(months);
    await expect(stats.rows("month").first()).toContainText(`${today.getFullYear() - 1}-01`);
    await stats.chartsView.click();
    await expect(stats.chart("month")).toBeVisible();

    const download = await stats.export("month");
    expect(download.suggestedFilename()).toBe(`shipped-by-month_${start}_${day(today)}.xlsx`);
    const sheet = await readWorkbook(download);
    expect(sheet[0]).toEqual(["Month", "Shipped"]);
    expect(sheet).toHaveLength(months + 1);
    expect(sheet[1]![0]).toBe(`${today.getFullYear() - 1}-01`);
    expect(sheet.slice(1).every((row) => typeof row[1] === "number")).toBe(true);
  });

  test("refuses an end before the start and a range of twenty years, keeping what it shows", async ({ page }) => {
    await signInAs(page, "support");
    const stats = new StatisticsPanel(page);
    await stats.loaded();
    const today = new Date();
    const from = await stats.from.inputValue();

    await stats.type(stats.to, "2001-01-01");
    await expect(stats.problem).toHaveText("The end day is before the start day: choose an end on or after the start.");
    await page.keyboard.press("Escape");

    await stats.type(stats.to, day(today));
    await expect(stats.problem).toBeHidden();
    await stats.type(stats.from, `${today.getFullYear() - 20}-01-01`);
    await expect(stats.problem).toHaveText("The range is longer than five years: choose a shorter range.");
    await page.keyboard.press("Escape");
    // Nothing was asked with the bad range: the totals still describe the last month.
    await stats.loaded();
    await expect(stats.total("Parcels received")).toHaveText(/^[\d,]+$/);
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
