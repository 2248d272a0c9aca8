import { expect, test, whenHydrated } from "./fixtures";
import { card, ClaimScene } from "./pages/claims";
import { Scene } from "./pages/queues-shipping";
import { signInDemoCustomer } from "./pages/web-locker-drawn";

/**
 * On a phone in Arabic: the customer insures a shipment at payment (the
 * local checkout shows the premium as its own line), the parcel ships and
 * the carrier returns it, the customer claims it lost and sees the claim's
 * state; staff approve it, and the refund shows in the transactions and on
 * the invoice.
 */
test("insure at payment, claim a returned parcel as lost, see the refund", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const scene = await Scene.start(request);
  const claims = new ClaimScene(request, scene);
  const parcel = await scene.shippingRequest();
  await scene.approveElsewhere(parcel);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ar" });
  const page = await phone.newPage();
  await signInDemoCustomer(page);
  await page.goto("/ar/dashboard");
  // The server draws the locker: its buttons act once the page has hydrated.
  await whenHydrated(page);
  await card(page, parcel.packageId).getByRole("button", { name: "اختر الشحن وادفع" }).click();
  const pay = page.getByRole("dialog");
  const insure = pay.getByTestId("insure");
  await expect(insure).toContainText("أمّن هذه الشحنة");
  await expect(insure.getByRole("checkbox")).not.toBeChecked();
  await insure.getByRole("checkbox").check();
  await pay.getByRole("button", { name: "ادفع", exact: true }).click();

  await expect(page).toHaveURL(/\/pay\/local\//);
  await expect(page.getByText(/التأمين \(تغطية حتى/)).toBeVisible();
  await page.getByTestId("local-pay").click();
  await page.waitForURL(/\/ar\/dashboard\?payment=success/);

  const trackNumber = await claims.ship(parcel.packageId);
  await claims.returnToSender(trackNumber, parcel.packageId);

  await page.goto("/ar/shipped");
  await card(page, parcel.packageId).getByRole("button", { name: "مطالبة" }).click();
  const form = page.getByRole("dialog");
  await expect(form.getByTestId("claim-cover")).toContainText("هذا الطرد مؤمَّن");
  await form.getByLabel("فُقد الطرد").check();
  await form.getByLabel("أخبرنا بما حدث").fill("أعادت شركة الشحن الطرد إلى المرسل.");
  await form.getByRole("button", { name: "أرسل المطالبة" }).click();
  await expect(form.getByTestId("claim-state")).toContainText("قيد المراجعة");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await claims.approve(parcel.packageId, 10);
  await page.goto("/ar/transactions");
  await expect(page.getByTestId("transaction-refund").first()).toContainText("أُعيد المبلغ إلى بطاقتك");
  expect(await claims.invoiceText(parcel.packageId)).toContain("10.00");
  await phone.close();
});
