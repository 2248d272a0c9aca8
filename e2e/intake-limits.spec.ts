import { expect, test } from "./fixtures";
import { AdminShell, adminUrl, keepStaffSession } from "./pages/admin";
import { newTrackNumber } from "./pages/api";
import { arabicCustomer, customerLocker, DEMO_CUSTOMER, forbiddenNotice, IntakeScreen } from "./pages/intake";

/**
 * The intake desk's limits and manners: what no parcel measures is refused,
 * what is merely rare (a parcel heavier than carriers' usual bands) is confirmed, every parcel has a photo, names of either
 * direction read right, a refused screen says so, and the desk keeps its
 * warehouse.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test.describe("intake limits", () => {
  test.beforeEach(async ({ page }) => {
    // Each test signs in, fills a whole parcel and saves it, often twice: slow on a busy machine.
    test.slow();
    await IntakeScreen.stubPrinting(page);
    await keepStaffSession(page, "intake");
  });

  test("refuses an impossible parcel with a message per field, and saves nothing", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("parcel");
    const trackNumber = newTrackNumber("LIMIT");

    await intake.fillParcel("X".repeat(500), { weight: "1001", length: "9999", width: "20", height: "-3" });
    await intake.line("quantity").fill("0");
    await intake.save.click();

    await expect(intake.fieldMessage("Track number")).toHaveText("At most 64 characters");
    await expect(intake.fieldMessage("Weight (kg)")).toHaveText(
      "At most 1000 kg: type the weight in kilograms, not grams",
    );
    await expect(intake.fieldMessage("Length (cm)")).toHaveText("At most 274 cm: no carrier takes more");
    await expect(intake.fieldMessage("Height (cm)")).toHaveText("Must be more than 0");
    await expect(intake.fieldMessage("Quantity")).toHaveText("Must be 1 or more");
    await expect(intake.photoProblem).toHaveText("Add at least one photo: the customer knows the parcel by it.");

    // Within the limits but still no photo, then a file that is not one.
    await intake.trackNumber.fill(trackNumber);
    await intake.fillMeasures({ weight: "1.5", length: "30", width: "20", height: "10" });
    await intake.line("quantity").fill("2");
    await intake.save.click();
    await expect(intake.photoProblem).toBeVisible();
    await intake.attachNotAPhoto();
    await intake.save.click();
    await expect(intake.photoProblem).toHaveText("Remove the files that are not images before saving.");
    await expect(intake.sessionCount).toHaveText("0");

    // Put right, it goes through.
    await intake.removeFailedFile();
    await intake.attachPhoto();
    await expect(intake.photoProblem).toHaveCount(0);
    await intake.save.click();
    await expect(intake.notice).toContainText("Created Successfully");
    await expect(intake.sessionCount).toHaveText("1");
    const locker = (await customerLocker(page)).map((parcel) => parcel.trackNumber);
    expect(locker).toContain(trackNumber);
    expect(locker).not.toContain("X".repeat(500));
  });

  test("asks before saving a rare weight or size, and saves it once confirmed", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("parcel");
    const trackNumber = newTrackNumber("RARE");

    await intake.fillParcel(trackNumber, { weight: "42", length: "120", width: "40", height: "30" });
    await intake.attachPhoto();
    await expect(intake.fieldMessage("Weight (kg)")).toHaveText("Over 20 kg: check it");
    await expect(intake.fieldMessage("Length (cm)")).toHaveText("Over 100 cm: check it");

    await intake.save.click();
    await expect(intake.unusualDialog).toContainText("Weight 42 kg, above the usual 20 kg");
    await expect(intake.unusualDialog).toContainText("offered only the carriers whose weight bands cover it");
    await expect(intake.unusualDialog).toContainText("Length 120 cm, above the usual 100 cm");
    await intake.correctMeasures.click();
    await expect(intake.unusualDialog).toHaveCount(0);
    await expect(intake.weight).toBeFocused();
    await expect(intake.sessionCount).toHaveText("0");

    // Esc is "correct them" too.
    await intake.save.click();
    await expect(intake.unusualDialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(intake.unusualDialog).toHaveCount(0);
    await expect(intake.sessionCount).toHaveText("0");

    // Ctrl+Enter takes the main answer, as in every dialog.
    await intake.save.click();
    await expect(intake.saveAnyway).toBeVisible();
    await page.keyboard.press("Control+Enter");
    await expect(intake.notice).toContainText("Created Successfully");
    const parcel = (await customerLocker(page)).find((candidate) => candidate.trackNumber === trackNumber);
    expect(parcel).toMatchObject({ weight: 42, length: 120 });
  });

  test("wants a photo of a letter too", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("mail");

    await intake.chooseCustomer(DEMO_CUSTOMER.email, DEMO_CUSTOMER.name);
    await intake.save.click();
    await expect(intake.photoProblem).toHaveText("Add at least one photo: the customer knows the parcel by it.");
    await expect(intake.sessionCount).toHaveText("0");

    await intake.attachPhoto();
    await intake.save.click();
    await expect(intake.notice).toContainText("Created Successfully");
  });

  test("shows an Arabic name and its customer code each in its own direction", async ({ page, request }) => {
    const customer = await arabicCustomer(request);
    const intake = new IntakeScreen(page);
    await intake.goto("parcel");

    await intake.customer.pressSequentially(customer.email, { delay: 20 });
    const option = intake.customerOption(new RegExp(customer.customerCode));
    await expect(option.locator("bdi")).toHaveText([customer.name, customer.email, customer.customerCode]);
    await page.keyboard.press("Enter");

    // FSI ... PDI around each part: the code's digits stay with the code, whatever the name's direction.
    await expect(intake.customer).toHaveValue(`\u2068${customer.name}\u2069 · \u2068${customer.customerCode}\u2069`);
  });

  test("says which screen a group may not open when it turns someone away", async ({ page }) => {
    await new AdminShell(page).open("/manage-packages");

    await expect(page).toHaveURL(adminUrl("/support"));
    const notice = forbiddenNotice(page, "Manage packages", "Support");
    await expect(notice).toBeVisible();
    // Clear of who is signed in and of the way out.
    const shell = new AdminShell(page);
    expect(await AdminShell.overlap(notice, shell.identity)).toBe(false);
    expect(await AdminShell.overlap(notice, shell.signOut)).toBe(false);

    // Said once: a reload of the support page does not repeat it.
    await page.reload();
    await expect(page).toHaveURL(adminUrl("/support"));
    await expect(forbiddenNotice(page, "Manage packages", "Support")).toHaveCount(0);
  });

  test("keeps the desk's warehouse across page loads and between the two screens", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("parcel");
    await intake.chooseWarehouse("Germany, Frankfurt am Main");

    await intake.reload();
    await expect(intake.chosenWarehouse).toHaveText("Germany, Frankfurt am Main");

    await intake.goto("mail");
    await expect(intake.chosenWarehouse).toHaveText("Germany, Frankfurt am Main");

    await intake.chooseWarehouse("France, Gennevilliers");
    await intake.goto("parcel");
    await expect(intake.chosenWarehouse).toHaveText("France, Gennevilliers");
  });
});
