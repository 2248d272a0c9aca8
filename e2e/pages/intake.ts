import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN_BASE } from "./admin";

/** The demo customer the seed creates (db/src/seed-demo.ts). */
export const DEMO_CUSTOMER = { email: "demo@ipf.example", password: "demo-password", name: "Amina Benali" };

export const PARCEL_PHOTO = new URL("../fixtures/parcel.jpg", import.meta.url).pathname;

/**
 * The Add parcel / Add mail screen of the back office's browser build. A
 * keyboard-wedge scanner is simulated the way one behaves: characters a few
 * milliseconds apart, then Enter, into whatever has focus.
 */
export class IntakeScreen {
  readonly trackNumber: Locator;
  readonly customer: Locator;
  readonly weight: Locator;
  readonly length: Locator;
  readonly width: Locator;
  readonly height: Locator;
  readonly fees: Locator;
  readonly warehouse: Locator;
  readonly save: Locator;
  readonly notice: Locator;
  readonly sessionCount: Locator;
  readonly photoFiles: Locator;
  readonly thumbnails: Locator;
  readonly duplicateWarning: Locator;
  readonly duplicateDialog: Locator;
  readonly printedLabel: Locator;

  constructor(readonly page: Page) {
    this.trackNumber = page.getByLabel("Track number", { exact: true });
    this.customer = page.getByRole("combobox", { name: "Customer" });
    this.weight = page.getByLabel("Weight (kg)");
    this.length = page.getByLabel("Length (cm)");
    this.width = page.getByLabel("Width (cm)");
    this.height = page.getByLabel("Height (cm)");
    this.fees = page.getByLabel("Fees ($)");
    this.warehouse = page.getByLabel("Warehouse");
    this.save = page.getByRole("button", { name: "Save", exact: true });
    this.notice = page.getByTestId("intake-notice");
    this.sessionCount = page.getByTestId("session-count");
    this.photoFiles = page.getByLabel("Add photos from files");
    this.thumbnails = page.getByRole("img", { name: /^Photo \d+ of the parcel$/ });
    this.duplicateWarning = page.getByText("Already received: saving will ask you to confirm.");
    this.duplicateDialog = page.getByRole("alertdialog");
    this.printedLabel = page.locator("#ipf-print-root .ipf-label");
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
    await expect(this.trackNumber).toBeVisible();
    await expect(this.warehouse).not.toHaveValue("");
  }

  /**
   * A keyboard-wedge scan: one keystroke every 4 ms, then Enter, into whatever
   * field has focus. The keys go through the DevTools protocol with the time
   * each would have left a scanner, so the page sees a scanner's rhythm however
   * long the test machine takes to deliver them (as with a real scanner on a
   * busy desk computer: the event's time is the keystroke's, not the page's).
   */
  async scan(code: string, msPerKey = 4): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const start = Date.now() / 1000;
    const keys = [...code].map((text) => ({ key: text, text, unmodifiedText: text }));
    const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, text: "\r" };
    try {
      for (const [index, key] of [...keys, enter].entries()) {
        const timestamp = start + (index * msPerKey) / 1000;
        await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...key, timestamp });
        await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: key.key, timestamp: timestamp + 0.001 });
      }
    } finally {
      await cdp.detach();
    }
  }

  /** Keystrokes at a quick typist's pace (80 ms apart): never taken for a scan. */
  async typeLikeAPerson(text: string): Promise<void> {
    await this.page.keyboard.type(text, { delay: 80 });
  }

  /** Types a search into the picker and picks the customer with the keyboard. */
  async chooseCustomer(query: string, name: string): Promise<void> {
    await this.customer.pressSequentially(query, { delay: 80 });
    await expect(this.page.getByRole("option", { name: new RegExp(name) })).toBeVisible();
    await this.page.keyboard.press("Enter");
    await expect(this.customer).toHaveValue(new RegExp(name));
  }

  description(line = 0): Locator {
    return this.page.locator(`#line-${line}-catalogue`);
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
}

/** Signs the demo customer in through the API and answers their locker. */
export async function customerLocker(
  page: Page,
): Promise<{ trackNumber: string; packageId: string; images: string[] }[]> {
  const login = await page.request.post("/api/users/login", {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const locker = await page.request.get("/api/users/packages/get?perPage=100", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(locker.ok()).toBe(true);
  return ((await locker.json()) as { packages: { trackNumber: string; packageId: string; images: string[] }[] })
    .packages;
}
