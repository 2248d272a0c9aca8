import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** A fresh customer for one test: its own e-mail, so specs run in parallel. */
export function newCustomer(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: "Nadia",
    lastName: "Haddad",
    email: `web-${tag}-${id}@example.com`,
    country: "France",
    phone: "612345678",
    password: "long-enough-1",
  };
}
export type NewCustomer = ReturnType<typeof newCustomer>;

/** The newest six-digit code the development outbox holds for an address (GET /api/dev/outbox, newest first). */
export async function confirmationCodeFor(request: APIRequestContext, email: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const answer = await request.get("/api/dev/outbox");
      const { messages } = (await answer.json()) as { messages: { to: string; text: string }[] };
      const mail = messages.find((message) => message.to === email && /\b\d{6}\b/.test(message.text));
      code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Sign-up, English page. */
export class SignupPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly country: Locator;
  readonly phone: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.firstName = main.getByLabel("First name");
    this.lastName = main.getByLabel("Last name");
    this.email = main.getByLabel("E-mail", { exact: true });
    this.country = main.getByRole("combobox", { name: "Country" });
    this.phone = main.getByLabel("Phone number");
    this.password = main.getByLabel("Password", { exact: true });
    this.submit = main.getByRole("button", { name: "Create my account" });
    this.failure = main.getByRole("alert");
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/en/signup${query}`);
    await expect(this.firstName).toBeVisible();
  }

  /** Types in the picker and takes the first match, as a person would. */
  async chooseCountry(search: string, name: string): Promise<void> {
    await this.country.click();
    await this.country.fill(search);
    await this.page
      .getByRole("option", { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await expect(this.country).toHaveValue(new RegExp(name));
  }

  countryOption(name: string | RegExp): Locator {
    return this.page.getByRole("option", { name });
  }

  fieldMessage(text: string): Locator {
    return this.page.getByRole("main").getByText(text, { exact: true });
  }

  async signUp(customer: NewCustomer): Promise<void> {
    await this.firstName.fill(customer.firstName);
    await this.lastName.fill(customer.lastName);
    await this.email.fill(customer.email);
    await this.chooseCountry(customer.country, customer.country);
    await this.phone.fill(customer.phone);
    await this.password.fill(customer.password);
    await expect(this.submit).toBeEnabled();
    await this.submit.click();
  }
}

/** Confirm e-mail: six boxes, resend, edit e-mail. */
export class ConfirmEmailPage {
  readonly heading: Locator;
  readonly boxes: Locator;
  readonly resend: Locator;
  readonly editEmail: Locator;
  readonly dialog: Locator;
  readonly message: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { level: 1, name: "Confirm your e-mail" });
    this.boxes = main.getByRole("group", { name: "Confirmation code" }).getByRole("textbox");
    this.resend = main.getByRole("button", { name: /Send a new code|New code in/ });
    this.editEmail = main.getByRole("button", { name: "Change my e-mail" });
    this.dialog = page.getByRole("dialog", { name: "Change your e-mail address" });
    this.message = main.getByRole("alert").or(main.getByRole("status"));
  }

  box(index: number): Locator {
    return this.boxes.nth(index);
  }

  async typeCode(code: string): Promise<void> {
    await this.box(0).click();
    await this.page.keyboard.type(code);
  }

  async pasteCode(code: string): Promise<void> {
    await this.box(2).focus();
    await this.box(2).evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  }

  dialogField(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole("button", { name, exact: true });
  }
}

/** Recover password and reset password, English pages. */
export class RecoverPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly failure: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.email = main.getByLabel("E-mail", { exact: true });
    this.submit = main.getByRole("button", { name: "Send the link" });
    this.failure = main.getByRole("alert");
    this.success = main.getByRole("status");
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/recoverpass");
    await expect(this.email).toBeVisible();
  }
}

export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly success: Locator;
  readonly badLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.password = main.getByLabel("New password", { exact: true });
    this.confirm = main.getByLabel("Confirm the new password", { exact: true });
    this.submit = main.getByRole("button", { name: "Save the new password" });
    this.success = main.getByRole("status");
    this.badLink = main.getByRole("alert");
  }
}

/** The reset link of the newest recovery e-mail for an address. */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const answer = await request.get("/api/dev/outbox");
      const { messages } = (await answer.json()) as { messages: { to: string; text: string }[] };
      const mail = messages.find((message) => message.to === email && /\?token=/.test(message.text));
      link = mail?.text.match(/(\/\w\w\/[\w-]+\?token=[^\s]+)/)?.[1] ?? "";
      return link;
    })
    .toContain("?token=");
  return link;
}
