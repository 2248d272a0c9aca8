import { expect, test } from "./fixtures";
import { ADMIN_BASE, keepStaffSession } from "./pages/admin";
import { logIn } from "./pages/customer";
import { DEMO_CUSTOMER } from "./pages/intake";
import {
  demoLockerParcel,
  ENDED,
  ENDED_DAYS,
  ENDING_SOON,
  LockerCards,
  StorageEndingScreen,
  StorageFeeApi,
  StorageFeeScreen,
} from "./pages/storage";

// The fee form changes what the pay dialog adds: these run one after the other.
test.describe.configure({ mode: "serial" });

test.describe("free storage and its fee", () => {
  test("the customer sees the countdown on a phone in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto("/ar/dashboard");
    const locker = new LockerCards(page);
    await expect(locker.storage(ENDING_SOON)).toContainText("التخزين المجاني");
    await expect(locker.storage(ENDING_SOON)).toContainText(/يتبقى 5\s+أيام/);
    await expect(locker.storage(ENDED)).toContainText(/انتهى منذ 12\s+يومًا، والرسوم حتى الآن \$6\.00/);
  });

  test("the customer sees the countdown in English, on the card and in the details", async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const locker = new LockerCards(page);
    const soon = await demoLockerParcel(page.request, ENDING_SOON);
    await expect(locker.storage(ENDING_SOON)).toHaveText(/^Free storage5\s+days left$/);
    await expect(locker.storage(ENDED)).toContainText(/Ended 12\s+days ago, fee so far \$6\.00/);

    await locker.card(ENDING_SOON).getByRole("button", { name: "Details" }).click();
    const details = locker.dialog(`Parcel ${soon.packageId}`);
    await expect(details.getByTestId("storage-details")).toContainText(`Free storage until${soon.storageEndsOn}`);
    await expect(details.getByTestId("storage-details")).toContainText(/5\s+days left/);
  });

  test("the pay dialog adds the storage fee to the carrier's price", async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const ended = await demoLockerParcel(page.request, ENDED);
    const price = ended.methods[0]!.price;
    const locker = new LockerCards(page);
    await locker.card(ENDED).getByRole("button", { name: "Choose shipping and pay" }).click();
    const summary = locker.dialog(`Shipping and payment for ${ended.packageId}`).getByTestId("pay-summary");
    await expect(summary).toContainText(`Shipping$${price.toFixed(2)}`);
    await expect(summary).toContainText(
      new RegExp(`Storage fee \\(${ENDED_DAYS}\\s+days at \\$0\\.50 a day\\)\\$6\\.00`),
    );
    await expect(summary).toContainText(`Total$${(price + 6).toFixed(2)}`);
  });

  test("staff see the parcels whose free storage ends soon", async ({ page }) => {
    await keepStaffSession(page, "support");
    await page.goto(`${ADMIN_BASE}/`);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("menuitem", { name: "Storage ending soon" })
      .click();
    const screen = new StorageEndingScreen(page);
    await expect(screen.heading).toBeVisible();
    const row = screen.row(ENDING_SOON);
    await expect(row).toContainText(DEMO_CUSTOMER.name);
    await expect(row).toContainText(/5\s*days/);
    // Ended parcels are the expired list's, not this one's.
    await expect(screen.row(ENDED)).toHaveCount(0);
  });

  test("an admin changes the daily fee, and the customer's pay dialog follows", async ({ page, request }) => {
    await keepStaffSession(page, "admin");
    const fees = new StorageFeeScreen(page);
    await fees.goto();
    await expect(fees.fee).toHaveValue("0.5");
    await fees.fee.fill("0.125");
    await fees.save.click();
    await expect(page.getByText("A fee from 0 to 100 dollars, in whole cents.")).toBeVisible();
    await fees.fee.fill("0.75");
    await fees.save.click();
    await expect(page.getByText("Storage fee saved")).toBeVisible();
    await expect(fees.history.getByRole("listitem").first()).toContainText("$0.50 → $0.75 a day");
    await expect(fees.history.getByRole("listitem").first()).toContainText("Claire Martin");

    try {
      await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const locker = new LockerCards(page);
      await expect(locker.storage(ENDED)).toContainText("fee so far $9.00");
    } finally {
      await (await StorageFeeApi.login(request)).set(0.5);
    }
  });
});
