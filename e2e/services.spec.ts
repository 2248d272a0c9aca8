import { expect, test } from "./fixtures";
import { logIn } from "./pages/customer";
import { DEMO_CUSTOMER } from "./pages/intake";
import { ParcelServices, ServiceScene } from "./pages/services";

test("a customer asks for a device test on a phone in Arabic, sees the report, and pays its fee with the shipping", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scene = await ServiceScene.start(page);
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto("/ar/dashboard");
  const parcel = new ParcelServices(page, scene.packageId);

  // The customer asks, with a note.
  let dialog = await parcel.open();
  const deviceTest = dialog.getByTestId("service-device_test");
  await expect(deviceTest).toContainText("$10.00");
  await deviceTest.getByRole("button", { name: "اطلبها" }).click();
  await deviceTest.getByLabel("ملاحظة لفريقنا (اختيارية)").fill("افحصوا البطارية من فضلكم");
  await deviceTest.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(dialog.getByRole("status")).toContainText("أُرسل الطلب");
  await expect(dialog.getByTestId("service-request")).toContainText("مطلوبة");
  await dialog.getByRole("button", { name: "إغلاق" }).last().click();
  // While it is open, the card holds back consolidating and shipping, and says why.
  await page.reload();
  await expect(parcel.card.getByTestId("service-open")).toBeVisible();
  await expect(parcel.card.getByRole("button", { name: "شحن", exact: true })).toHaveCount(0);

  // Staff complete it with a photo and a failed item (their dialog has its own component test).
  await scene.completeWithFailedItem();
  await page.reload();
  dialog = await parcel.open();
  const result = dialog.getByTestId("service-result");
  await expect(result).toContainText("Works; the battery is weak.");
  await expect(result.getByTestId("check-failed")).toContainText("Battery");
  await expect(result.getByTestId("check-failed")).toContainText("فاشل");
  await expect(result.locator("img")).toHaveCount(1);
  await expect(dialog.getByTestId("service-request")).toContainText("تُضاف إلى دفعة الشحن");
  await dialog.getByRole("button", { name: "إغلاق" }).last().click();

  // Shipping approved: the pay dialog lists the fee as its own line.
  await scene.askAndApproveShipping();
  await page.reload();
  await parcel.card.getByRole("button", { name: "اختر الشحن وادفع" }).click();
  const fees = parcel.dialog(`الشحن والدفع للطرد ${scene.packageId}`).getByTestId("pay-service-fees");
  await expect(fees).toContainText("خدمة: اختبار عمل الجهاز");
  await expect(fees).toContainText("$10.00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
