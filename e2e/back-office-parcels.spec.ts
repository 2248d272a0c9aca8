import { test } from "./fixtures";
import {
  DEMO_ADMIN_NAME,
  expect,
  LockerView,
  logInCustomer,
  ParcelListScreen,
  ParcelScene,
} from "./pages/back-office-parcels";
import { Scene } from "./pages/queues-shipping";

// Two sign-ins (staff and customer) and a server shared by parallel tests: a minute and a half each.
test.describe.configure({ timeout: 90_000 });

test.describe("parcels in the back office (browser build)", () => {
  test("a weight typed wrong at intake is corrected, and the customer sees the new weight", async ({
    page,
    browser,
    request,
  }) => {
    const scene = await ParcelScene.start(request);
    const parcel = await scene.receive("WGT");
    const screen = ParcelListScreen.manage(page);
    await screen.openAs("admin");
    await screen.find(parcel.trackNumber);
    await expect(screen.rows).toHaveCount(1);
    await expect(screen.row(parcel.trackNumber)).toContainText(parcel.packageId);

    // Show: photos, facts and the history with who received it.
    await screen.rowButton(parcel.trackNumber, "Show").click();
    const show = screen.dialog(`Parcel ${parcel.packageId}`);
    await expect(show).toContainText("1.2");
    await expect(screen.history(show)).toContainText("Received at the warehouse");
    await page.keyboard.press("Escape");
    await expect(show).toBeHidden();

    await screen.rowButton(parcel.trackNumber, "Edit").click();
    const edit = screen.dialog(`Edit parcel ${parcel.packageId}`);
    const weight = screen.field(edit, "Weight (kg)");
    const trackNumber = screen.field(edit, "Track number");
    await expect(weight).toHaveValue("1.2");

    // Every bad input is named in the dialog and nothing is sent.
    await weight.fill("");
    await screen.submitWithKeyboard(edit);
    await expect(screen.dialogAlert(edit)).toContainText("Some fields need attention");
    await expect(screen.fieldMessage(edit, "Required")).toBeVisible();
    await weight.fill("-3");
    await expect(screen.fieldMessage(edit, "Must be more than 0")).toBeVisible();
    await weight.fill("5000");
    await expect(screen.fieldMessage(edit, "At most 1,000 kg: type the weight in kilograms, not grams")).toBeVisible();
    await trackNumber.fill("X".repeat(500));
    await expect(screen.fieldMessage(edit, "At most 64 characters.")).toBeVisible();
    await trackNumber.fill(parcel.trackNumber);
    await weight.fill("12.5");
    await screen.attachNotAnImage(edit);
    await screen.submitWithKeyboard(edit);
    await expect(screen.dialogAlert(edit)).toContainText(/not an image/);
    expect((await scene.parcel(parcel.packageId)).weight).toBe(1.2);

    // Without the bad file, it saves.
    await screen.removeNewPhoto(edit).click();
    await screen.submitWithKeyboard(edit);
    await screen.expectToast("Updated Successfully");
    await expect(edit).toBeHidden();
    expect((await scene.parcel(parcel.packageId)).weight).toBe(12.5);

    // The customer's locker shows the corrected weight.
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await logInCustomer(customerPage);
    const locker = new LockerView(customerPage);
    await locker.search("en", parcel.packageId);
    await expect(locker.parcel(parcel.packageId)).toContainText("12.5");
    await customer.close();
  });

  test("deleting asks for a reason and says what is lost; the deleted list shows who and why", async ({
    page,
    request,
  }) => {
    const scene = await ParcelScene.start(request);
    const parcel = await scene.receive("DEL");
    const raced = await scene.receive("DLR");
    const screen = ParcelListScreen.manage(page);
    await screen.openAs("admin", `?packageId=${parcel.packageId}`);
    await expect(screen.filterTag).toContainText(parcel.packageId);
    await expect(screen.rows).toHaveCount(1);

    await screen.rowButton(parcel.trackNumber, "Delete").click();
    const dialog = screen.dialog(`Delete parcel ${parcel.packageId}`);
    await expect(screen.consequences(dialog)).toContainText("leaves the customer's locker");
    await screen.submitWithKeyboard(dialog);
    await expect(screen.dialogAlert(dialog)).toContainText("Please enter a reason for deleting");
    await screen.field(dialog, "Reason for deleting").fill("Received twice by mistake");
    await screen.dialogButton(dialog, "Delete the parcel").click();
    await screen.expectToast("Deleted Successfully");
    await expect(screen.rows).toHaveCount(0);

    const deleted = ParcelListScreen.deleted(page);
    await deleted.goto(`?packageId=${parcel.trackNumber}&deleted=1`);
    await expect(deleted.rows).toHaveCount(1);
    await expect(deleted.row(parcel.trackNumber)).toContainText(DEMO_ADMIN_NAME);
    await deleted.rowButton(parcel.trackNumber, "Show").click();
    const show = deleted.dialog(`Parcel ${parcel.packageId}`);
    await expect(show).toContainText("Received twice by mistake");
    await expect(deleted.history(show)).toContainText("Deleted");
    await page.keyboard.press("Escape");

    // Two desks at once: the other one deleted it first.
    await screen.goto();
    await screen.find(raced.trackNumber);
    await screen.rowButton(raced.trackNumber, "Delete").click();
    const second = screen.dialog(`Delete parcel ${raced.packageId}`);
    await screen.field(second, "Reason for deleting").fill("Damaged");
    await scene.deleteElsewhere(raced);
    await screen.submitWithKeyboard(second);
    await expect(screen.dialogAlert(second)).toContainText("Someone else has already handled this request.");
    await expect(screen.rows).toHaveCount(0);
  });

  test("support views parcels but cannot edit or delete them", async ({ page, request }) => {
    const scene = await ParcelScene.start(request);
    const parcel = await scene.receive("SUP");
    const screen = ParcelListScreen.manage(page);
    await screen.openAs("support");
    await screen.find(parcel.trackNumber);
    await expect(screen.rowButton(parcel.trackNumber, "Show")).toBeVisible();
    await expect(screen.rowButton(parcel.trackNumber, "Edit")).toHaveCount(0);
    await expect(screen.rowButton(parcel.trackNumber, "Delete")).toHaveCount(0);
    // Arrows and Enter open the row.
    await screen.rows.first().focus();
    await page.keyboard.press("Enter");
    await expect(screen.dialog(`Parcel ${parcel.packageId}`)).toBeVisible();
  });

  test("the expired list opens with its columns, empty or not", async ({ page }) => {
    const screen = ParcelListScreen.expired(page);
    await screen.openAs("admin");
    await expect(screen.columnHeader("Free storage ended")).toBeVisible();
  });

  test("an admin corrects a shipped parcel's tracking; a bad link is refused", async ({ page, request }) => {
    const scene = await Scene.start(request);
    const paid = await scene.paidParcel(page);
    await scene.staff.ship(paid.packageId);
    const screen = ParcelListScreen.shipped(page);
    await screen.openAs("admin");
    await screen.find(paid.trackNumber);
    await expect(screen.row(paid.trackNumber)).toContainText("CARRIER123");
    await screen.rowButton(paid.trackNumber, "Edit").click();
    const dialog = screen.dialog(`Tracking of ${paid.packageId}`);
    await screen.field(dialog, "Tracking link").fill("javascript:alert(1)");
    await screen.field(dialog, "Carrier track number").fill("");
    await screen.submitWithKeyboard(dialog);
    await expect(screen.fieldMessage(dialog, "Required")).toBeVisible();
    await expect(screen.fieldMessage(dialog, "Enter a web address")).toBeVisible();
    await screen.field(dialog, "Carrier track number").fill("NEWTRACK42");
    await screen.field(dialog, "Tracking link").fill("https://tracking.example/NEWTRACK42");
    await screen.submitWithKeyboard(dialog);
    await screen.expectToast("Updated Successfully");
    await expect(screen.row(paid.trackNumber)).toContainText("NEWTRACK42");
  });
});

test.describe("alerts", () => {
  test("staff alert a parcel's owner, who sees it live in French; cleared, it goes; then deleted", async ({
    page,
    browser,
    request,
  }) => {
    const scene = await ParcelScene.start(request);
    const parcel = await scene.receive("ALR");
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await logInCustomer(customerPage);
    const locker = new LockerView(customerPage);
    await locker.dashboard("fr");

    const screen = ParcelListScreen.alerts(page);
    await screen.openAs("admin");
    await screen.newAlert.click();
    const form = screen.alertForm();
    // Nothing typed: each missing field is named, nothing is created.
    await screen.submitWithKeyboard(form.dialog);
    await expect(screen.dialogAlert(form.dialog)).toContainText("Some fields need attention");
    await expect(screen.fieldMessage(form.dialog, "Required")).toHaveCount(4);
    await form.packageId.fill(parcel.packageId);
    await form.text("Arabic").fill("يرجى الاتصال بنا بخصوص طردك");
    await form.text("English").fill("Please contact us about your parcel");
    await form.text("French").fill("x".repeat(501));
    await expect(screen.fieldMessage(form.dialog, "Too large")).toBeVisible();
    await form.text("French").fill(`Merci de nous contacter au sujet de votre colis ${parcel.packageId}`);
    await form.send.click();
    await screen.expectToast("Created Successfully");

    // Live, in the customer's language.
    await expect(locker.banner).toContainText(`Merci de nous contacter au sujet de votre colis ${parcel.packageId}`);

    await screen.find(parcel.packageId);
    await expect(screen.rows).toHaveCount(1);
    await expect(screen.rowButton("Please contact us", "Delete")).toHaveCount(0);
    await screen.rowButton("Please contact us", "Clear").click();
    const clear = screen.dialog(/^Clear alert/);
    await screen.dialogButton(clear, "Clear the alert").click();
    await screen.expectToast("Alert was canceled Successfully");
    await expect(locker.banner.filter({ hasText: parcel.packageId })).toHaveCount(0);

    await screen.tab("Cleared").click();
    await screen.find(parcel.packageId);
    await screen.rowButton("Please contact us", "Delete").click();
    const remove = screen.dialog(/^Delete alert/);
    await expect(remove).toContainText("removed for good");
    await screen.submitWithKeyboard(remove);
    await screen.expectToast("Deleted Successfully");
    await expect(screen.rows).toHaveCount(0);
    await customer.close();
  });
});
