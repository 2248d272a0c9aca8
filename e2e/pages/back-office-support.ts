import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ADMIN_BASE, AdminLoginPage, AdminShell, DEMO_STAFF_PASSWORD } from "./admin";
import { bearer, ok, staffToken } from "./api";
import { ListScreen } from "./list-screen";
import { PageObject } from "./page-object";

/**
 * The support desk, a ticket's thread, the staff accounts and the
 * change-password screen of the back office, and the customer's side of a
 * ticket through the API (what a journey needs to set up, never what it checks).
 */

export const PARCEL_PHOTO = new URL("../fixtures/parcel.jpg", import.meta.url).pathname;
/** A one-object PDF whose cross-reference table is where its trailer says: the API checks both. */
function tinyPdf(): Buffer {
  const body = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
  const xref = "xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\n";
  return Buffer.from(`${body}${xref}startxref\n${Buffer.byteLength(body)}\n%%EOF\n`, "latin1");
}

/** A customer's invoice scan. */
export const INVOICE_PDF = { name: "invoice.pdf", mimeType: "application/pdf", buffer: tinyPdf() };
export const NOT_AN_ATTACHMENT = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") };

/** Something no other test or run has used. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`;
}

/** Screens load slowly while the other suites share the machine: their first paint gets longer. */
export const LOADED = { timeout: 20_000 };

/** Signs in from the login screen and waits for the shell, allowing for a busy machine. */
export async function signInAt(page: Page, username: string, password = DEMO_STAFF_PASSWORD): Promise<AdminShell> {
  await page.goto(`${ADMIN_BASE}/`);
  const login = new AdminLoginPage(page);
  await expect(login.heading).toBeVisible(LOADED);
  await login.signIn(username, password);
  const shell = new AdminShell(page);
  await expect(shell.menu).toBeVisible(LOADED);
  return shell;
}

/** A staff account made by the demo admin through the API, for the journeys that start from one. */
export async function makeStaffAccount(
  request: APIRequestContext,
  fields: { username: string; fullName: string; groupId: number; password: string },
): Promise<string> {
  const token = await staffToken(request);
  const { staff } = await ok<{ staff: { id: string } }>(
    await request.post("/api/admins/staff/create", { headers: bearer(token), data: fields }),
  );
  return staff.id;
}

/** A customer's ticket, opened and written on through the customer API. */
export class CustomerTicketApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return bearer(this.token);
  }

  async open(about: string): Promise<string> {
    const answer = await ok<{ supportTicket: { _id: string } }>(
      await this.request.post("/api/users/create/userTicket", { headers: this.headers, data: { about } }),
    );
    return answer.supportTicket._id;
  }

  async send(
    ticketId: string,
    message: string,
    file?: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void> {
    await ok(
      await this.request.post("/api/users/support/send", {
        headers: this.headers,
        multipart: file ? { ticketId, message, file } : { ticketId, message },
      }),
    );
  }
}

/** support: the list of tickets. */
export class SupportDesk extends ListScreen {
  readonly newTicket = this.page.getByRole("button", { name: "New ticket", exact: true });

  constructor(page: Page) {
    super(page, { path: "/support", table: "Support tickets", heading: "Support" });
  }

  override row(subject: string): Locator {
    return this.table.getByRole("row").filter({ hasText: subject });
  }

  unreadMark(subject: string): Locator {
    return this.row(subject).getByText("New", { exact: true });
  }

  action(subject: string, name: "Mark as read" | "Close"): Locator {
    return this.rowButton(subject, name);
  }

  /** The New Ticket dialog: customer picked by e-mail, then the description. */
  async openTicketFor(email: string, about: string): Promise<void> {
    await this.newTicket.click();
    const dialog = this.dialog("New ticket for a customer");
    if (email) {
      await dialog.getByRole("combobox", { name: "Customer" }).fill(email);
      await dialog.getByRole("option").filter({ hasText: email }).click();
    }
    await dialog.getByLabel("Description", { exact: true }).fill(about);
    await dialog.getByRole("button", { name: /^Create the ticket/ }).click();
  }
}

/** support/{id}: the thread, the reply box, the ticket's actions. */
export class TicketScreen extends PageObject {
  readonly thread = this.page.getByRole("region", { name: "Messages" }).getByRole("list");
  readonly reply = this.page.getByLabel("Reply", { exact: true });
  readonly attach = this.page.getByLabel("Attach an image or PDF");
  readonly send = this.page.getByRole("button", { name: /^Send/ });
  readonly problem = this.page.getByRole("region", { name: "Messages" }).getByRole("alert");
  readonly markRead = this.page.getByRole("complementary").getByRole("button", { name: "Mark as read" });
  readonly close = this.page.getByRole("complementary").getByRole("button", { name: "Close the ticket" });
  readonly closedNotice = this.page.getByText("This ticket is closed: it takes no more replies.");
  readonly side = this.page.getByRole("complementary");

  async goto(ticketId: string): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/support/${ticketId}`);
    await expect(this.reply.or(this.closedNotice)).toBeVisible(LOADED);
  }

  heading(title: string): Locator {
    return this.page.getByRole("heading", { level: 1, name: title });
  }

  message(text: string): Locator {
    return this.thread.getByRole("listitem").filter({ hasText: text });
  }

  attachmentOf(text: string): Locator {
    return this.message(text).getByRole("link");
  }

  async write(text: string, file?: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.reply.fill(text);
    if (file) await this.attach.setInputFiles(file);
  }

  /** Sends with the dialog-wide shortcut, as a desk would. */
  async sendWithKeyboard(): Promise<void> {
    await this.reply.press("Control+Enter");
  }

  status(name: "Open" | "Closed"): Locator {
    return this.side.getByText(name, { exact: true });
  }
}

/** staff: the accounts, and their dialogs. */
export class StaffAccounts extends ListScreen {
  readonly newAccount = this.page.getByRole("button", { name: "New account", exact: true });

  constructor(page: Page) {
    super(page, { path: "/staff", table: "Staff accounts", heading: "Staff accounts" });
  }

  /** The row whose username is exactly `username`. */
  override row(username: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByText(username, { exact: true }) });
  }

  action(username: string, name: "Edit" | "New password" | "Disable" | "Enable"): Locator {
    return this.rowButton(username, name);
  }

  /** The edit dialog of an account, opened from its row. */
  async edit(username: string): Promise<Locator> {
    await this.action(username, "Edit").click();
    const dialog = this.dialog(`Edit ${username}`);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the new-account dialog; empty strings leave a field empty. */
  async fillNewAccount(values: {
    username: string;
    fullName: string;
    email?: string;
    group: string;
    password: string;
    confirm: string;
  }): Promise<Locator> {
    const dialog = this.dialog("New staff account");
    await dialog.getByLabel("Username", { exact: true }).fill(values.username);
    await dialog.getByLabel("Full name", { exact: true }).fill(values.fullName);
    await dialog.getByLabel("E-mail (optional)").fill(values.email ?? "");
    await dialog
      .getByLabel("Group", { exact: true })
      .selectOption(values.group ? { label: values.group } : { index: 0 });
    await dialog.getByLabel("Password", { exact: true }).fill(values.password);
    await dialog.getByLabel("Confirm the new password").fill(values.confirm);
    return dialog;
  }

  submit(dialog: Locator, name: RegExp): Promise<void> {
    return dialog.getByRole("button", { name }).click();
  }
}

/** changepass */
export class ChangePassword extends PageObject {
  readonly current = this.page.getByLabel("Current password");
  readonly next = this.page.getByLabel("New password", { exact: true });
  readonly confirm = this.page.getByLabel("Confirm the new password");
  readonly submit = this.page.getByRole("button", { name: /^Change password/ });

  async goto(): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/changepass`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible(LOADED);
  }

  async change(current: string, next: string, confirm = next): Promise<void> {
    await this.current.fill(current);
    await this.next.fill(next);
    await this.confirm.fill(confirm);
    await this.submit.click();
  }
}

/** A toast of the back office. */
export function toastSaying(page: Page, text: string | RegExp): Locator {
  return page.locator(".bp6-toast").filter({ hasText: text });
}

/** For what hashes a password on the server (create, change, reset): slower on a busy machine. */
export const HASHING = LOADED;
