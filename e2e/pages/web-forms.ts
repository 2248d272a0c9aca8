import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Catalogue } from "../../shared/src/i18n/en";
import { catalogues } from "../../shared/src/i18n/index";
import type { CustomerMessageKey } from "../../shared/src/i18n/message-key";
import { bearer, customerSession, ok, staffToken } from "./api";
import { confirmedCustomer } from "./customer";
import { SitePage } from "./page-object";
import { confirmationCodeFor } from "./web-auth";

/**
 * The customer forms (sign-up, profile, my address, address book) in Arabic
 * on a phone or in English on a desktop. Labels come from the catalogues the
 * site uses, so a test reads the words a customer sees.
 */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };

export const texts = { ar: catalogues.ar, en: catalogues.en } as const;
export type Lang = keyof typeof texts;

/**
 * A validation text with its values filled in, as i18next writes it: a text
 * with plural forms in the form its bound (`max`, else `min`) takes.
 */
export function message(lang: Lang, key: CustomerMessageKey, values: Record<string, string | number> = {}) {
  const validation: Record<string, string> = texts[lang].validation;
  const count = Number(values.max ?? values.min);
  const text = validation[key] ?? validation[`${key}_${new Intl.PluralRules(lang).select(count)}`] ?? "";
  return Object.entries(values).reduce<string>(
    (filled, [name, value]) => filled.replaceAll(`{{${name}}}`, String(value)),
    text,
  );
}

function uniqueEmail(tag: string): string {
  return `forms-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A box of a form; its message is what assistive technology reads with it (aria-describedby). */
export class FormBox {
  constructor(readonly input: Locator) {}

  async expectMessage(text: string): Promise<void> {
    await expect(this.input).toHaveAttribute("aria-invalid", "true");
    await expect(this.input).toHaveAccessibleDescription(text);
  }

  async expectNoMessage(): Promise<void> {
    await expect(this.input).not.toHaveAttribute("aria-invalid", "true");
  }
}

/** A customer page in `lang`: its <main>, and the catalogue of the words it shows. */
class CustomerPage extends SitePage {
  readonly t: Catalogue;

  constructor(
    page: Page,
    readonly lang: Lang,
  ) {
    super(page);
    this.t = texts[lang];
  }
}

export class SignupForm extends CustomerPage {
  box(name: keyof Catalogue["auth"]["fields"]): FormBox {
    return new FormBox(this.main.getByLabel(this.t.auth.fields[name], { exact: true }));
  }

  get submit(): Locator {
    return this.main.getByRole("button", { name: this.t.auth.signup.submit });
  }

  get alert(): Locator {
    return this.main.getByRole("alert");
  }

  async goto(): Promise<void> {
    await this.page.goto(`/${this.lang}/signup`);
    await expect(this.box("firstName").input).toBeVisible();
  }

  async chooseCountry(search: string, option: RegExp): Promise<void> {
    const box = this.main.getByRole("combobox", { name: this.t.auth.fields.country });
    await box.click();
    await box.fill(search);
    await this.page.getByRole("option", { name: option }).first().click();
    await expect(box).toHaveValue(option);
  }

  /** A fresh account's e-mail, phone and password, French number. */
  async fillAccount(tag: string): Promise<string> {
    const email = uniqueEmail(tag);
    await this.box("email").input.fill(email);
    await this.chooseCountry("FRA", this.lang === "ar" ? /فرنسا/ : /^France/);
    await this.box("phone").input.fill("612345678");
    await this.box("password").input.fill("long-enough-1");
    return email;
  }

  /** Types the e-mailed code on the confirm page, which then opens the locker. */
  async confirm(request: APIRequestContext, email: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/${this.lang}/confirm-email`));
    const code = await confirmationCodeFor(request, email);
    const boxes = this.main.getByRole("group", { name: this.t.confirm.codeLabel }).getByRole("textbox");
    await boxes.first().click();
    await this.page.keyboard.type(code);
    await expect(this.page).toHaveURL(new RegExp(`/${this.lang}/dashboard`));
  }
}

/** "My address": the warehouse address to copy, and the prompt for a Latin name. */
export class MyAddressPage extends CustomerPage {
  readonly prompt: Locator;
  readonly card: Locator;

  constructor(page: Page, lang: Lang) {
    super(page, lang);
    this.prompt = this.main.getByRole("region", { name: this.t.myAddress.latinTitle });
    this.card = this.main.locator(".warehouse-address");
  }

  async goto(): Promise<void> {
    await this.page.goto(`/${this.lang}/address`);
    await expect(this.card).toBeVisible();
  }

  latinBox(name: "latinFirstName" | "latinLastName"): FormBox {
    return new FormBox(this.prompt.getByLabel(this.t.auth.fields[name], { exact: true }));
  }

  get save(): Locator {
    return this.prompt.getByRole("button", { name: this.t.myAddress.latinSave });
  }

  /** The value of the address's name line, as a shop would copy it. */
  get nameLine(): Locator {
    return this.card.getByRole("definition").first();
  }

  /** The country of the warehouse shown, in the page's language. */
  get warehouseCountry(): Locator {
    return this.card.locator(".warehouse-address-head");
  }

  get copyAll(): Locator {
    return this.card.getByRole("button", { name: this.t.myAddress.copyAll });
  }

  /** Every line of the address as shown, one under the other: what the whole-address copy should give. */
  async shownAddress(): Promise<string> {
    return (await this.card.getByRole("definition").allInnerTexts()).join("\n");
  }

  /** Taps "copy the whole address" (the page allowed the clipboard) and reads back what it copied. */
  async copyWholeAddress(): Promise<string> {
    await this.page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await this.copyAll.click();
    await expect(this.page.getByText(this.t.myAddress.copiedAll)).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}

/** Profile: the names and their Latin spelling. */
export class ProfileForm extends CustomerPage {
  async goto(): Promise<void> {
    await this.page.goto(`/${this.lang}/user/edit`);
    await expect(this.box("firstName").input).toBeVisible();
  }

  box(name: "firstName" | "lastName" | "latinFirstName" | "latinLastName"): FormBox {
    return new FormBox(this.main.getByLabel(this.t.auth.fields[name], { exact: true }));
  }

  get save(): Locator {
    return this.main.getByRole("button", { name: this.t.profile.save, exact: true });
  }
}

/** The address book's add dialog. */
export class AddressDialog {
  readonly t: Catalogue;
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.t = texts[lang];
    this.root = page.getByRole("dialog", { name: this.t.addressBook.addTitle });
  }

  async open(): Promise<void> {
    await this.page.goto(`/${this.lang}/addressbook`);
    await this.page.getByRole("main").getByRole("button", { name: this.t.addressBook.add }).first().click();
    await expect(this.root).toBeVisible();
  }

  box(name: keyof Catalogue["addressBook"]["fields"]): FormBox {
    return new FormBox(this.root.getByLabel(this.t.addressBook.fields[name], { exact: true }));
  }

  async chooseCountry(search: string, option: RegExp): Promise<void> {
    const box = this.root.getByRole("combobox", { name: this.t.addressBook.fields.country });
    await box.click();
    await box.fill(search);
    await this.page.getByRole("option", { name: option }).first().click();
  }

  get save(): Locator {
    return this.root.getByRole("button", { name: this.t.addressBook.fields.save });
  }

  get empty(): Locator {
    return this.page.getByRole("main").getByText(this.t.addressBook.empty);
  }
}

/** Logs in through the login page of `lang` and waits for the locker. */
export async function logInAs(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const t = texts[lang];
  await page.goto(`/${lang}/login`);
  const main = page.getByRole("main");
  await main.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await main.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await main.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`));
}

/**
 * An account as it stood before Latin names were kept: confirmed, its name in
 * Arabic script only (renamed by the back office, which keeps no Latin
 * spelling), as the accounts made before the change are.
 */
export async function arabicOnlyCustomer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const customer = await confirmedCustomer(request, "arabic", confirmationCodeFor);
  const { token } = await customerSession(request, customer.email, customer.password);
  const { user } = await ok<{ user: { id: string; email: string; phone: string } }>(
    await request.get("/api/users/getuser", { headers: bearer(token) }),
  );
  const renamed = await request.post(`/api/admins/users/edit/${user.id}`, {
    headers: bearer(await staffToken(request)),
    data: { firstName: "أمينة", lastName: "بن علي", email: user.email, phone: user.phone },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  return customer;
}
