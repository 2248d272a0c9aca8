import { expect as baseExpect, test } from "./fixtures";
import { EstimatePart, ESTIMATE_TEXTS, LandedCalculator, LandedCostApi, LandedCostScreen } from "./pages/landed-cost";
import { PaymentLocker, PaymentScene } from "./pages/web-payments-pending";

/**
 * The duty and VAT estimate: in the calculator for a declared value, in the
 * pay dialog before paying, and following an admin's edit of a country's
 * figures. Each test reads its own destination (GB, DZ, SA), so the edit
 * of one never moves the estimate another test reads.
 */

// Two workers and the server share two cores: a page's second round of calls can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test("the calculator estimates duty and VAT for a declared value, and says it is an estimate", async ({ page }) => {
  const calculator = new LandedCalculator(page);
  await calculator.goto();
  await expect(calculator.offers.first()).toBeVisible();
  await expect(calculator.estimate.section).toHaveCount(0);

  await calculator.quote("united k", "United Kingdom", "500");

  // GB: VAT 20 %, duty 4 % above 176.85 dollars of goods and shipping.
  await expect(calculator.estimate.section).toBeVisible();
  await expect(calculator.estimate.amount(ESTIMATE_TEXTS.en.duty)).not.toHaveText("$0.00");
  await expect(calculator.estimate.amount(ESTIMATE_TEXTS.en.vat(20))).toBeVisible();
  await expect(calculator.estimate.disclaimer()).toBeVisible();
  await expect(calculator.offerEstimates).toHaveCount(await calculator.offers.count());
});

test.describe("the pay dialog", () => {
  for (const { lang, viewport } of [
    { lang: "ar", viewport: { width: 390, height: 844 } },
    { lang: "en", viewport: { width: 1280, height: 800 } },
  ] as const) {
    test(`shows the chosen offer's duty and VAT before paying (${lang}, ${viewport.width} px)`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const scene = await PaymentScene.start(request);
      const parcel = await scene.approvedParcel(`LC${lang.toUpperCase()}`);
      const locker = new PaymentLocker(page, lang);
      await locker.signIn(baseURL!);
      await locker.open();

      await locker.cardButton(parcel, locker.t.pay).click();
      const dialog = locker.dialog(parcel);
      await expect(locker.offers(parcel)).toHaveCount(2);
      const estimate = new EstimatePart(dialog, ESTIMATE_TEXTS[lang]);
      // The parcel ships to Algeria: VAT 19 %.
      await expect(estimate.section).toBeVisible();
      await expect(estimate.amount(ESTIMATE_TEXTS[lang].duty)).toBeVisible();
      await expect(estimate.amount(ESTIMATE_TEXTS[lang].vat(19))).toBeVisible();
      await expect(estimate.disclaimer()).toBeVisible();
      await expect(locker.button(dialog, locker.t.submit)).toBeEnabled();
      expect(await locker.overflowsSideways()).toBe(false);
    });
  }
});

test("an admin's new VAT rate changes the customers' estimate", async ({ page, request }) => {
  const api = await LandedCostApi.login(request);
  const seeded = await api.figures("SA");
  await api.set("SA", { ...seeded, vatRate: 15 });
  try {
    const calculator = new LandedCalculator(page);
    await calculator.goto();
    await calculator.quote("saudi", "Saudi Arabia", "1000");
    const before = await calculator.estimate.amount(ESTIMATE_TEXTS.en.vat(15)).textContent();

    const screen = new LandedCostScreen(page);
    await screen.openAs("admin");
    await screen.find("saudi");
    await screen.rowButton("Saudi Arabia", "Edit").click();
    const dialog = screen.editDialog("Saudi Arabia");
    await screen.field(dialog, "VAT / GST, %").fill("25");
    await screen.dialogButton(dialog, "Save figures").click();
    await expect(dialog).toHaveCount(0);
    await expect(screen.row("Saudi Arabia")).toContainText("25 %");

    await calculator.goto();
    await calculator.quote("saudi", "Saudi Arabia", "1000");
    const after = calculator.estimate.amount(ESTIMATE_TEXTS.en.vat(25));
    await expect(after).toBeVisible();
    await expect(after).not.toHaveText(before!);
  } finally {
    await api.set("SA", seeded);
  }
});
