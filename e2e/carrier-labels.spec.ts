import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { Scene, ShippingScreen } from "./pages/queues-shipping";
import { parcelCard, signInDemoCustomer } from "./pages/web-locker-drawn";

test.describe("labels through the shipping engine (browser build, stand-in engine)", () => {
  test("the desk scans a paid parcel and buys its label by keyboard; the customer's Arabic timeline turns delivered live", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    // A paid parcel whose carrier (the demo's Aramex) is linked to the engine.
    const scene = await Scene.start(request);
    const parcel = await scene.paidParcel(page);

    // The desk scans its label: the ship dialog opens on the label, and Alt+B buys it.
    const shipping = new ShippingScreen(page);
    await shipping.openAs("admin");
    await shipping.scan(parcel.packageId);
    const ship = shipping.shipDialog(parcel.packageId);
    await expect(ship).toContainText("linked to the shipping engine");
    const saved = page.waitForEvent("download");
    await page.keyboard.press("Alt+B");

    // The browser build cannot print silently: the label is saved, a PDF, to print from it.
    const label = shipping.labelDialog(parcel.packageId);
    await expect(label.getByTestId("label-track-number")).not.toHaveText("—");
    const trackingNumber = (await label.getByTestId("label-track-number").textContent())!.trim();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`label-${parcel.packageId}-${trackingNumber}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe("%PDF-");
    await shipping.expectToast(`Label bought: ${trackingNumber}`);

    // The customer, on a phone in Arabic, opens the parcel's tracking.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await phone.newPage();
    await signInDemoCustomer(customer);
    await customer.goto("/ar/shipped");
    await parcelCard(customer, parcel.packageId).getByRole("button", { name: "تتبّع" }).click();
    const tracking = customer.getByRole("dialog").getByTestId("tracking");
    await expect(tracking).toContainText("بانتظار شركة الشحن");

    // The carrier delivers it (the stand-in's page moves the tracker and posts karrio's webhook).
    const moved = await request.post("/karrio-local/_advance", { data: { trackingNumber, status: "delivered" } });
    expect(moved.ok()).toBe(true);
    await expect(tracking.getByText("تم التسليم").first()).toBeVisible({ timeout: 15_000 });
    await phone.close();
  });
});
