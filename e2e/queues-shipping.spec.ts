import { expect, test } from "./fixtures";
import { LockerPage, logIn, payOnLocalCheckout } from "./pages/customer";
import { DEMO_CUSTOMER } from "./pages/intake";
import { newTrackNumber } from "./pages/api";
import { newRequestOnScreen, Scene, ShippingRequestsScreen, ShippingScreen } from "./pages/queues-shipping";

test.describe("shipping requests and the shipping list (browser build)", () => {
  test("approve with two priced offers, the customer pays, staff ship, the customer tracks it", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Staff find the request and read it.
    const { parcel, requests } = await newRequestOnScreen(page, request);
    await requests.find(parcel.trackNumber);
    await expect(requests.rows).toHaveCount(1);
    const row = requests.row(parcel.trackNumber);
    await expect(row).toContainText("Amina Benali");
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await requests.rowButton(parcel.trackNumber, "Details").click();
    const details = requests.details(parcel.packageId);
    await expect(details).toContainText(parcel.trackNumber);
    await expect(details).toContainText("12 Rue Didouche Mourad");
    await expect(details.getByRole("img", { name: "Photo 1" })).toBeVisible();

    // Approve with two of the rate card's offers, one repriced.
    await requests.dialogButton(details, "Approve").click();
    const approve = requests.approveDialog(parcel.packageId);
    await expect(approve).toContainText("Algeria");
    await requests.keepMethods(approve, 2);
    await expect(requests.price(approve, 1)).not.toHaveValue("0");
    await requests.price(approve, 2).fill("31.5");
    await requests.send(approve).click();
    await requests.expectToast("Request was approved Successfully");
    await expect(approve).toHaveCount(0);
    await expect(requests.rows).toHaveCount(0);

    // It waits for payment under Approved, with the offers sent.
    await requests.tab("Approved").click();
    await expect(requests.row(parcel.trackNumber)).toBeVisible();
    await expect(requests.offers(parcel.trackNumber)).toContainText("$31.50");
    await expect(requests.offers(parcel.trackNumber).locator(".bp6-tag")).toHaveCount(2);

    // The customer pays the repriced offer on the customer site.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await logIn(customerPage, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const locker = new LockerPage(customerPage);
    await locker.action(parcel.packageId, "Choose shipping and pay").click();
    const pay = locker.dialog(`Shipping and payment for ${parcel.packageId}`);
    await expect(pay.getByRole("radio")).toHaveCount(2);
    await pay.getByRole("radio", { name: /31\.50/ }).check();
    await pay.getByRole("button", { name: "Pay", exact: true }).click();
    await payOnLocalCheckout(customerPage);
    await expect(customerPage).toHaveURL(/\/en\/dashboard\?payment=success$/);

    // Staff ship it with the carrier's tracking.
    const shipping = new ShippingScreen(page);
    await shipping.goto();
    await shipping.find(parcel.trackNumber);
    const toShip = shipping.row(parcel.trackNumber);
    await expect(toShip).toContainText("$31.50");
    await expect(toShip).toContainText("Algeria");
    await shipping.rowButton(parcel.trackNumber, "Ship").click();
    const ship = shipping.shipDialog(parcel.packageId);
    // The demo's carriers buy labels through the engine (carrier-labels.spec.ts); the tracking typed in stays.
    await shipping.typeTrackingInstead(ship);
    await expect(shipping.field(ship, "Weight (kg)")).toHaveValue("1.2");
    await expect(ship).toContainText("No scale connected: type the weight.");
    const carrierTracking = newTrackNumber("CARRIER");
    const link = `https://tracking.example/${carrierTracking}`;
    await shipping.fillShipment(ship, { tracking: carrierTracking, link, weight: "1.35" });
    await shipping.ship(ship).click();
    await shipping.expectToast("Package shipped successfully");
    await expect(shipping.rows).toHaveCount(0);

    // The customer finds it shipped, with the tracking link.
    await locker.goto("shipped");
    await locker.parcel(parcel.packageId).getByRole("button", { name: "Details" }).click();
    const shipped = locker.dialog(`Parcel ${parcel.packageId}`);
    await expect(shipped.getByRole("link", { name: "Track the parcel" })).toHaveAttribute("href", link);
    await customerContext.close();
  });

  test("the approve dialog refuses no methods, a missing carrier, a negative price and a carrier twice", async ({
    page,
    request,
  }) => {
    const { parcel, requests } = await newRequestOnScreen(page, request);
    const approve = await requests.openApproval(parcel);

    await requests.removeMethod(approve, 1).click();
    await requests.send(approve).click();
    await expect(requests.dialogAlert(approve)).toHaveText("Please Add Methods");

    await requests.addMethod(approve).click();
    await expect(requests.price(approve, 1)).toHaveValue("0");
    await expect(requests.carrier(approve, 1)).toHaveValue("");
    await requests.send(approve).click();
    await expect(requests.dialogAlert(approve)).toHaveText("Some fields need attention.");
    await expect(requests.fieldMessages(approve)).toHaveText(["Choose a carrier"]);

    await requests.carrier(approve, 1).selectOption({ index: 1 });
    await requests.price(approve, 1).fill("-5");
    await expect(requests.fieldMessages(approve)).toHaveText(["Must be 0 or more"]);
    await requests.send(approve).click();
    await expect(requests.dialogAlert(approve)).toHaveText("Some fields need attention.");

    await requests.price(approve, 1).fill("12");
    await requests.addMethod(approve).click();
    await requests.carrier(approve, 2).selectOption({ index: 1 });
    await requests.send(approve).click();
    await expect(requests.fieldMessages(approve)).toContainText(["This carrier is offered twice"]);

    // Nothing was sent: the request still awaits approval.
    await requests.expectNothingSent(approve, parcel.trackNumber, "Approve");
  });

  test("the ship dialog refuses empty fields, a 500-character number, a javascript: link and a negative weight", async ({
    page,
    request,
  }) => {
    const scene = await Scene.start(request);
    const parcel = await scene.paidParcel(page);
    const shipping = new ShippingScreen(page);
    await shipping.openAs("admin");
    await shipping.find(parcel.trackNumber);
    const ship = shipping.shipDialog(parcel.packageId);
    await shipping.openFromRow(shipping.rowButton(parcel.trackNumber, "Ship"), ship);
    await shipping.typeTrackingInstead(ship);

    await shipping.fillShipment(ship, { weight: "", length: "", width: "", height: "" });
    await shipping.ship(ship).click();
    await expect(shipping.dialogAlert(ship)).toHaveText("Some fields need attention.");
    await expect(shipping.fieldMessages(ship)).toHaveText([
      "Enter the carrier's tracking number",
      "Enter the tracking link",
      "Required",
      "Required",
      "Required",
      "Required",
    ]);

    await shipping.fillShipment(ship, {
      tracking: "9".repeat(500),
      link: "javascript:alert(document.cookie)",
      weight: "-2",
      length: "30",
      width: "20",
      height: "10",
    });
    await expect(shipping.fieldMessages(ship)).toHaveText([
      "A tracking number has at most 64 characters",
      "Enter a web link starting with http:// or https://",
      "Must be more than 0",
    ]);
    await shipping.ship(ship).click();
    await expect(shipping.dialogAlert(ship)).toHaveText("Some fields need attention.");

    // Nothing was sent: the parcel still waits to be shipped.
    await shipping.expectNothingSent(ship, parcel.trackNumber, "Ship");
  });

  test("two staff approve at once: the second is told who approved it and when, and the list refreshes", async ({
    page,
    request,
  }) => {
    const { scene, parcel, requests } = await newRequestOnScreen(page, request);
    const approve = await requests.openApproval(parcel);

    await scene.approveElsewhere(parcel);
    await requests.send(approve).click();
    await expect(requests.dialogAlert(approve)).toHaveText(
      /^Claire Martin \(Admin\) approved this request at \d\d:\d\d\. The list has been refreshed\.$/,
    );
    await expect(requests.rows).toHaveCount(0);
    await requests.closeDialog(approve);
    await requests.tab("Approved").click();
    await expect(requests.row(parcel.trackNumber)).toBeVisible();
  });

  test("keyboard: arrows and Enter open a request, Ctrl+Enter approves it", async ({ page, request }) => {
    const scene = await Scene.start(request);
    const prefix = newTrackNumber("KBD");
    await scene.shippingRequest(`${prefix}A`);
    const second = await scene.shippingRequest(`${prefix}B`);
    const requests = new ShippingRequestsScreen(page);
    await requests.openAs("admin");
    await requests.find(prefix);
    await expect(requests.rows).toHaveCount(2);

    await requests.rows.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(requests.row(second.trackNumber)).toBeFocused();
    await page.keyboard.press("Enter");
    const details = requests.details(second.packageId);
    await expect(details).toBeVisible();
    await requests.pressMainAction(details);
    const approve = requests.approveDialog(second.packageId);
    await requests.keepMethods(approve, 1);
    await requests.pressMainAction(approve);
    await requests.expectToast("Request was approved Successfully");
    await expect(requests.rows).toHaveCount(1);
  });

  test("cancel, once confirmed, sends the parcel back to the locker", async ({ page, request }) => {
    const { scene, parcel, requests } = await newRequestOnScreen(page, request);
    await requests.find(parcel.trackNumber);
    await requests.rowButton(parcel.trackNumber, "Cancel").click();
    const cancel = requests.cancelDialog(parcel.packageId);
    await expect(cancel).toContainText("Amina Benali's locker");
    await requests.closeDialog(cancel);
    await expect(requests.row(parcel.trackNumber)).toBeVisible();

    await requests.rowButton(parcel.trackNumber, "Cancel").click();
    await requests.dialogButton(cancel, "Cancel the request").click();
    await requests.expectToast("Request was canceled Successfully");
    await expect(requests.rows).toHaveCount(0);
    expect(await scene.customer.lockerCodes()).toContain(parcel.packageId);
  });

  test("group 3 (intake) approves a request", async ({ page, request }) => {
    const { parcel, requests } = await newRequestOnScreen(page, request, "intake");
    const approve = await requests.openApproval(parcel);
    await requests.send(approve).click();
    await requests.expectToast("Request was approved Successfully");
    await expect(requests.rows).toHaveCount(0);
  });

  test("group 4 (ops) sees the requests but cannot answer them", async ({ page, request }) => {
    const { parcel, requests } = await newRequestOnScreen(page, request, "ops");
    await requests.find(parcel.trackNumber);
    await expect(requests.rowButton(parcel.trackNumber, "Details")).toBeVisible();
    await expect(requests.rowButton(parcel.trackNumber, "Approve")).toHaveCount(0);
    await expect(requests.rowButton(parcel.trackNumber, "Cancel")).toHaveCount(0);
    await requests.rowButton(parcel.trackNumber, "Details").click();
    const details = requests.details(parcel.packageId);
    await expect(details).toContainText(parcel.trackNumber);
    await expect(requests.dialogButton(details, "Approve")).toHaveCount(0);
  });
});
