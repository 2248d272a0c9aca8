import { expect, test } from "./fixtures";

/** Taking a parcel in uploads its photo and saves it: seconds on a busy machine. */
const TAKEN = { timeout: 15_000 };
import { signInAs } from "./pages/admin";
import {
  DemoParcel,
  ImageRequestsScreen,
  NOT_AN_IMAGE,
  PARCEL_PHOTO,
  secondDesk,
  SplitsScreen,
} from "./pages/queues-splits-images";

test.use({ viewport: { width: 1366, height: 768 } });

test.describe("disassemble requests (requests/disassemble)", () => {
  test("an admin takes in two new parcels, refusing bad input, and completes the split", async ({ page }) => {
    test.setTimeout(90_000);
    const parcel = await DemoParcel.receive(page.request, "SPLT");
    await parcel.askSplit("Two pairs inside: split them please.");
    const track = parcel.trackNumber;

    const splits = new SplitsScreen(page);
    await splits.openAs("admin");
    await splits.find(track);
    await expect(splits.row(parcel.packageId)).toHaveCount(1);

    // Show: the customer's note, the flags and the original parcel.
    await splits.rowButton(parcel.packageId, "Show").click();
    const show = splits.showDialog(parcel.packageId);
    await expect(show.getByText("Two pairs inside: split them please.")).toBeVisible();
    await expect(show.getByText("Remove bills: Yes")).toBeVisible();
    await expect(show.getByText(track, { exact: true })).toBeVisible();
    await expect(show.getByText("None taken in yet.")).toBeVisible();
    await show.getByRole("button", { name: "Accept and receive" }).click();

    const receive = splits.receive(parcel.packageId);
    await expect(receive.nextParcel(`${track}-1`)).toBeVisible();

    // Bad input: nothing is taken in.
    await receive.takeIn(`${track}-1`).click();
    await expect(receive.error).toContainText("Check the fields marked in red.");
    await expect(receive.fieldMessage("Required")).toHaveCount(4);
    await receive.measure("-1");
    await receive.takeIn(`${track}-1`).click();
    await expect(receive.fieldMessage("Must be more than 0")).toBeVisible();
    await receive.measure("99999");
    await receive.takeIn(`${track}-1`).click();
    await expect(receive.fieldMessage("At most 1,000 kg: type the weight in kilograms, not grams")).toBeVisible();
    await receive.measure("0.7");
    await receive.photoFiles.setInputFiles(NOT_AN_IMAGE);
    await expect(receive.failedPhoto).toBeVisible();
    await receive.takeIn(`${track}-1`).click();
    await expect(receive.error).toContainText("One of the files is not an image");
    await expect(receive.takenIn).toHaveText("Taken in (0)");
    await receive.removePhoto(1).click();

    // The first new parcel, with the keyboard: Ctrl+Enter takes it in.
    await receive.attachPhoto();
    await receive.weight.press("Control+Enter");
    await splits.expectToast(new RegExp(`^${track}-1 taken in as `));
    await expect(receive.taken(`${track}-1`)).toBeVisible(TAKEN);
    await expect(receive.nextParcel(`${track}-2`)).toBeVisible();
    await expect(receive.weight).toHaveValue("");

    await receive.measure("0.45", "25", "18", "9");
    await receive.attachPhoto();
    await receive.takeIn(`${track}-2`).click();
    await expect(receive.taken(`${track}-2`)).toBeVisible(TAKEN);
    await expect(receive.takenIn).toHaveText("Taken in (2)");

    await receive.complete.click();
    await splits.expectToast("Request was disassembled Successfully");
    await expect(receive.root).toBeHidden();
    await expect(splits.row(parcel.packageId)).toHaveCount(0);

    await splits.tab("Approved").click();
    await expect(splits.row(parcel.packageId)).toHaveCount(1);

    // The customer's locker: the two new parcels, with their photo, and nothing from the refused tries.
    const family = await parcel.family();
    const children = family.filter((p) => p.trackNumber !== track).map((p) => [p.trackNumber, p.images.length]);
    expect(children.sort()).toEqual([
      [`${track}-1`, 1],
      [`${track}-2`, 1],
    ]);
  });

  test("an interrupted intake resumes at the next number, and two desks completing at once: one wins", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const parcel = await DemoParcel.receive(page.request, "SPLR");
    await parcel.askSplit();
    const track = parcel.trackNumber;

    const splits = new SplitsScreen(page);
    await splits.openAs("admin");
    await splits.find(track);
    await splits.rowButton(parcel.packageId, "Accept and receive").click();
    let receive = splits.receive(parcel.packageId);
    await receive.measure("1.1");
    await receive.attachPhoto();
    await receive.takeIn(`${track}-1`).click();
    await expect(receive.taken(`${track}-1`)).toBeVisible(TAKEN);
    // The desk stops here (Esc closes the dialog) and comes back later.
    await page.keyboard.press("Escape");
    await expect(receive.root).toBeHidden();
    await expect(splits.rowButton(parcel.packageId, "Cancel")).toHaveCount(0);

    const other = new SplitsScreen(await secondDesk(browser));
    await other.goto();
    await other.find(track);
    await other.rowButton(parcel.packageId, "Accept and receive").click();
    const late = other.receive(parcel.packageId);
    await expect(late.nextParcel(`${track}-2`)).toBeVisible();
    await expect(late.taken(`${track}-1`)).toBeVisible();

    await splits.rowButton(parcel.packageId, "Accept and receive").click();
    receive = splits.receive(parcel.packageId);
    await expect(receive.nextParcel(`${track}-2`)).toBeVisible();
    await receive.complete.click();
    await splits.expectToast("Request was disassembled Successfully");

    // The other desk acts too: it is told someone else was first (at once by the live update, or on its click).
    if (await late.complete.isEnabled()) await late.complete.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(other.alreadyHandled(late.root)).toBeVisible();
    await other.page.context().close();

    const children = (await parcel.family()).filter((p) => p.trackNumber !== track);
    expect(children.map((p) => p.trackNumber)).toEqual([`${track}-1`]);
  });

  test("an admin cancels a split; the parcel stays in the locker", async ({ page }) => {
    const parcel = await DemoParcel.receive(page.request, "SPLC");
    await parcel.askSplit();

    const splits = new SplitsScreen(page);
    await splits.openAs("admin");
    await splits.find(parcel.trackNumber);
    await splits.rowButton(parcel.packageId, "Cancel").click();
    const cancel = splits.cancelDialog(parcel.packageId);
    await cancel.getByRole("button", { name: /^Cancel the request/ }).click();
    await splits.expectToast("Request was canceled Successfully");
    await expect(splits.row(parcel.packageId)).toHaveCount(0);

    const [kept] = await parcel.family();
    expect(kept).toMatchObject({ packageId: parcel.packageId, state: "in_locker" });
  });
});

test.describe("photo requests (requests/images)", () => {
  test("an admin uploads two photos with a progress bar; the customer sees them", async ({ page }) => {
    const parcel = await DemoParcel.receive(page.request, "PHOT");
    await parcel.askPhotos();

    const images = new ImageRequestsScreen(page);
    await images.openAs("admin");
    await images.find(parcel.trackNumber);
    await expect(images.status(parcel.trackNumber)).toHaveText("Pending");
    await images.rowButton(parcel.trackNumber, "Upload photos").click();
    const upload = images.upload(parcel.packageId);

    // Bad input: no photo, then a file that is not an image.
    await upload.submit(0).click();
    await expect(upload.error).toHaveText("Add at least one photo.");
    await upload.photoFiles.setInputFiles(NOT_AN_IMAGE);
    await expect(upload.failedPhoto).toBeVisible();
    await upload.submit(0).click();
    await expect(upload.error).toContainText("One of the files is not an image");
    await upload.removePhoto(1).click();

    await upload.photoFiles.setInputFiles([PARCEL_PHOTO, PARCEL_PHOTO]);
    await expect(upload.thumbnails).toHaveCount(2);
    await images.throttleUploads(4_000);
    await upload.submit(2).click();
    await expect(upload.progress).toBeVisible();
    await images.expectToast("Uploaded Successfully");
    await expect(upload.root).toBeHidden();
    await expect(images.row(parcel.trackNumber)).toHaveCount(0);

    await images.tab("Done").click();
    await expect(images.status(parcel.trackNumber)).toHaveText("Done");

    const [photographed] = (await parcel.family()).filter((p) => p.trackNumber === parcel.trackNumber);
    expect(photographed!.images).toHaveLength(3);
  });

  test("two admins mark the same request complete at once: one wins, the other is told", async ({ page, browser }) => {
    const parcel = await DemoParcel.receive(page.request, "PHOC");
    await parcel.askPhotos();

    await signInAs(page, "admin");
    const first = new ImageRequestsScreen(page);
    const second = new ImageRequestsScreen(await secondDesk(browser));
    for (const screen of [first, second]) {
      await screen.goto();
      await screen.find(parcel.trackNumber);
      await screen.rowButton(parcel.trackNumber, "Mark complete").click();
    }
    await first
      .completeDialog(parcel.packageId)
      .getByRole("button", { name: /^Mark complete/ })
      .click();
    await first.expectToast("Updated Successfully");

    const late = second.completeDialog(parcel.packageId);
    await late.getByRole("button", { name: /^Mark complete/ }).click();
    await expect(second.alreadyHandled(late)).toHaveText(
      /^Claire Martin \(Admin\) completed this request at \d\d:\d\d\.$/,
    );
    await expect(second.row(parcel.trackNumber)).toHaveCount(0);
    await second.page.context().close();
  });
});

test("support sees both lists and their details, with no action to take", async ({ page }) => {
  const split = await DemoParcel.receive(page.request, "SUPS");
  await split.askSplit();
  const photos = await DemoParcel.receive(page.request, "SUPP");
  await photos.askPhotos();

  const splits = new SplitsScreen(page);
  await splits.openAs("support");
  await splits.find(split.trackNumber);
  await expect(splits.row(split.packageId)).toHaveCount(1);
  await expect(splits.actionButtons()).toHaveCount(0);
  await splits.openWithKeyboard(split.packageId);
  const show = splits.showDialog(split.packageId);
  await expect(show).toBeVisible();
  await expect(show.getByRole("button", { name: "Accept and receive" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();

  const images = new ImageRequestsScreen(page);
  await images.goto();
  await images.find(photos.trackNumber);
  await expect(images.row(photos.trackNumber)).toHaveCount(1);
  await expect(images.actionButtons()).toHaveCount(0);
  await images.rowButton(photos.trackNumber, "Show").click();
  await expect(images.showDialog(photos.packageId)).toBeVisible();
});
