import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AdminLoginPage } from "./pages/admin";
import {
  ChangePassword,
  CustomerTicketApi,
  HASHING,
  INVOICE_PDF,
  LOADED,
  makeStaffAccount,
  NOT_AN_ATTACHMENT,
  PARCEL_PHOTO,
  signInAt,
  StaffAccounts,
  SupportDesk,
  TicketScreen,
  toastSaying,
  unique,
} from "./pages/back-office-support";
import { confirmedCustomer, CustomerApi, logIn, SupportPage as CustomerSupport } from "./pages/customer";
import { confirmationCodeFor } from "./pages/web-auth";

const ALREADY_HANDLED = "Someone else has already handled this request.";

// Two sign-ins and a customer's sign-up per test, on a machine shared with the other suites.
test.describe.configure({ timeout: 90_000 });

/** A second person at another desk: their own browser context. */
async function anotherDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("the support desk", () => {
  test("support answers a ticket with a PDF by an image reply the customer sees live", async ({
    page,
    browser,
    request,
  }) => {
    // The customer opens a ticket with a PDF and keeps its page open.
    const customer = await confirmedCustomer(request, "desk", confirmationCodeFor);
    const me = await CustomerApi.login(request, customer.email, customer.password);
    const tickets = new CustomerTicketApi(request, me.token);
    const subject = unique("Invoice question ");
    const ticketId = await tickets.open(subject);
    await tickets.send(ticketId, "Here is the shop's invoice", INVOICE_PDF);
    const customerPage = await anotherDesk(browser);
    await logIn(customerPage, customer.email, customer.password);
    await customerPage.goto(`/en/support/${ticketId}`);
    const customerThread = new CustomerSupport(customerPage);
    await expect(customerThread.thread()).toContainText("Here is the shop's invoice");

    // Support finds it unread on the desk and opens it from the keyboard.
    await signInAt(page, "support");
    const desk = new SupportDesk(page);
    await desk.goto();
    await desk.find(subject);
    await expect(desk.row(subject)).toHaveCount(1);
    await expect(desk.unreadMark(subject)).toBeVisible();
    await desk.row(subject).click();
    const ticket = new TicketScreen(page);
    await expect(ticket.heading(subject)).toBeVisible(LOADED);
    await expect(ticket.message("Here is the shop's invoice")).toBeVisible();
    await expect(ticket.attachmentOf("Here is the shop's invoice")).toHaveAttribute("href", /\.pdf\?expires=/);
    await expect(ticket.attachmentOf("Here is the shop's invoice")).toHaveText("invoice.pdf");
    await expect(ticket.side).toContainText(customer.email);

    // Bad replies are refused in place and send nothing.
    await ticket.send.click();
    await expect(ticket.problem).toHaveText("you can't send an empty message");
    await ticket.write("See the attached notes", NOT_AN_ATTACHMENT);
    await ticket.send.click();
    await expect(ticket.problem).toHaveText("you can only upload image or pdf files");
    await expect(ticket.message("See the attached notes")).toHaveCount(0);

    // The reply with a photo, sent with Ctrl+Enter.
    await ticket.write("We found your parcel, here is a photo", PARCEL_PHOTO);
    await ticket.sendWithKeyboard();
    await expect(ticket.message("We found your parcel, here is a photo")).toBeVisible();
    await expect(ticket.attachmentOf("We found your parcel")).toHaveAttribute("href", /\.webp\?expires=/);
    await expect(ticket.reply).toHaveValue("");

    // The customer sees it without reloading; their answer reaches the desk the same way.
    await expect(customerThread.thread()).toContainText("We found your parcel, here is a photo");
    await expect(customerThread.attachmentLink("parcel.jpg")).toHaveAttribute("href", /\.webp\?expires=/);
    await tickets.send(ticketId, "Thank you, please ship it");
    await expect(ticket.message("Thank you, please ship it")).toBeVisible();

    // Mark as read, then close: the reply box gives way to a notice.
    await ticket.markRead.click();
    await expect(toastSaying(page, "updated successfully")).toBeVisible();
    await expect(ticket.markRead).toBeDisabled();
    await ticket.close.click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Close the ticket/ })
      .click();
    await expect(ticket.closedNotice).toBeVisible();
    await expect(ticket.status("Closed")).toBeVisible();
    await customerPage.context().close();
  });

  test("a ticket opened for a customer; a second one is refused while it is open", async ({ page, request }) => {
    const customer = await confirmedCustomer(request, "newticket", confirmationCodeFor);
    await signInAt(page, "support");
    const desk = new SupportDesk(page);
    await desk.goto();

    // Both fields are needed.
    await desk.newTicket.click();
    const dialog = desk.dialog("New ticket for a customer");
    await dialog.getByRole("button", { name: /^Create the ticket/ }).click();
    await expect(dialog.getByRole("alert")).toHaveText("please fill all fields");
    await dialog.getByLabel("Description", { exact: true }).fill("x".repeat(600));
    await page.keyboard.press("Escape");

    const subject = unique("About your parcel ");
    await desk.openTicketFor(customer.email, subject);
    const ticket = new TicketScreen(page);
    await expect(ticket.heading(subject)).toBeVisible(LOADED);
    await expect(toastSaying(page, "Created Successfully")).toBeVisible(LOADED);
    await expect(ticket.side).toContainText(customer.email);

    await desk.goto();
    await desk.openTicketFor(customer.email, "Another subject");
    const again = desk.dialog("New ticket for a customer");
    await expect(again.getByRole("alert")).toHaveText(/already has an open ticket/);
    await again.getByRole("button", { name: "Show their open ticket" }).click();
    await expect(desk.row(subject)).toHaveCount(1);
  });

  test("two desks closing the same ticket: one wins, the other is told and the list refreshes", async ({
    page,
    browser,
    request,
  }) => {
    const customer = await confirmedCustomer(request, "race", confirmationCodeFor);
    const me = await CustomerApi.login(request, customer.email, customer.password);
    const subject = unique("Race ");
    await new CustomerTicketApi(request, me.token).open(subject);

    const other = await anotherDesk(browser);
    const desks = [page, other];
    const [first, second] = await Promise.all(
      desks.map(async (desk, index) => {
        await signInAt(desk, index === 0 ? "support" : "admin");
        const list = new SupportDesk(desk);
        await list.goto();
        await list.find(subject);
        await list.action(subject, "Close").click();
        return list;
      }),
    );
    await first!
      .dialog(`Close the ticket “${subject}”`)
      .getByRole("button", { name: /^Close the ticket/ })
      .click();
    await expect(toastSaying(page, "updated successfully")).toBeVisible();
    await second!
      .dialog(`Close the ticket “${subject}”`)
      .getByRole("button", { name: /^Close the ticket/ })
      .click();
    await expect(second!.dialog(`Close the ticket “${subject}”`).getByRole("alert")).toContainText(ALREADY_HANDLED);
    await other.keyboard.press("Escape");
    // The refreshed Open tab no longer lists it.
    await expect(second!.row(subject)).toHaveCount(0);
    await other.context().close();
  });
});

test.describe("staff accounts", () => {
  test("an admin creates an account with a group, refusing bad input, and it signs in", async ({ page, browser }) => {
    await signInAt(page, "admin");
    const staff = new StaffAccounts(page);
    await staff.goto();
    await staff.newAccount.click();

    // Every bad input is refused in the dialog and nothing is created.
    let dialog = await staff.fillNewAccount({ username: "", fullName: "", group: "", password: "", confirm: "" });
    await staff.submit(dialog, /^Create the account/);
    await expect(dialog.getByRole("alert")).toContainText("Please fill all fields correctly");
    await expect(dialog.getByText("Username is Required")).toBeVisible();
    await expect(dialog.getByText("Choose a group", { exact: true })).toBeVisible();
    dialog = await staff.fillNewAccount({
      username: "x".repeat(500),
      fullName: "Samir Haddad",
      email: "not-an-email",
      group: "Support",
      password: "short",
      confirm: "other",
    });
    await staff.submit(dialog, /^Create the account/);
    await expect(dialog.getByText("At most 40 characters")).toBeVisible();
    await expect(dialog.getByText("Enter a valid Email")).toBeVisible();
    await expect(dialog.getByText("At least 8 characters", { exact: true })).toBeVisible();
    await expect(dialog.getByText("The two passwords differ")).toBeVisible();
    // A taken username is the API's answer.
    dialog = await staff.fillNewAccount({
      username: "support",
      fullName: "Samir Haddad",
      group: "Support",
      password: "first-password-1",
      confirm: "first-password-1",
    });
    await staff.submit(dialog, /^Create the account/);
    await expect(dialog.getByRole("alert")).toHaveText("This username is already taken: choose another one.");

    const username = unique("desk.");
    dialog = await staff.fillNewAccount({
      username,
      fullName: "Samir Haddad",
      email: `${username}@example.com`,
      group: "Support",
      password: "first-password-1",
      confirm: "first-password-1",
    });
    await dialog.getByLabel("Confirm the new password").press("Control+Enter");
    await expect(toastSaying(page, `Created Successfully: ${username}`)).toBeVisible(HASHING);
    await staff.find(username);
    await expect(staff.row(username)).toContainText("Support");
    await expect(staff.row(username)).toContainText("Never");

    // The new account signs in at another desk, with the support group's screens.
    const desk = await anotherDesk(browser);
    const shell = await signInAt(desk, username, "first-password-1");
    await expect(shell.menuEntry("Support")).toBeVisible();
    await expect(shell.menuEntry("Staff accounts")).toHaveCount(0);
    await expect(shell.menuEntry("Add parcel")).toHaveCount(0);

    // Moved to intake and shipping, its open desk follows at once, still signed in.
    dialog = await staff.edit(username);
    await dialog.getByLabel("Group", { exact: true }).selectOption({ label: "Intake and shipping" });
    await staff.submit(dialog, /^Save the account/);
    await expect(toastSaying(page, "Updated Successfully")).toBeVisible();
    await expect(staff.row(username)).toContainText("Intake and shipping");
    await expect(shell.menuEntry("Add parcel")).toBeVisible();
    await desk.context().close();
  });

  test("a staff member changes their own password; a wrong or mismatched one changes nothing", async ({
    page,
    request,
  }) => {
    const username = unique("own.");
    await makeStaffAccount(request, { username, fullName: "Yanis Own", groupId: 3, password: "first-password-1" });
    const shell = await signInAt(page, username, "first-password-1");
    const changePassword = new ChangePassword(page);
    await changePassword.goto();
    await changePassword.change("", "", "");
    await expect(page.getByText("Password is Required")).toHaveCount(3);
    await changePassword.change("wrong-password-1", "second-password-2");
    await expect(page.getByText("Incorrect Password")).toBeVisible();
    await changePassword.change("first-password-1", "second-password-2", "second-password-X");
    await expect(page.getByText("The two passwords differ")).toBeVisible();
    await changePassword.change("first-password-1", "short");
    await expect(page.getByText("At least 8 characters", { exact: true })).toBeVisible();
    await changePassword.change("first-password-1", "second-password-2");
    await expect(toastSaying(page, "Password Changed Successfully")).toBeVisible(HASHING);
    // This session carries on with its new token; the new password signs in.
    await page.reload();
    await expect(shell.menu).toBeVisible();
    await shell.signOut.click();
    await signInAt(page, username, "second-password-2");
  });

  test("a disabled account's open session ends at once and it cannot sign in again", async ({
    page,
    browser,
    request,
  }) => {
    const username = unique("gone.");
    await makeStaffAccount(request, { username, fullName: "Rania Gone", groupId: 2, password: "first-password-1" });
    const desk = await anotherDesk(browser);
    await signInAt(desk, username, "first-password-1");
    const deskSupport = new SupportDesk(desk);
    await deskSupport.goto();

    await signInAt(page, "admin");
    const staff = new StaffAccounts(page);
    await staff.goto();
    await staff.find(username);
    await staff.action(username, "Disable").click();
    await staff
      .dialog(`Disable ${username}`)
      .getByRole("button", { name: /^Disable the account/ })
      .click();
    await expect(toastSaying(page, "Updated Successfully")).toBeVisible();
    await expect(staff.row(username)).toHaveCount(0);

    // The other desk is sent to the sign-in screen without doing anything.
    const login = new AdminLoginPage(desk);
    await expect(login.heading).toBeVisible();
    await login.signIn(username, "first-password-1");
    await expect(login.failure).toContainText("Wrong username or password.");
    await staff.tab("Disabled").click();
    await expect(staff.row(username)).toContainText("Disabled");
    await desk.context().close();
  });

  test("an admin sets a new password for an account, refusing a bad one", async ({ page, request }) => {
    const username = unique("reset.");
    await makeStaffAccount(request, { username, fullName: "Lina Reset", groupId: 3, password: "first-password-1" });
    await signInAt(page, "admin");
    const staff = new StaffAccounts(page);
    await staff.goto();
    await staff.find(username);
    await staff.action(username, "New password").click();
    const dialog = staff.dialog(`New password for ${username}`);
    await dialog.getByRole("button", { name: /^Set the password/ }).click();
    await expect(dialog.getByText("Password is Required")).toHaveCount(2);
    await dialog.getByLabel("New password", { exact: true }).fill("reset-password-2");
    await dialog.getByLabel("Confirm the new password").fill("reset-password-2");
    await dialog.getByLabel("Confirm the new password").press("Control+Enter");
    await expect(toastSaying(page, "Password Changed Successfully")).toBeVisible(HASHING);
    await expect(dialog).toHaveCount(0);
  });

  test("the last active admin is offered neither Disable nor another group", async ({ page }) => {
    await signInAt(page, "admin");
    const staff = new StaffAccounts(page);
    await staff.goto();
    await staff.find("admin");
    await expect(staff.action("admin", "Edit")).toBeVisible();
    await expect(staff.action("admin", "Disable")).toHaveCount(0);
    const dialog = await staff.edit("admin");
    await expect(dialog.getByLabel("Group", { exact: true })).toBeDisabled();
    await expect(dialog).toContainText("The last active admin stays an admin: make another account admin first.");
    await page.keyboard.press("Escape");
    await expect(staff.row("admin")).toContainText("Active");
    // Still signed in: the account was left as it was.
    await page.reload();
    await expect(staff.row("admin")).toContainText("Active");
  });
});
