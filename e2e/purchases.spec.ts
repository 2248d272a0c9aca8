import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import { newTrackNumber } from "./pages/api";
import { LOADED } from "./pages/back-office-support";
import { confirmedCustomer, logIn, overflowsSideways, payOnLocalCheckout } from "./pages/customer";
import { IntakeScreen } from "./pages/intake";
import { BuyForMePage, PurchaseDesk, PurchaseQueue } from "./pages/purchases";
import { confirmationCodeFor } from "./pages/web-auth";

// A request typed on a phone, quoted at the desk, paid, bought for less, and matched at intake.
test.describe.configure({ timeout: 150_000 });

test("buy for me: asked in Arabic on a phone, quoted with an item unavailable, paid, bought for less, arrived live", async ({
  page,
  browser,
  request,
}) => {
  const customer = await confirmedCustomer(request, "buyforme", confirmationCodeFor);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, customer.email, customer.password);

  // Two items; a link that is not one is refused by its name, and nothing typed is lost.
  const site = new BuyForMePage(page);
  await site.newRequest();
  await site.fillItem(1, {
    url: "not a link",
    name: "Veste en laine",
    options: "M, bleu marine",
    quantity: "1",
    maxPrice: "60",
  });
  await site.fillItem(2, { url: "https://shop.example.fr/p/echarpe", name: "Écharpe", quantity: "2", maxPrice: "20" });
  await site.send();
  await expect(site.item(1).locator(".field-error")).toBeVisible();
  await expect(site.item(2).getByLabel("اسم المنتج")).toHaveValue("Écharpe");
  await site.item(1).getByLabel("رابط المنتج").fill("https://shop.example.fr/p/veste");
  await site.send();
  const id = await site.requestId();
  const state = page.getByTestId("purchase-state");
  await expect(state).toHaveText("بانتظار عرض السعر", LOADED);
  expect(await overflowsSideways(page)).toBe(false);

  // The desk quotes the jacket at 45 € and marks the scarf unavailable.
  const desk = await (await browser.newContext()).newPage();
  await IntakeScreen.stubPrinting(desk);
  await keepStaffSession(desk, "admin");
  const queue = new PurchaseQueue(desk);
  await queue.goto();
  const row = queue.table.getByRole("row").filter({ hasText: "Veste en laine" });
  await expect(row).toBeVisible(LOADED);
  await row.getByRole("button", { name: "Quote" }).click();
  const quote = queue.dialog();
  await quote.getByLabel("Price of one (€): Veste en laine").fill("45");
  // From the keyboard: a forced click skips the wait for the row to stop moving as the price is
  // written, and could land beside the box.
  const scarf = quote.getByLabel("Available: Écharpe");
  await scarf.focus();
  await scarf.press("Space");
  await expect(scarf).not.toBeChecked();
  await quote.getByLabel("Shop's delivery (€)").fill("5");
  await quote.getByLabel("Tax (€)").fill("0");
  await quote.getByRole("button", { name: "Send the quote" }).click();
  await expect(quote).toBeHidden();

  // The customer sees the quote live, the scarf left out, and pays it.
  await expect(page.getByText("غير متوفر").first()).toBeVisible(LOADED);
  const pay = page.getByRole("button", { name: /^ادفع / });
  await expect(pay).toBeVisible();
  await pay.click();
  await payOnLocalCheckout(page);
  await page.waitForURL(new RegExp(`/ar/purchases/${id}`));
  await expect(state).toHaveText("مدفوع", LOADED);

  // Bought for 40 € instead of 45: the 5 € and its share of the fee come back at once.
  const trackNumber = newTrackNumber("1ZBFM");
  const staff = await PurchaseDesk.login(request);
  await staff.record(id, {
    orderNumber: "FR-2026-1182",
    paidTotal: "45",
    trackNumber,
    bought: { "Veste en laine": 40 },
  });
  await page.goto("/ar/transactions");
  await expect(page.getByTestId("transaction-refund").first()).toContainText("5.00", LOADED);

  // The parcel arrives: the desk's scan matches the pre-alert made from the purchase.
  await page.goto(`/ar/purchases/${id}`);
  await expect(state).toHaveText("شحنه المتجر", LOADED);
  const intake = new IntakeScreen(desk);
  await intake.goto("parcel");
  await intake.scan(trackNumber);
  await expect(desk.getByTestId("pre-alert-match")).toContainText("Pre-alert matched", LOADED);
  await intake.weight.fill("1.1");
  await intake.length.fill("40");
  await intake.width.fill("30");
  await intake.height.fill("8");
  await intake.attachPhoto();
  await intake.save.click();
  await expect(intake.notice).toContainText("Created Successfully", LOADED);

  // The customer's page hears of it live.
  await expect(state).toHaveText("وصل", LOADED);
  expect(await overflowsSideways(page)).toBe(false);
  await desk.context().close();
});
