import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ADMIN_BASE } from "./admin";
import { bearer, ok, staffToken } from "./api";
import { PageObject } from "./page-object";
import { typeAsAPerson, wedgeScan } from "./scanner";

/** The demo customer the seed creates (db/src/seed/demo.ts). */
export const DEMO_CUSTOMER = { email: "demo@ipf.example", password: "demo-password", name: "Amina Benali" };

export const PARCEL_PHOTO = new URL("../fixtures/parcel.jpg", import.meta.url).pathname;
export const NOT_A_PHOTO = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") };

export interface Measures {
  weight: string;
  length: string;
  width: string;
  height: string;
}

/**
 * The Add parcel / Add mail screen of the back office's browser build. A
 * keyboard-wedge scanner is simulated the way one behaves: characters a few
 * milliseconds apart, then Enter, into whatever has focus.
 */
export class IntakeScreen extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1, name: /^Add (parcel|mail)$/ });
  readonly trackNumber = this.page.getByLabel("Track number", { exact: true });
  readonly customer = this.page.getByRole("combobox", { name: "Customer" });
  readonly weight = this.page.getByLabel("Weight (kg)");
  readonly length = this.page.getByLabel("Length (cm)");
  readonly width = this.page.getByLabel("Width (cm)");
  readonly height = this.page.getByLabel("Height (cm)");
  readonly fees = this.page.getByLabel("Fees ($)");
  readonly warehouse = this.page.getByLabel("Warehouse");
  readonly suggestions = this.page.getByRole("listbox", { name: "Catalogue descriptions" });
  readonly save = this.page.getByRole("button", { name: "Save", exact: true });
  readonly notice = this.page.getByTestId("intake-notice");
  readonly sessionCount = this.page.getByTestId("session-count");
  readonly photoFiles = this.page.getByLabel("Add photos from files");
  readonly thumbnails = this.page.getByRole("img", { name: /^Photo \d+ of the parcel$/ });
  readonly duplicateWarning = this.page.getByText("Already received: saving will ask you to confirm.");
  readonly duplicateDialog = this.page.getByRole("alertdialog");
  readonly printedLabel = this.page.locator("#ipf-print-root .ipf-label");
  readonly photoProblem = this.page.getByTestId("intake-photo-problem");
  readonly unusualDialog = this.page.getByRole("alertdialog").filter({ hasText: "Check these measures" });
  readonly saveAnyway = this.unusualDialog.getByRole("button", { name: "Save anyway" });
  readonly correctMeasures = this.unusualDialog.getByRole("button", { name: "Correct them" });

  /** The message under a field (its error, or its warning), found by the field's label. */
  fieldMessage(label: string): Locator {
    return this.page
      .locator(".bp6-form-group")
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator(".bp6-form-helper-text");
  }

  /** The options the customer picker lists for a search. */
  customerOption(name: string | RegExp): Locator {
    return this.page.getByRole("option", { name });
  }

  /** Counts the print dialogs the page opens instead of opening them (headless Chromium has no dialog). */
  static async stubPrinting(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
  }

  async printDialogs(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printed: number }).printed);
  }

  async goto(kind: "parcel" | "mail" = "parcel"): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/addpackage/${kind}`);
    await this.loaded();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.loaded();
  }

  /** The session restored, the screen's code and its warehouses loaded: slow on a busy machine, hence 15 s. */
  private async loaded(): Promise<void> {
    await expect(this.trackNumber).toBeVisible({ timeout: 15_000 });
    await expect(this.warehouse).not.toHaveValue("", { timeout: 15_000 });
  }

  /** A keyboard-wedge scan into whatever field has focus (see scanner.ts). */
  scan(code: string, msPerKey = 4): Promise<void> {
    return wedgeScan(this.page, code, msPerKey);
  }

  /**
   * Keystrokes 5 ms apart, a scanner's pace (as a macro or a fast hand on a
   * busy desk types), "\n" for Enter and "\t" for Tab: none may be lost.
   */
  async typeAtScannerSpeed(text: string): Promise<void> {
    // keyboard.type() sends "\t" as text, not as the key that moves the focus.
    for (const [index, part] of text.split("\t").entries()) {
      if (index > 0) await this.page.keyboard.press("Tab");
      await this.page.keyboard.type(part, { delay: 5 });
    }
  }

  /** Opens the photo file picker with its shortcut, from wherever the focus is, and picks a photo. */
  async pickPhotoWithShortcut(path = PARCEL_PHOTO): Promise<void> {
    const before = await this.thumbnails.count();
    const chooser = this.page.waitForEvent("filechooser");
    await this.page.keyboard.press("Alt+O");
    await (await chooser).setFiles(path);
    await expect(this.thumbnails).toHaveCount(before + 1);
  }

  /** Scrolls the screen down to its end, as a desk working down the form is. */
  async scrollToEnd(): Promise<void> {
    await this.page.getByRole("main").evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
  }

  /** Keystrokes at a quick typist's pace (80 ms apart), into the field with focus: never taken for a scan. */
  typeLikeAPerson(text: string): Promise<void> {
    return typeAsAPerson(this.page, text);
  }

  /** Types a search into the picker and picks the customer with the keyboard. */
  async chooseCustomer(query: string, name: string): Promise<void> {
    await this.customer.focus();
    await this.typeLikeAPerson(query);
    // 500 ms of debounce, then a search the API answers slower on a busy machine.
    await expect(this.page.getByRole("option", { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });
    await this.page.keyboard.press("Enter");
    await expect(this.customer).toHaveValue(new RegExp(name));
  }

  description(line = 0): Locator {
    return this.page.locator(`#line-${line}-description`);
  }

  /** Types part of a line's description and picks the catalogue's suggestion with the arrows and Enter. */
  async chooseDescription(query: string, suggestion: string, line = 0): Promise<void> {
    const input = this.description(line);
    await input.focus();
    await this.typeLikeAPerson(query);
    const option = this.page.getByRole("option").filter({ has: this.page.getByText(suggestion, { exact: true }) });
    // Typing pauses, then the API answers: slower on a busy machine.
    await expect(option).toBeVisible({ timeout: 15_000 });
    const id = await option.getAttribute("id");
    for (let moves = 0; (await input.getAttribute("aria-activedescendant")) !== id; moves++) {
      expect(moves, `${suggestion} is among the suggestions`).toBeLessThan(8);
      await input.press("ArrowDown");
    }
    await input.press("Enter");
    await expect(input).toHaveValue(suggestion);
  }

  hsCode(line = 0): Locator {
    return this.page.locator(`#line-${line}-code`);
  }

  line(field: "quantity" | "price" | "madeIn" | "type", line = 0): Locator {
    return this.page.locator(`#line-${line}-${field}`);
  }

  async attachPhoto(path = PARCEL_PHOTO): Promise<void> {
    const before = await this.thumbnails.count();
    await this.photoFiles.setInputFiles(path);
    await expect(this.thumbnails).toHaveCount(before + 1);
  }

  /** Adds a file that is not an image: the panel marks it. */
  async attachNotAPhoto(): Promise<void> {
    await this.photoFiles.setInputFiles(NOT_A_PHOTO);
    await expect(this.page.getByText("This file is not an image")).toBeVisible();
  }

  async removeFailedFile(): Promise<void> {
    await this.page
      .locator(".ipf-thumb[data-status=failed]")
      .getByRole("button", { name: /^Remove/ })
      .click();
  }

  /** Fills a parcel for the demo customer, with one catalogue line, but no photo. */
  async fillParcel(trackNumber: string, measures: Measures): Promise<void> {
    await this.trackNumber.fill(trackNumber);
    await this.chooseCustomer(DEMO_CUSTOMER.email, DEMO_CUSTOMER.name);
    await this.fillMeasures(measures);
    await this.chooseDescription("Socks", "Socks");
  }

  async fillMeasures(measures: Measures): Promise<void> {
    await this.weight.fill(measures.weight);
    await this.length.fill(measures.length);
    await this.width.fill(measures.width);
    await this.height.fill(measures.height);
  }

  /** The warehouse choice by its name ("Germany, Frankfurt am Main"). */
  async chooseWarehouse(name: string): Promise<void> {
    await this.warehouse.selectOption({ label: name });
  }

  /** Chooses any warehouse but `warehouseId`, as a desk standing elsewhere has; answers the one chosen. */
  async chooseWarehouseOtherThan(warehouseId: string): Promise<string> {
    const values = await this.warehouse
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const other = values.find((value) => value && value !== warehouseId);
    if (!other) throw new Error("only one warehouse to choose from");
    await this.warehouse.selectOption(other);
    return other;
  }

  /** The warehouse chosen, as its option reads. */
  get chosenWarehouse(): Locator {
    return this.warehouse.locator("option:checked");
  }
}

/** The notice the back office shows when the guard turns a staff member away from a screen. */
export function forbiddenNotice(page: Page, screen: string, fallback: string): Locator {
  return page
    .locator(".bp6-toast")
    .filter({ hasText: `You don't have access to ${screen}: you were taken to ${fallback} instead.` });
}

/** The customer code (addressHash) of a customer, read through the API as staff. */
export async function customerCodeOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await staffToken(request);
  const { users } = await ok<{ users: { email: string; addressHash: string }[] }>(
    await request.get(`/api/users?query=${encodeURIComponent(email)}`, { headers: bearer(token) }),
  );
  const found = users.find((user) => user.email === email);
  if (!found) throw new Error(`${email} not found`);
  return found.addressHash;
}

/**
 * A customer who signed up with an Arabic name (unconfirmed: staff find them
 * all the same), and the customer code we gave them.
 */
export async function arabicCustomer(
  request: APIRequestContext,
): Promise<{ email: string; name: string; customerCode: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const customer = { firstName: "سلمى", lastName: "بن يوسف", email: `intake-rtl-${id}@example.com` };
  await ok(
    await request.post("/api/users/signup", {
      data: {
        ...customer,
        latinFirstName: "Salma",
        latinLastName: "Ben Youssef",
        password: "long-enough-1",
        phone: "+33612345678",
        language: "ar",
      },
    }),
  );
  const token = await staffToken(request);
  const { users } = await ok<{ users: { email: string; fullName: string; addressHash: string }[] }>(
    await request.get(`/api/users?query=${encodeURIComponent(customer.email)}`, { headers: bearer(token) }),
  );
  const found = users.find((user) => user.email === customer.email);
  if (!found) throw new Error(`${customer.email} not found after signing up`);
  return { email: customer.email, name: found.fullName, customerCode: found.addressHash };
}

interface LockerParcel {
  trackNumber: string;
  packageId: string;
  images: string[];
  weight: number;
  length: number;
}

/** Signs the demo customer in through the API and answers their locker. */
export async function customerLocker(page: Page): Promise<LockerParcel[]> {
  const login = await page.request.post("/api/users/login", {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const locker = await page.request.get("/api/users/packages/get?perPage=100", { headers: bearer(token) });
  expect(locker.ok()).toBe(true);
  return ((await locker.json()) as { packages: LockerParcel[] }).packages;
}
