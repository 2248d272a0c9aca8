import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import { NOT_AN_IMAGE, RatesApi, RatesScreen, uniqueName, ZonesScreen } from "./pages/back-office-rates";
import { CalculatorPage } from "./pages/web-calculator";

const LOGO = new URL("./fixtures/parcel.jpg", import.meta.url).pathname;

test.describe("rates and zones (browser build)", () => {
  test.beforeEach(async ({ page }) => {
    await keepStaffSession(page, "admin");
  });

  test("a zone and a carrier made on the screens are quoted by the public calculator, a price change at once", async ({
    page,
    request,
  }) => {
    // A whole journey across two sites on a shared machine: more than the default.
    test.setTimeout(180_000);
    const api = await RatesApi.login(request);
    const warehouse = await api.frenchWarehouse();
    const zoneName = uniqueName("Nordic");
    const carrierName = uniqueName("Fjord Post");

    // A zone with three countries, chosen from the list by search.
    const zones = new ZonesScreen(page);
    await zones.goto();
    await zones.newZone.click();
    await zones.name.fill(zoneName);
    await zones.tick("iceland", "Iceland");
    await zones.tick("NO", "Norway");
    await zones.tick("finl", "Finland");
    await expect(zones.chosenCount).toHaveText("3 countries chosen");
    // The demo zones already hold every country: each is flagged.
    await expect(zones.sharedWarning).toBeVisible();
    await zones.submit("Create zone");
    await expect(zones.dialog).toBeHidden();
    const zoneRow = await zones.find(zoneName);
    await expect(zoneRow).toContainText("Finland, Iceland, Norway");
    await expect(zoneRow.getByTestId("zone-shared")).toHaveText("3 countries");

    // A carrier of the French warehouse, with two weight ranges priced for that zone.
    const rates = new RatesScreen(page);
    await rates.goto();
    await rates.newCarrier.click();
    await rates.fillCarrier({
      name: carrierName,
      nameAR: "بريد",
      minDays: "3",
      maxDays: "6",
      warehouse: warehouse._id,
    });
    await page.keyboard.press("Control+Enter");
    await expect(rates.dialog).toBeHidden();
    await expect(rates.toast(`Carrier created: ${carrierName}`)).toBeVisible();
    await expect(rates.carrier(carrierName)).toHaveAttribute("aria-current", "true");

    await rates.addZone.selectOption({ label: zoneName });
    await rates.addBand.click();
    await rates.addBand.click();
    // The keyboard moves like a spreadsheet's: To of band 1, then its price, then down.
    await rates.bound(1, "To").fill("5");
    await page.keyboard.press("ArrowRight");
    await expect(rates.price(1, zoneName)).toBeFocused();
    await page.keyboard.type("10");
    await page.keyboard.press("Enter");
    await expect(rates.price(2, zoneName)).toBeFocused();
    await page.keyboard.type("20");
    await rates.bound(2, "From").fill("5");
    await rates.bound(2, "To").fill("30");
    await expect(rates.unsaved).toBeVisible();

    // The preview quotes the grid as typed before it is saved.
    await rates.previewCountry.selectOption({ label: "Iceland" });
    await rates.previewWeight.fill("4");
    await expect(rates.previewLine(carrierName).now).toHaveText("—");
    await expect(rates.previewLine(carrierName).after).toHaveText("$10.00");

    await rates.bound(2, "To").press("Control+s");
    await expect(rates.toast("Prices saved: 2 changes")).toBeVisible({ timeout: 15_000 });
    await expect(rates.unsaved).toBeHidden();
    await expect(rates.previewLine(carrierName).now).toHaveText("$10.00");
    expect(await api.priceOf(carrierName, "IS", warehouse._id, 4)).toBe(10);
    expect(await api.priceOf(carrierName, "FI", warehouse._id, 12)).toBe(20);

    // The customer site's calculator quotes it.
    const calculator = new CalculatorPage(page);
    await calculator.goto();
    await calculator.chooseCountry("iceland", "Iceland");
    await expect(calculator.offers.filter({ hasText: carrierName })).toContainText("$10.00");

    // A price changed in the grid shows in the calculator at once.
    await rates.goto();
    await rates.open(carrierName);
    await rates.previewCountry.selectOption({ label: "Iceland" });
    await rates.previewWeight.fill("4");
    await expect(rates.previewLine(carrierName).now).toHaveText("$10.00");
    await rates.price(1, zoneName).fill("12.5");
    await expect(rates.previewLine(carrierName).after).toHaveText("$12.50");
    await rates.save.click();
    await expect(rates.toast("Prices saved: 1 change")).toBeVisible({ timeout: 15_000 });
    expect(await api.priceOf(carrierName, "IS", warehouse._id, 4)).toBe(12.5);
    await expect(rates.previewLine(carrierName).now).toHaveText("$12.50");
  });

  test("the grid refuses bad prices and overlapping bands in place, and saves nothing", async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await RatesApi.login(request);
    const { zoneName, carrierName, carrier } = await api.carrierWithBand(
      { zone: "Benelux", carrier: "Grid Post" },
      ["LU"],
      { from: 0, to: 5, price: 10 },
    );

    const rates = new RatesScreen(page);
    await rates.goto();
    await rates.open(carrierName);
    const price = rates.price(1, zoneName);
    await expect(price).toHaveValue("10");

    for (const bad of ["-3", "99999999", "abc"]) {
      await price.fill(bad);
      await expect(price).toHaveAttribute("aria-invalid", "true");
      await expect(rates.gridErrors).toContainText("A price from 0 to 1000000.");
    }
    await rates.save.click();
    await expect(rates.toast("Fix the marked cells first: nothing was saved.")).toBeVisible();

    // Esc gives the cell its saved value back.
    await price.press("Escape");
    await expect(price).toHaveValue("10");
    await expect(rates.unsaved).toBeHidden();

    await rates.bound(1, "To").fill("");
    await expect(rates.gridErrors).toContainText("To, band 1: Required.");
    await rates.bound(1, "To").press("Escape");

    // A band overlapping another of the same zone is marked on both, before any call.
    await rates.addBand.click();
    await rates.bound(2, "From").fill("4");
    await rates.bound(2, "To").fill("8");
    await rates.price(2, zoneName).fill("30");
    await expect(rates.price(1, zoneName)).toHaveAttribute("aria-invalid", "true");
    await expect(rates.price(2, zoneName)).toHaveAttribute("aria-invalid", "true");
    await expect(rates.gridErrors).toContainText("Overlaps another band priced for this zone.");
    await rates.save.click();
    await expect(rates.toast("Fix the marked cells first: nothing was saved.")).toBeVisible();
    expect(await api.ranges("main", carrier)).toEqual([{ from: 0, to: 5, price: 10 }]);

    // Moved to meet the first band, it saves.
    await rates.bound(2, "From").fill("5");
    await expect(rates.gridErrors).toBeHidden();
    await rates.save.click();
    await expect(rates.toast("Prices saved: 1 change")).toBeVisible({ timeout: 15_000 });
    expect(await api.ranges("main", carrier)).toEqual([
      { from: 0, to: 5, price: 10 },
      { from: 5, to: 8, price: 30 },
    ]);
  });

  test("prices someone else deleted meanwhile are not written back: the grid says so and shows theirs", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await RatesApi.login(request);
    const { zoneName, carrierName, carrier } = await api.carrierWithBand(
      { zone: "Baltic", carrier: "Race Post" },
      ["EE"],
      { from: 0, to: 10, price: 15 },
    );

    const rates = new RatesScreen(page);
    await rates.goto();
    await rates.open(carrierName);
    await rates.price(1, zoneName).fill("18");
    await api.deleteRanges("main", carrier);
    await rates.save.click();
    await expect(rates.toast("Someone else changed these prices first.")).toBeVisible({ timeout: 15_000 });
    await expect(rates.grid.locator("tbody tr")).toHaveCount(0);
    await expect(rates.unsaved).toBeHidden();
    expect(await api.ranges("main", carrier)).toEqual([]);
  });

  test("the carrier form words every bad field and creates nothing until it is right", async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await RatesApi.login(request);
    const warehouse = await api.frenchWarehouse();
    const carrierName = uniqueName("Form Post");
    const rates = new RatesScreen(page);
    await rates.goto();
    await rates.newCarrier.click();

    await rates.dialogButton("Create carrier").click();
    await expect(rates.dialog.getByRole("alert")).toHaveText("Some fields need attention: nothing was saved.");
    await expect(rates.fieldMessage("Name")).toHaveText("The name is required.");
    await expect(rates.fieldMessage("Arabic name")).toHaveText("The Arabic name is required.");
    await expect(rates.fieldMessage("Minimum days")).toHaveText("The minimum days are required.");
    await expect(rates.fieldMessage("Warehouse")).toHaveText("Choose a warehouse.");

    await rates.fillCarrier({
      name: "x".repeat(150),
      nameAR: "بريد",
      minDays: "5",
      maxDays: "2",
      warehouse: warehouse._id,
    });
    await rates.field("Volumetric divisor (cm³ per kg)").fill("-4");
    await rates.logo.setInputFiles(NOT_AN_IMAGE);
    await page.keyboard.press("Control+Enter");
    await expect(rates.fieldMessage("Name")).toHaveText("At most 100 characters.");
    await expect(rates.fieldMessage("Volumetric divisor (cm³ per kg)")).toHaveText("A whole number from 1 to 100000.");
    await expect(rates.dialog.getByText("This file is not an image: choose a PNG, JPEG or WebP logo.")).toBeVisible();
    // What was typed stays.
    await expect(rates.field("Arabic name")).toHaveValue("بريد");

    await rates.field("Name").fill(carrierName);
    await rates.field("Volumetric divisor (cm³ per kg)").fill("6000");
    await rates.logo.setInputFiles(LOGO);
    // The days are compared once each of them is a number.
    await rates.dialogButton("Create carrier").click();
    await expect(rates.fieldMessage("Maximum days")).toHaveText("Must not be below the minimum.");
    await rates.field("Maximum days").fill("9");
    await rates.dialogButton("Create carrier").click();
    await expect(rates.dialog).toBeHidden({ timeout: 15_000 });
    await expect(rates.page.getByText("Divisor 6000")).toBeVisible({ timeout: 15_000 });
    await expect(rates.page.locator("img.ipf-carrier-logo")).toBeVisible();
    expect((await api.carrierNames("main")).filter((name) => name.startsWith("x"))).toEqual([]);
    expect(await api.carrierNames("main")).toContain(carrierName);

    // The logo is changed from the edit dialog; a file that is not an image is refused there too.
    await rates.open(carrierName);
    const logo = rates.carrierLogo;
    const before = await logo.getAttribute("src");
    await rates.edit();
    await expect(rates.dialog.getByText("to replace the current logo")).toBeVisible();
    await rates.logo.setInputFiles(NOT_AN_IMAGE);
    await rates.dialogButton("Save carrier").click();
    await expect(rates.dialog.getByText("This file is not an image: choose a PNG, JPEG or WebP logo.")).toBeVisible();
    await rates.logo.setInputFiles(LOGO);
    await rates.dialogButton("Save carrier").click();
    await expect(rates.dialog).toBeHidden({ timeout: 15_000 });
    await expect(logo).toBeVisible();
    await expect(logo).not.toHaveAttribute("src", before!);
  });

  test("zones: an empty name or a name taken is refused on its field, keeping the countries ticked", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await RatesApi.login(request);
    const taken = uniqueName("Taken");
    await api.createZone(taken, ["CH"]);
    const zones = new ZonesScreen(page);
    await zones.goto();
    await zones.newZone.click();
    await zones.tick("switz", "Switzerland");
    await zones.tick("austria", "Austria");
    await zones.submit("Create zone");
    await expect(zones.nameMessage).toHaveText("Please fill all fields: the zone needs a name.");

    await zones.name.fill(taken);
    await page.keyboard.press("Control+Enter");
    await expect(zones.nameMessage).toHaveText("A zone with this name already exists.");
    await expect(zones.chosenCount).toHaveText("2 countries chosen");
    await zones.countrySearch.fill("switz");
    await expect(zones.country("Switzerland")).toContainText(taken);

    const renamed = uniqueName("Alpine");
    await zones.name.fill(renamed);
    await zones.submit("Create zone");
    await expect(zones.dialog).toBeHidden();

    // Opened from its row, a country taken away.
    const row = await zones.find(renamed);
    await row.click();
    await expect(zones.name).toHaveValue(renamed);
    await zones.tick("austria", "Austria");
    await expect(zones.chosenCount).toHaveText("1 country chosen");
    await page.keyboard.press("Control+Enter");
    await expect(zones.dialog).toBeHidden();
    await expect(zones.row(renamed)).toContainText("Switzerland");
    await expect(zones.row(renamed)).not.toContainText("Austria");

    // Sorted by the number of countries on the server, most first on a second click.
    await zones.search.fill("");
    await zones.sortBy("Countries");
    await zones.sortBy("Countries");
    await expect(page).toHaveURL(/sort=-countries/);
    await expect(zones.firstRow).toContainText("Rest of the world");
  });

  test("disabling asks first and takes a carrier out of the calculator; a removal someone else made is told", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await RatesApi.login(request);
    const warehouse = await api.frenchWarehouse();
    const carrierName = uniqueName("Switch Post");
    const zone = await api.createZone(uniqueName("Malta"), ["MT"]);
    const carrier = await api.createCarrier("main", carrierName, warehouse._id);
    await api.createRange("main", carrier, zone, 0, 30, 7);
    expect(await api.priceOf(carrierName, "MT", warehouse._id, 2)).toBe(7);

    const rates = new RatesScreen(page);
    await rates.goto();
    await rates.open(carrierName);
    await rates.enabled.click({ force: true });
    await expect(rates.dialog).toContainText(`${carrierName} stops being quoted by the calculator at once.`);
    await rates.dialogButton("Disable carrier").click();
    await expect(rates.toast(`Carrier disabled: ${carrierName}`)).toBeVisible();
    await expect(rates.carrier(carrierName)).toContainText("Disabled");
    expect(await api.priceOf(carrierName, "MT", warehouse._id, 2)).toBeUndefined();

    // Enabling does not ask.
    await rates.enabled.click({ force: true });
    await expect(rates.toast(`Carrier enabled: ${carrierName}`)).toBeVisible();
    await expect(rates.dialog).toBeHidden();
    expect(await api.priceOf(carrierName, "MT", warehouse._id, 2)).toBe(7);

    await rates.page.getByRole("button", { name: "Remove", exact: true }).click();
    await api.removeCarrier("main", carrier);
    await rates.dialogButton("Remove carrier").click();
    await expect(rates.dialog.getByRole("alert")).toContainText(
      "Someone else has already handled this request. The list has been refreshed.",
    );
    await page.keyboard.press("Escape");
    await expect(rates.carrier(carrierName)).toHaveCount(0);
  });

  test("side rates keep their own carriers", async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await RatesApi.login(request);
    const warehouse = await api.frenchWarehouse();
    const carrierName = uniqueName("Side Post");
    const rates = new RatesScreen(page);
    await rates.goto("side");
    await rates.newCarrier.click();
    await rates.fillCarrier({
      name: carrierName,
      nameAR: "جانبي",
      minDays: "1",
      maxDays: "2",
      warehouse: warehouse._id,
    });
    await page.keyboard.press("Control+Enter");
    await expect(rates.carrier(carrierName)).toHaveAttribute("aria-current", "true", { timeout: 15_000 });
    expect(await api.carrierNames("side")).toContain(carrierName);
    expect(await api.carrierNames("main")).not.toContain(carrierName);
    await expect(rates.preview).toContainText("Quoted with the same pricing rules the side calculator runs.");
  });
});
