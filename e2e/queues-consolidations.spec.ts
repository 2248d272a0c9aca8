import { expect, test } from "./fixtures";
import { signInAs } from "./pages/admin";
import { LockerPage, logIn, payOnLocalCheckout } from "./pages/customer";
import { DEMO_CUSTOMER } from "./pages/payments";
import { ShippingRequestsScreen, ShippingScreen } from "./pages/queues-shipping";
import {
  BOX_PHOTO,
  ConsolidationsScreen,
  consolidationRequest,
  NOT_AN_IMAGE,
  uniqueTrack,
} from "./pages/queues-consolidations";

/**
 * Consolidations, in the browser build: the demo customer's parcels are
 * received and she asks for them to be packed together; staff find the request,
 * pack it, and manage it from there.
 */

test.describe("consolidations", () => {
  test("staff find a request, accept it with measures and a photo, and the packed parcel ships", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const scene = await consolidationRequest(request, "ACC");
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("admin");

    await screen.find(scene.tracks[0]!);
    const row = screen.row(scene.codes[0]!);
    await expect(row).toContainText(scene.codes[1]!);
    await expect(row).toContainText("Waiting to be packed");
    await expect(row.getByRole("link", { name: scene.codes[1]! })).toHaveAttribute(
      "href",
      `/admin/manage-packages?packageId=${scene.codes[1]!}`,
    );

    await screen.rowButton(scene.codes[0]!, "Show").click();
    await expect(screen.details).toContainText("Remove bills: Yes");
    await expect(screen.details).toContainText("Pack ACC in one box");
    await expect(screen.parcelSection(scene.codes[0]!)).toContainText(scene.tracks[0]!);
    await expect(screen.parcelSection(scene.codes[1]!).getByRole("button", { name: /^Photo 1$/ })).toBeVisible();
    await screen.dialogButton(screen.details, "Accept").click();

    await expect(screen.accept).toBeVisible();
    // What the customer asked is read where the box is packed.
    await expect(screen.customerAsks).toContainText("Remove the bills");
    await expect(screen.customerAsks).not.toContainText("shoe boxes");
    await expect(screen.customerAsks).toContainText("Pack ACC in one box");
    await screen.fillMeasures({ weight: "2.4", length: "40", width: "30", height: "20", fees: "3.5" });
    const boxTrack = `${scene.tracks[0]!}-BOX`;
    await screen.measure("Track number (optional)").fill(boxTrack.toLowerCase());
    await screen.addPhoto(BOX_PHOTO);
    await expect(screen.photos).toHaveCount(1);
    await screen.dialogButton(screen.accept, "Accept").click();
    await screen.expectToast("Assembled Successfully");
    await expect(screen.accept).toHaveCount(0);
    await expect(screen.details).toHaveCount(0);
    await expect(screen.row(scene.codes[0]!)).toHaveCount(0);

    // The Accepted tab is manage-assemble, with the search kept.
    await screen.tab("Accepted").click();
    await expect(page).toHaveURL(/\/admin\/manage-assemble\?q=/);
    await expect(screen.row(scene.codes[0]!)).toContainText("Packed as");
    const packed = await screen.packedCode(scene.codes[0]!);
    await screen.rowButton(scene.codes[0]!, "Show").click();
    await expect(screen.consolidated).toContainText(packed);
    await expect(screen.consolidated).toContainText("2.4 kg");
    await expect(screen.consolidated).toContainText(boxTrack);
    await expect(screen.consolidated.getByRole("button", { name: /^Photo 1$/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(screen.details).toHaveCount(0);

    // The customer asks to ship it; staff approve it and, once she paid, ship it.
    await scene.customer.askShipping(packed);
    await expect(screen.row(scene.codes[0]!)).toContainText("Packed · shipping asked");
    await expect(screen.rowButton(scene.codes[0]!, "Revert")).toBeDisabled();

    const requests = new ShippingRequestsScreen(page);
    await requests.goto();
    await requests.find(boxTrack);
    await requests.rowButton(boxTrack, "Details").click();
    await requests.dialogButton(requests.details(packed), "Approve").click();
    const approve = requests.approveDialog(packed);
    await requests.keepMethods(approve, 1);
    await requests.send(approve).click();
    await requests.expectToast("Request was approved Successfully");

    await page.goto(new URL(await scene.customer.cardPayment(packed)).pathname);
    await payOnLocalCheckout(page);
    await page.waitForURL(/payment=success/);

    const shipping = new ShippingScreen(page);
    await shipping.goto();
    await shipping.find(boxTrack);
    await shipping.rowButton(boxTrack, "Ship").click();
    const ship = shipping.shipDialog(packed);
    await shipping.typeTrackingInstead(ship);
    await shipping.fillShipment(ship, { tracking: `${boxTrack}-OUT`, link: "https://tracking.example/box" });
    await shipping.ship(ship).click();
    await shipping.expectToast("Package shipped successfully");

    // The customer finds it among her shipped parcels.
    const customerContext = await browser.newContext();
    try {
      const customerPage = await customerContext.newPage();
      await logIn(customerPage, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const locker = new LockerPage(customerPage);
      await locker.goto("shipped");
      await expect(locker.parcel(packed)).toBeVisible();
    } finally {
      await customerContext.close();
    }

    await screen.open("/manage-assemble");
    await screen.find(scene.tracks[1]!);
    await expect(screen.row(scene.codes[1]!)).toContainText("Packed · shipping approved");
  });

  test("an admin removes a parcel from a group of three", async ({ page, request }) => {
    const scene = await consolidationRequest(request, "RMV", 3);
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("admin");
    await screen.find(scene.tracks[2]!);
    await screen.row(scene.codes[0]!).click();

    await screen.parcelSection(scene.codes[2]!).getByRole("button", { name: "Remove from request" }).click();
    const confirm = screen.confirm(`Remove ${scene.codes[2]!} from this request?`);
    await screen.dialogButton(confirm, "Remove the parcel").click();
    await screen.expectToast("Package removed successfully");
    await expect(screen.parcelSection(scene.codes[2]!)).toHaveCount(0);
    await expect(screen.parcelSection(scene.codes[0]!)).toBeVisible();
    // Two are left: none can be taken out any more.
    await expect(screen.details.getByRole("button", { name: "Remove from request" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    // The removed parcel no longer finds the request; the others do.
    await screen.find(scene.tracks[2]!);
    await expect(screen.row(scene.codes[0]!)).toHaveCount(0);
    await screen.find(scene.tracks[0]!);
    await expect(screen.row(scene.codes[0]!)).not.toContainText(scene.codes[2]!);
  });

  test("an admin cancels an open request", async ({ page, request }) => {
    const scene = await consolidationRequest(request, "CNC");
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("admin");
    await screen.find(scene.tracks[0]!);
    await screen.rowButton(scene.codes[0]!, "Cancel request").click();
    const confirm = screen.confirm("Cancel this consolidation request?");
    await expect(confirm).toContainText("go back to");
    await screen.dialogButton(confirm, "Cancel the request").click();
    await screen.expectToast("Request was canceled Successfully");
    await expect(screen.row(scene.codes[0]!)).toHaveCount(0);
  });

  test("an admin reverts an accepted request, then deletes it once packed again", async ({ page, request }) => {
    const scene = await consolidationRequest(request, "RVT");
    await scene.staff.acceptAssembly(scene.requestId);
    await signInAs(page, "admin");
    const screen = new ConsolidationsScreen(page);
    await screen.open("/manage-assemble");
    await expect(screen.tab("Accepted")).toHaveAttribute("aria-selected", "true");
    await screen.find(scene.tracks[0]!);
    // An accepted request cannot be cancelled, only reverted or deleted.
    await expect(screen.rowButton(scene.codes[0]!, "Cancel request")).toHaveCount(0);
    await screen.rowButton(scene.codes[0]!, "Revert").click();
    await screen.dialogButton(screen.confirm("Revert this consolidation?"), "Revert").click();
    await screen.expectToast("Request was reverted Successfully");
    await expect(screen.row(scene.codes[0]!)).toHaveCount(0);

    await screen.tab("Open").click();
    await expect(screen.row(scene.codes[0]!)).toContainText("Waiting to be packed");
    await expect(screen.rowButton(scene.codes[0]!, "Delete")).toHaveCount(0);

    await scene.staff.acceptAssembly(scene.requestId);
    await screen.tab("Accepted").click();
    await screen.rowButton(scene.codes[0]!, "Delete").click();
    await screen.dialogButton(screen.confirm("Delete this consolidation request?"), "Delete").click();
    await screen.expectToast("Deleted Successfully");
    await expect(screen.row(scene.codes[0]!)).toHaveCount(0);
  });

  test("bad input in the accept dialog shows what is wrong and changes nothing", async ({ page, request }) => {
    const scene = await consolidationRequest(request, "BAD");
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("admin");
    await screen.find(scene.tracks[0]!);
    await screen.rowButton(scene.codes[0]!, "Accept").click();
    const accept = screen.accept;

    // Empty: each required figure says so (fees start at 0).
    await screen.measure("Fees ($)").fill("");
    await screen.dialogButton(accept, "Accept").click();
    await expect(screen.dialogAlert(accept)).toHaveText("Some fields need attention.");
    await expect(screen.acceptMessage("Required")).toHaveCount(5);

    // Negative, huge, not a number, a track number of 500 characters.
    await screen.fillMeasures({ weight: "-2", length: "40", width: "abc", height: "99999", fees: "-1" });
    await screen.measure("Track number (optional)").fill("X".repeat(500));
    await accept.press("Control+Enter");
    await expect(screen.acceptMessage("Must be more than 0")).toBeVisible();
    await expect(screen.acceptMessage("Enter a number")).toBeVisible();
    await expect(screen.acceptMessage("Must be 0 or more")).toBeVisible();
    // A measure's message names its bound; the track number's says it is too large.
    await expect(screen.acceptMessage("Must be 274\u00a0cm or less")).toBeVisible();
    await expect(screen.acceptMessage("Too large")).toHaveCount(1);
    await screen.fillMeasures({ weight: "5000", length: "40", width: "30", height: "20", fees: "0" });
    await screen.measure("Track number (optional)").fill("");
    await screen.dialogButton(accept, "Accept").click();
    await expect(screen.acceptMessage("At most 1,000 kg: type the weight in kilograms, not grams")).toHaveCount(1);

    // No photo: the customer would see "No photo yet".
    await screen.fillMeasures({ weight: "2", length: "40", width: "30", height: "20" });
    await screen.dialogButton(accept, "Accept").click();
    await expect(screen.dialogAlert(accept)).toHaveText(
      "Add at least one photo of the packed box: the customer knows the parcel by it.",
    );

    // A file that is not an image.
    await screen.fillMeasures({ weight: "2", length: "40", width: "30", height: "20" });
    await screen.addPhoto(NOT_AN_IMAGE);
    await expect(accept.getByText("This file is not an image")).toBeVisible();
    await screen.dialogButton(accept, "Accept").click();
    await expect(screen.dialogAlert(accept)).toHaveText("Remove the files that are not images before accepting.");

    // Nothing was packed.
    await screen.close(accept).click();
    await expect(accept).toHaveCount(0);
    await page.reload();
    await expect(screen.row(scene.codes[0]!)).toContainText("Waiting to be packed");
  });

  test("two staff accept the same request at once: one wins, the other is told who and keeps their work", async ({
    page,
    browser,
    request,
  }) => {
    // Two sign-ins, and two photos compressed in the browser.
    test.setTimeout(90_000);
    const scene = await consolidationRequest(request, "RACE");
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      const screens = [new ConsolidationsScreen(page), new ConsolidationsScreen(second)];
      await signInAs(page, "admin");
      await signInAs(second, "intake");
      for (const screen of screens) {
        await screen.open();
        await screen.find(scene.tracks[0]!);
        await screen.rowButton(scene.codes[0]!, "Accept").click();
        await screen.fillMeasures({ weight: "3", length: "40", width: "30", height: "20" });
        await screen.measure("Track number (optional)").fill(`${scene.tracks[0]!}-LATE`);
        await screen.addPhoto(BOX_PHOTO);
        await expect(screen.photos).toHaveCount(1);
      }
      const [first, late] = screens as [ConsolidationsScreen, ConsolidationsScreen];
      await first.dialogButton(first.accept, "Accept").click();
      await first.expectToast("Assembled Successfully");

      await late.dialogButton(late.accept, "Accept").click();
      await expect(late.dialogAlert(late.accept)).toHaveText(
        /^Claire Martin \(Admin\) accepted this request at \d\d:\d\d\. The list has been refreshed\.$/,
      );
      await expect(late.row(scene.codes[0]!)).toHaveCount(0);
      // What the loser typed and photographed stays until they close the dialog.
      await expect(late.measure("Weight (kg)")).toHaveValue("3");
      await expect(late.measure("Track number (optional)")).toHaveValue(`${scene.tracks[0]!}-LATE`);
      await expect(late.photos).toHaveCount(1);
    } finally {
      await other.close();
    }
  });

  test("intake staff accept, but cannot cancel, remove, revert or delete", async ({ page, request }) => {
    const scene = await consolidationRequest(request, "INT", 3);
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("intake");
    await screen.find(scene.tracks[0]!);
    await expect(screen.rowButton(scene.codes[0]!, "Cancel request")).toHaveCount(0);
    // Parcel codes and the customer are text here: the screens they lead to are not intake's.
    await expect(screen.row(scene.codes[0]!)).toContainText(scene.codes[1]!);
    await expect(screen.row(scene.codes[0]!).getByRole("link")).toHaveCount(0);
    await screen.rowButton(scene.codes[0]!, "Show").click();
    await expect(screen.details.getByRole("button", { name: "Remove from request" })).toHaveCount(0);
    await expect(screen.dialogButton(screen.details, "Cancel request")).toHaveCount(0);
    await screen.dialogButton(screen.details, "Accept").click();
    await screen.fillMeasures({ weight: "4", length: "50", width: "40", height: "30" });
    await screen.addPhoto(BOX_PHOTO);
    await expect(screen.photos).toHaveCount(1);
    await screen.accept.press("Control+Enter");
    await screen.expectToast("Assembled Successfully");

    await screen.tab("Accepted").click();
    await expect(screen.row(scene.codes[0]!)).toContainText("Packed as");
    await expect(screen.rowButton(scene.codes[0]!, "Revert")).toHaveCount(0);
    await expect(screen.rowButton(scene.codes[0]!, "Delete")).toHaveCount(0);
  });

  test("support sees the requests and can do nothing with them", async ({ page, request }) => {
    const scene = await consolidationRequest(request, "SUP");
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("support");
    await screen.find(scene.tracks[1]!);
    await expect(screen.row(scene.codes[0]!).getByRole("button")).toHaveText(["Show"]);
    await screen.row(scene.codes[0]!).press("Enter");
    await expect(screen.details).toBeVisible();
    await expect(screen.details.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(screen.details.getByRole("button", { name: "Cancel request" })).toHaveCount(0);
  });

  test("a search that matches nothing says so", async ({ page }) => {
    const screen = new ConsolidationsScreen(page);
    await screen.openAs("admin");
    const nothing = uniqueTrack("NONE");
    await screen.find(nothing);
    await expect(page.getByText(`Nothing matches “${nothing}”`)).toBeVisible();
  });
});
