import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import { newTrackNumber } from "./pages/api";
import { customerCodeOf, customerLocker, DEMO_CUSTOMER, IntakeScreen } from "./pages/intake";

test.describe("the intake desk (browser build)", () => {
  test.beforeEach(async ({ page }) => {
    // A whole parcel typed at a person's pace, photographed and saved (twice below): slow on a busy machine.
    test.slow();
    await IntakeScreen.stubPrinting(page);
    await keepStaffSession(page, "intake");
  });

  test("receives a scanned, weighed and photographed parcel into the customer's locker", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("parcel");
    const trackNumber = newTrackNumber("1ZE2E");
    const warehouse = await intake.warehouse.inputValue();

    // The scan lands in the track number whatever has focus, and the desk moves on to the customer.
    await intake.customer.click();
    const scannedAt = Date.now();
    await intake.scan(trackNumber.toLowerCase());
    await expect(intake.trackNumber).toHaveValue(trackNumber);
    await expect(intake.customer).toHaveValue("");
    await expect(intake.customer).toBeFocused();

    await intake.chooseCustomer(DEMO_CUSTOMER.email, DEMO_CUSTOMER.name);
    await expect(intake.weight).toBeFocused();
    await intake.typeLikeAPerson("1,25");
    for (const value of ["30", "20", "10"]) {
      await page.keyboard.press("Tab");
      await intake.typeLikeAPerson(value);
    }
    await intake.chooseDescription("sock", "Socks");
    await expect(intake.hsCode()).toHaveValue("611595");
    await expect(intake.line("madeIn")).toHaveValue("CN");
    await expect(intake.line("price")).toHaveValue("10");
    await intake.attachPhoto();

    const enteredAt = Date.now();
    await intake.height.press("Enter");
    await expect(intake.notice).toContainText("Created Successfully");
    const savedAt = Date.now();
    const figures = `scan to saved ${savedAt - scannedAt} ms, of which Enter to saved ${savedAt - enteredAt} ms`;
    test.info().annotations.push({ type: "timing", description: figures });
    console.log(`intake: ${figures} (typing at a person's pace, one photo)`);

    await expect(intake.sessionCount).toHaveText("1");
    await expect(intake.printedLabel).toHaveCount(1);
    expect(await intake.printDialogs()).toBe(1);
    const parcelCode = await intake.printedLabel.getAttribute("data-parcel-code");
    expect(parcelCode).toBeTruthy();
    await expect(intake.notice).toContainText(parcelCode!);

    // Ready for the next parcel, at the same warehouse.
    await expect(intake.trackNumber).toHaveValue("");
    await expect(intake.trackNumber).toBeFocused();
    await expect(intake.warehouse).toHaveValue(warehouse);
    await expect(intake.thumbnails).toHaveCount(0);

    const locker = await customerLocker(page);
    const received = locker.find((parcel) => parcel.trackNumber === trackNumber);
    expect(received).toMatchObject({ packageId: parcelCode });
    expect(received!.images).toHaveLength(1);
  });

  test("keeps every key typed at a scanner's speed, from the customer to the photo and the next scan", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const intake = new IntakeScreen(page);
    const customerCode = await customerCodeOf(page.request, DEMO_CUSTOMER.email);
    await intake.goto("parcel");
    const trackNumber = newTrackNumber("1ZFAST");
    await intake.scan(trackNumber);
    await expect(intake.customer).toBeFocused();

    // The customer by code; the suggestion seen, Enter on it and the whole parcel without a pause.
    await intake.typeAtScannerSpeed(customerCode);
    await expect(intake.customerOption(new RegExp(DEMO_CUSTOMER.name))).toBeVisible({ timeout: 15_000 });
    await intake.typeAtScannerSpeed("\n2.4\t30\t20\t10\t3\t\tWool scarves\t611710\t2\t12.5");
    await expect(intake.customer).toHaveValue(new RegExp(DEMO_CUSTOMER.name));
    await expect(intake.weight).toHaveValue("2.4");
    await expect(intake.length).toHaveValue("30");
    await expect(intake.width).toHaveValue("20");
    await expect(intake.height).toHaveValue("10");
    await expect(intake.fees).toHaveValue("3");
    await expect(intake.description()).toHaveValue("Wool scarves");
    await expect(intake.hsCode()).toHaveValue("611710");
    await expect(intake.line("quantity")).toHaveValue("2");
    await expect(intake.line("price")).toHaveValue("12.5");
    await expect(intake.trackNumber).toHaveValue(trackNumber);

    // A photo from a file with the keyboard: Save has the focus once it is in.
    await intake.pickPhotoWithShortcut();
    await expect(intake.save).toBeFocused();
    await intake.scrollToEnd();
    await expect(intake.heading).not.toBeInViewport();

    // Enter saves; the next parcel, scanned at once, waits for the cleared form at its top.
    const next = newTrackNumber("1ZNEXT");
    await page.keyboard.press("Enter");
    await intake.scan(next);
    await expect(intake.notice).toContainText("Created Successfully");
    await expect(intake.trackNumber).toHaveValue(next);
    await expect(intake.customer).toBeFocused();
    await expect(intake.heading).toBeInViewport();
    await expect(intake.sessionCount).toHaveText("1");

    const received = (await customerLocker(page)).find((parcel) => parcel.trackNumber === trackNumber);
    expect(received).toMatchObject({ weight: 2.4, length: 30 });
  });

  test("asks before receiving a track number twice", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("parcel");
    const trackNumber = newTrackNumber("LXE2E");

    const receive = async () => {
      await intake.scan(trackNumber);
      await intake.chooseCustomer(DEMO_CUSTOMER.email, DEMO_CUSTOMER.name);
      await intake.weight.fill("0.5");
      await intake.length.fill("10");
      await intake.width.fill("10");
      await intake.height.fill("10");
      await intake.chooseDescription("sock", "Socks");
      await intake.attachPhoto();
      await intake.height.press("Enter");
    };
    await receive();
    await expect(intake.notice).toContainText("Created Successfully");

    await receive();
    await expect(intake.duplicateDialog).toContainText(
      `A parcel with track number ${trackNumber} has already been received. Do you want to add it again?`,
    );
    await expect(intake.duplicateWarning).toBeVisible();
    await intake.duplicateDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(intake.trackNumber).toHaveValue(trackNumber);
    await expect(intake.sessionCount).toHaveText("1");
  });

  test("presets a letter on Add mail, and says what is missing", async ({ page }) => {
    const intake = new IntakeScreen(page);
    await intake.goto("mail");

    await expect(intake.trackNumber).toHaveValue(/^LTR-[A-Z0-9]{8}$/);
    await expect(intake.weight).toHaveValue("0.05");
    await expect(intake.length).toHaveValue("11");
    await expect(intake.width).toHaveValue("23");
    await expect(intake.height).toHaveValue("1");
    await expect(intake.line("type")).toHaveValue("Mail");
    await expect(intake.line("price")).toHaveValue("5");

    await intake.save.click();
    await expect(page.getByText("Required", { exact: true })).toBeVisible();
    await expect(intake.customer).toBeFocused();
  });
});
