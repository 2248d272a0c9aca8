import { expect, test } from "./fixtures";
import { CustomerApi, LocalCheckoutPage } from "./pages/payments";

test.describe("card payment through the local checkout", () => {
  test("pays the demo customer's approved parcel and returns to the dashboard", async ({ page, request }) => {
    // A session of its own, apart from the page's cookies: a page drawn for a cookie that the
    // browser holds no token for signs that session out (web/src/main.tsx), as it should.
    const api = await CustomerApi.signIn(request);
    const parcel = await api.payableParcel();
    const checkoutUrl = await api.createCardPayment(parcel, "en");
    expect(checkoutUrl).toMatch(/\/pay\/local\/cs_local_/);

    const checkout = new LocalCheckoutPage(page);
    await checkout.open(checkoutUrl);
    await expect(checkout.heading).toHaveText("Card payment");
    await expect(page.getByText(parcel.packageId, { exact: true })).toBeVisible();
    await expect(checkout.amount(`$${parcel.methods[0]!.price.toFixed(2)}`)).toBeVisible();

    await checkout.pay.click();
    await page.waitForURL(/\/en\/dashboard\?payment=success$/);
    expect(await api.awaitingShippingCodes()).toContain(parcel.packageId);
  });
});
