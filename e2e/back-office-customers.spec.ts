import { expect as baseExpect, test } from "./fixtures";
import {
  CustomerDetailScreen,
  CustomerScene,
  customerSignIn,
  EditCustomerScreen,
  PendingPaymentsScreen,
  TransactionsScreen,
  UsersScreen,
} from "./pages/back-office-customers";
import { signInAs } from "./pages/admin";
import { LockerPage } from "./pages/customer";

// Each test signs a new customer up and sets its scene through the API: on a busy machine that
// takes a while, and the screens wait on the same server.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe("customers in the back office", () => {
  test("support finds a customer by phone and sees their parcels, transactions and sign-ins", async ({
    page,
    request,
  }) => {
    const scene = await CustomerScene.start(request);
    const customer = await scene.newCustomer("Yasmina");
    const stored = await scene.parcel(customer, "BOS");
    const asked = await scene.approvedParcel(customer, "BOT");
    await scene.pendingPayment(customer, asked, "offline");

    const users = new UsersScreen(page);
    await users.openAs("support");
    await users.find(customer.nationalPhone);
    await expect(users.rows).toHaveCount(1);
    await expect(users.row(customer.email)).toContainText(customer.phone);
    // Arrows and Enter open the row.
    await users.row(customer.email).focus();
    await page.keyboard.press("Enter");

    const detail = new CustomerDetailScreen(page);
    await expect(detail.heading).toHaveText(`${customer.firstName} ${customer.lastName}`);
    await expect(detail.facts).toContainText(customer.phone);
    await expect(detail.facts).toContainText("Algeria (DZ)");
    await expect(detail.table("Parcels")).toContainText(stored.trackNumber);
    await expect(detail.table("Parcels")).toContainText(asked.trackNumber);
    await detail.tab("In storage").click();
    await expect(detail.table("In storage")).toContainText(stored.trackNumber);
    await expect(detail.table("In storage")).not.toContainText(asked.trackNumber);
    await detail.tab("Transactions").click();
    await expect(detail.table("Transactions")).toContainText(asked.packageId);
    await expect(detail.table("Transactions")).toContainText("Pending");
    await detail.tab("Login history").click();
    await expect(detail.table("Login history")).toContainText("Chrome on Windows");

    // Support marks suspicious; edit and delete are the admin's.
    await expect(detail.action("Edit")).toHaveCount(0);
    await expect(detail.action("Delete")).toHaveCount(0);
    await detail.action("Mark suspicious").click();
    const mark = detail.dialog(/^Mark .* as suspicious$/);
    await mark.getByRole("button", { name: /^Mark suspicious/ }).click();
    await expect(mark.getByRole("alert")).toHaveText("Reason Required");
    await mark.getByLabel("Reason").fill("x".repeat(501));
    await mark.locator("form").press("Control+Enter");
    await expect(mark.getByRole("alert")).toHaveText("At most 500 characters.");
    await expect(detail.suspicion).toHaveCount(0);
    await mark.getByLabel("Reason").fill("Three chargebacks this month");
    await mark.locator("form").press("Control+Enter");
    await expect(detail.toasts.filter({ hasText: "The customer is marked suspicious" })).toBeVisible();
    await expect(detail.suspicion).toContainText("Three chargebacks this month");

    // The list marks the customer too.
    await users.goto(`?q=${encodeURIComponent(customer.email)}`);
    await expect(users.row(customer.email).getByLabel("Suspicious customer")).toBeVisible();
  });

  test("an admin edit refuses bad input and changes nothing, then saves", async ({ page, request }) => {
    const scene = await CustomerScene.start(request);
    const customer = await scene.newCustomer("Karima");
    await signInAs(page, "admin");
    const edit = new EditCustomerScreen(page);
    await edit.goto(customer.id);

    await edit.field("First name").fill("");
    await edit.field("E-mail").fill("not-an-email");
    await edit.save.click();
    await expect(edit.message("Please fill all fields")).toBeVisible();
    await expect(edit.message("Enter a valid e-mail address.")).toBeVisible();

    await edit.field("First name").fill("Karima");
    await edit.field("E-mail").fill(customer.email);
    await edit.field("Phone").fill("+999 12");
    await edit.save.click();
    await expect(edit.message("Start with + and a valid dial code (e.g. +213).")).toBeVisible();

    await edit.field("Phone").fill(customer.phone);
    await edit.field("First name").fill("K".repeat(500));
    await edit.save.click();
    await expect(edit.field("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/edituser\//);
    expect((await scene.customerNames(customer)).firstName).toBe(customer.firstName);

    // An e-mail another customer has: refused by the server, said on the field.
    const other = await scene.newCustomer("Other");
    await edit.field("First name").fill("Karima");
    await edit.field("Phone").fill(customer.phone);
    await edit.field("E-mail").fill(other.email);
    await edit.save.click();
    await expect(edit.message("This e-mail address is already in use.")).toBeVisible();

    await edit.field("Last name").fill("benali-haddad");
    await edit.field("E-mail").fill(customer.email);
    await edit.form.press("Control+Enter");
    const detail = new CustomerDetailScreen(page);
    await expect(detail.heading).toHaveText("Karima Benali-haddad");
    expect((await scene.customerNames(customer)).lastName).toBe("Benali-haddad");
  });

  test("deleting asks first, says what is lost, and is refused while a parcel is in progress", async ({
    page,
    request,
  }) => {
    const scene = await CustomerScene.start(request);
    const busy = await scene.newCustomer("Busy");
    await scene.parcel(busy, "BOD");
    const leaving = await scene.newCustomer("Leaving");

    await signInAs(page, "admin");
    const detail = new CustomerDetailScreen(page);
    await detail.goto(busy.id);
    await detail.action("Delete").click();
    const blocked = detail.dialog(/^Delete Busy/);
    await expect(blocked).toContainText("1 parcel still in progress");
    await expect(blocked.getByRole("button", { name: /^Delete the customer/ })).toBeDisabled();
    await detail.closeDialog(blocked);

    await detail.goto(leaving.id);
    await detail.action("Delete").click();
    const dialog = detail.dialog(/^Delete Leaving/);
    await expect(dialog).toContainText("Name, e-mail and phone are erased");
    await expect(dialog).toContainText("Open support tickets are closed");
    await dialog.getByLabel(/^Type the customer's code/).fill("WRONG");
    await dialog.locator("form").press("Control+Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Type the customer's code exactly to confirm.");
    await detail.goto(leaving.id);
    await expect(detail.heading).toHaveText("Leaving Belkacem");

    await detail.action("Delete").click();
    await detail
      .dialog(/^Delete Leaving/)
      .getByLabel(/^Type the customer's code/)
      .fill(leaving.code.toLowerCase());
    await detail
      .dialog(/^Delete Leaving/)
      .locator("form")
      .press("Control+Enter");
    await expect(detail.status("Deleted Successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/manageusers$/, { timeout: 5_000 });
    const users = new UsersScreen(page);
    await users.find(leaving.email);
    await expect(users.emptyState(`Nothing matches “${leaving.email}”`)).toBeVisible();
  });
});

test.describe("payments in the back office", () => {
  test("a customer's offline payment shows live; support confirms it and the parcel is paid", async ({
    page,
    browser,
    request,
  }) => {
    const scene = await CustomerScene.start(request);
    const customer = await scene.newCustomer("Nour");
    const parcel = await scene.approvedParcel(customer, "BOF");

    const desk = new PendingPaymentsScreen(page, "offline");
    await desk.openAs("support");
    await desk.find(parcel.trackNumber);
    await expect(desk.emptyState(`Nothing matches “${parcel.trackNumber}”`)).toBeVisible();

    // The customer chooses to pay offline: the desk shows it without a reload.
    await scene.pendingPayment(customer, parcel, "offline");
    await expect(desk.row(customer.email)).toBeVisible({ timeout: 10_000 });
    await expect(desk.row(customer.email)).toContainText("bank transfer");

    await desk.rowButton(customer.email, "Details").click();
    const details = desk.dialog(/^Payment /);
    await expect(details).toContainText(parcel.packageId);
    await expect(details.getByText("Declared contents")).toBeVisible();
    await desk.dialogButton(details, /^Confirm payment/).click();

    const confirm = desk.dialog(`Confirm the payment of ${parcel.packageId}?`);
    await desk.submitWithKeyboard(confirm);
    await desk.expectToast("Confirmed Successfully");
    await expect(desk.row(customer.email)).toHaveCount(0);
    expect(await scene.awaitingShipping(customer, parcel.packageId)).toBe(true);

    // On the customer site, the parcel waits for shipping.
    const context = await browser.newContext();
    const site = await context.newPage();
    await customerSignIn(site, customer);
    const locker = new LockerPage(site);
    await locker.goto("awaiting-shipping");
    await expect(locker.parcel(parcel.packageId)).toBeVisible();
    await context.close();
  });

  test("two staff confirm the same payment: one wins, the other is told and the list refreshes", async ({
    page,
    browser,
    request,
  }) => {
    const scene = await CustomerScene.start(request);
    const customer = await scene.newCustomer("Race");
    const parcel = await scene.approvedParcel(customer, "BOR");
    await scene.pendingPayment(customer, parcel, "offline");

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAs(page, "support");
    await signInAs(otherPage, "admin");
    const mine = new PendingPaymentsScreen(page, "offline");
    const theirs = new PendingPaymentsScreen(otherPage, "offline");
    for (const desk of [mine, theirs]) {
      await desk.goto(`?q=${parcel.trackNumber}`);
      await desk.rowButton(customer.email, "Confirm").click();
    }
    const title = `Confirm the payment of ${parcel.packageId}?`;
    await theirs.submitWithKeyboard(theirs.dialog(title));
    await theirs.expectToast("Confirmed Successfully");

    await mine.submitWithKeyboard(mine.dialog(title));
    await expect(mine.dialogAlert(mine.dialog(title))).toContainText("Someone else has already handled this request.");
    await expect(mine.row(customer.email)).toHaveCount(0);
    await other.close();
  });

  test("bitcoin payments are the admin's: support sees them, the admin cancels one", async ({
    page,
    browser,
    request,
  }) => {
    const scene = await CustomerScene.start(request);
    const customer = await scene.newCustomer("Bitcoin");
    const parcel = await scene.approvedParcel(customer, "BOB");
    await scene.pendingPayment(customer, parcel, "bitcoin");

    const desk = new PendingPaymentsScreen(page, "bitcoin");
    await desk.openAs("support", `?q=${parcel.trackNumber}`);
    await expect(desk.row(customer.email)).toBeVisible();
    await expect(desk.rowButton(customer.email, "Confirm")).toHaveCount(0);
    await expect(desk.rowButton(customer.email, "Cancel")).toHaveCount(0);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, "admin");
    const adminDesk = new PendingPaymentsScreen(adminPage, "bitcoin");
    await adminDesk.goto(`?q=${parcel.trackNumber}`);
    await adminDesk.rowButton(customer.email, "Cancel").click();
    const cancel = adminDesk.dialog(`Cancel the payment of ${parcel.packageId}?`);
    await adminDesk.submitWithKeyboard(cancel);
    await adminDesk.expectToast("Request was canceled Successfully");
    await expect(adminDesk.row(customer.email)).toHaveCount(0);
    await adminContext.close();
    // Support's list follows live.
    await expect(desk.row(customer.email)).toHaveCount(0);
  });

  test("transactions filter by state, method and date; only a complete one has a bill and a PDF", async ({
    page,
    request,
  }) => {
    const scene = await CustomerScene.start(request);
    const customer = await scene.newCustomer("Ledger");
    const paid = await scene.approvedParcel(customer, "BOL");
    const paidId = await scene.pendingPayment(customer, paid, "offline");
    const waiting = await scene.approvedParcel(customer, "BOW");
    await scene.pendingPayment(customer, waiting, "bitcoin");
    await scene.confirmElsewhere(paidId);

    const ledger = new TransactionsScreen(page);
    await ledger.openAs("support", `?q=${encodeURIComponent(customer.email)}`);
    await expect(ledger.rows).toHaveCount(2);

    await ledger.tab("Pending").click();
    await expect(ledger.rows).toHaveCount(1);
    await expect(ledger.row(waiting.packageId)).toBeVisible();
    await expect(ledger.rowButton(waiting.packageId, "Bill")).toBeDisabled();

    await ledger.tab("All").click();
    await ledger.method.selectOption("offline");
    await expect(ledger.rows).toHaveCount(1);
    await expect(ledger.row(paid.packageId)).toContainText("Complete");

    const today = new Date();
    const day = (offset: number) => {
      const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    };
    await ledger.to.fill(day(0));
    await expect(ledger.rows).toHaveCount(1);
    await ledger.from.fill(day(1));
    await expect(ledger.filterError).toHaveText("The end date is before the start date.");
    await expect(ledger.rows).toHaveCount(1);
    await ledger.to.fill(day(2));
    await expect(ledger.emptyState(`Nothing matches “${customer.email}”`)).toBeVisible();
    await ledger.from.fill(day(0));
    await expect(ledger.rows).toHaveCount(1);

    await ledger.rowButton(paid.packageId, "Bill").click();
    const bill = ledger.dialog(/^Invoice IPF\d{6}/);
    await expect(bill).toContainText(
      `Forwarding Shipping N° ${paid.packageId} Shipped from France Destination: France`,
    );
    const download = page.waitForEvent("download");
    await ledger.submitWithKeyboard(bill);
    expect((await download).suggestedFilename()).toMatch(/^IPF\d{6}\w{3}\.pdf$/);
    await ledger.expectToast("Invoice downloaded");
  });
});
