import { expect, test } from "./fixtures";
import { CustomerApi, AddressForm, LockerPage, payOnLocalCheckout, StaffApi } from "./pages/customer";
import { ConfirmEmailPage, confirmationCodeFor, newCustomer, SignupPage } from "./pages/web-auth";

test.describe("the customer's locker, from arrival to shipped", () => {
  test("signs up, consolidates, ships to Algeria, pays and downloads the invoice", async ({ page, request }) => {
    test.setTimeout(150_000);
    const customer = newCustomer("journey");
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(customer);
    await new ConfirmEmailPage(page).typeCode(await confirmationCodeFor(request, customer.email));
    await expect(page).toHaveURL(/\/en\/dashboard\?confirmed=confirmed$/);
    const locker = new LockerPage(page);
    await expect(locker.alert("Your e-mail address is confirmed. Welcome!")).toBeVisible();
    await expect(locker.main.getByRole("heading", { name: "Your locker is empty" })).toBeVisible();

    // Staff take in two parcels: they arrive live, with the bell's marker.
    const staff = await StaffApi.login(request);
    const warehouse = await staff.warehouse();
    const me = await CustomerApi.login(request, customer.email, customer.password);
    const suffix = Date.now().toString(36).toUpperCase();
    const first = await staff.intake(me.id, warehouse._id, `JRN${suffix}A`);
    const second = await staff.intake(me.id, warehouse._id, `JRN${suffix}B`);
    await expect(locker.parcel(first)).toBeVisible();
    await expect(locker.parcel(second)).toBeVisible();
    await expect(locker.bell).toHaveAccessibleName(/New notifications/);
    await expect(locker.tab("Incoming")).toContainText("2");

    // Consolidate, cancel within the window, consolidate again.
    await locker.action(first, "Assemble").click();
    await locker.assemble([second], "One box please");
    await locker.expectToast("The assembly request has been sent successfully.");
    await expect(locker.assemblyRequest()).toContainText(/1[45]:\d\d left to cancel/);
    await locker.assemblyRequest().getByRole("button", { name: "Cancel the assembly request" }).click();
    const cancel = locker.dialog("Cancel the assembly request?");
    await expect(cancel).toContainText(/Time left: 1[45]:\d\d/);
    await cancel.getByRole("button", { name: "Yes, cancel it" }).click();
    await locker.expectToast("The assembly request was cancelled.");
    await expect(locker.assemblyRequest()).toHaveCount(0);
    await expect(locker.parcel(first)).toBeVisible();
    await locker.action(first, "Assemble").click();
    await locker.assemble([second]);
    await expect(locker.assemblyRequest()).toBeVisible();

    // Staff pack them: the consolidated parcel comes in.
    const merged = await staff.acceptAssembly(await me.openAssembly());
    const consolidated = merged || (await me.lockerCodes())[0]!;
    await expect(locker.parcel(consolidated)).toBeVisible();
    await expect(locker.assemblyRequest()).toHaveCount(0);

    // Ship to Algeria: the new address is refused without a national ID, then accepted.
    await locker.action(consolidated, "Ship").click();
    const ship = locker.dialog(`Ship ${consolidated}`);
    await ship.getByRole("button", { name: "Add an address" }).click();
    const form = new AddressForm(locker.dialog("Add an address"));
    await form.fill({
      first: "Nadia",
      last: "Haddad",
      country: "Algeria",
      line1: "12 rue Didouche Mourad",
      city: "Alger",
      zip: "16000",
      phone: "551234567",
    });
    await form.save();
    await expect(form.message("A national ID number is required for Algeria.")).toBeVisible();
    await form.field("National ID number").fill("1234567");
    await expect(form.message("The national ID number must be longer than 8 characters.")).toBeVisible();
    await form.field("National ID number").fill("123456789012");
    await form.save();
    await expect(ship.getByRole("radio", { name: /Nadia Haddad/ })).toBeChecked();
    await ship.getByRole("button", { name: "Next" }).click();
    await ship.getByRole("checkbox", { name: "Remove bills (free)" }).check();
    await ship.getByRole("button", { name: "Ask for shipping approval" }).click();
    await locker.expectToast("Your shipping request was sent.");
    await expect(locker.parcel(consolidated)).toContainText("Awaiting approval");
    await expect(locker.parcel(consolidated)).toContainText(/1[45]:\d\d left to cancel/);
    await expect(locker.action(consolidated, "Ship")).toHaveCount(0);
    await expect(locker.action(consolidated, "Assemble")).toHaveCount(0);

    // Staff approve with two carriers; the customer pays by card on the local checkout.
    await staff.approve(consolidated, warehouse._id);
    await locker.action(consolidated, "Choose shipping and pay").click();
    const pay = locker.dialog(`Shipping and payment for ${consolidated}`);
    await expect(pay.getByRole("radio")).toHaveCount(2);
    await pay.getByRole("radio").nth(1).check();
    await pay.getByRole("button", { name: "Pay", exact: true }).click();
    await payOnLocalCheckout(page);
    await expect(page).toHaveURL(/\/en\/dashboard\?payment=success$/);
    // The local checkout returns to the API's configured public URL (localhost), another origin than
    // the test's 127.0.0.1 with its own storage: the same page is opened again on the site's origin.
    await page.goto("/en/dashboard?payment=success");
    await expect(locker.alert("Your payment was successful. Your parcel will be shipped soon.")).toBeVisible();
    await expect(locker.tab("Awaiting shipping")).toContainText("1");

    // Staff ship it: the customer finds it shipped, with the carrier's tracking link.
    await staff.ship(consolidated);
    await locker.tab("Shipped").click();
    await locker.parcel(consolidated).getByRole("button", { name: "Details" }).click();
    const details = locker.dialog(`Parcel ${consolidated}`);
    await expect(details.getByRole("link", { name: "Track the parcel" })).toHaveAttribute(
      "href",
      "https://tracking.example/CARRIER123",
    );
    await details.getByRole("button", { name: "Close" }).click();

    // The invoice of the complete payment.
    await page.goto("/en/transactions");
    // A new customer: the consolidated parcel's payment is the one row (shown by its track number).
    const row = page.getByRole("table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Complete");
    await row.getByRole("button", { name: "Bill" }).click();
    const download = page.waitForEvent("download");
    await locker.dialog(`Invoice for ${consolidated}`).getByRole("button", { name: "Download the PDF" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
