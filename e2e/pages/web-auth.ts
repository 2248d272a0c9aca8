import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { SitePage } from "./page-object";

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

/**
 * What the newest e-mail to an address that `pattern` finds says (its first
 * group), waited for in the development outbox (GET /api/dev/outbox, newest first).
 */
async function fromOutbox(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const answer = await request.get("/api/dev/outbox");
        const { messages } = (await answer.json()) as { messages: { to: string; text: string }[] };
        const mail = messages.find((message) => message.to === email && pattern.test(message.text));
        found = mail?.text.match(pattern)?.[1] ?? "";
        return found;
      },
      // The mail is written as the request is answered; a busy machine may still take seconds.
      { message: `an e-mail to ${email} matching ${pattern}`, timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}

/** The newest six-digit code e-mailed to an address. */
export function confirmationCodeFor(request: APIRequestContext, email: string): Promise<string> {
  return fromOutbox(request, email, /\b(\d{6})\b/);
}

/** Sign-up, English page. */
export class SignupPage extends SitePage {
  readonly firstName = this.main.getByLabel("First name");
  readonly lastName = this.main.getByLabel("Last name");
  readonly email = this.main.getByLabel("E-mail", { exact: true });
  readonly country = this.main.getByRole("combobox", { name: "Country" });
  readonly phone = this.main.getByLabel("Phone number");
  readonly password = this.main.getByLabel("Password", { exact: true });
  readonly submit = this.main.getByRole("button", { name: "Create my account" });
  readonly failure = this.main.getByRole("alert");

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
export class ConfirmEmailPage extends SitePage {
  readonly heading = this.main.getByRole("heading", { level: 1, name: "Confirm your e-mail" });
  readonly boxes = this.main.getByRole("group", { name: "Confirmation code" }).getByRole("textbox");
  readonly resend = this.main.getByRole("button", { name: /Send a new code|New code in/ });
  readonly editEmail = this.main.getByRole("button", { name: "Change my e-mail" });
  readonly dialog = this.page.getByRole("dialog", { name: "Change your e-mail address" });
  readonly message = this.main.getByRole("alert").or(this.main.getByRole("status"));

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
export class RecoverPasswordPage extends SitePage {
  readonly email = this.main.getByLabel("E-mail", { exact: true });
  readonly submit = this.main.getByRole("button", { name: "Send the link" });
  readonly failure = this.main.getByRole("alert");
  readonly success = this.main.getByRole("status");

  async goto(): Promise<void> {
    await this.page.goto("/en/recoverpass");
    await expect(this.email).toBeVisible();
  }
}

export class ResetPasswordPage extends SitePage {
  readonly password = this.main.getByLabel("New password", { exact: true });
  readonly confirm = this.main.getByLabel("Confirm the new password", { exact: true });
  readonly submit = this.main.getByRole("button", { name: "Save the new password" });
  readonly success = this.main.getByRole("status");
  readonly badLink = this.main.getByRole("alert");
}

/** The reset link of the newest recovery e-mail for an address. */
export function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  return fromOutbox(request, email, /(\/\w\w\/[\w-]+\?token=[^\s]+)/);
}
