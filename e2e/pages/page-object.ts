import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What the page objects start from. A subclass declares each of its locators
 * once, as a field built from `page` (or `main`, or `root`): fields are set
 * after the base constructor has run, so these are there to build from.
 */

/** A screen or page of the browser: its locators are built from `page`. */
export class PageObject {
  constructor(readonly page: Page) {}

  /** Esc closes the back office's dialog on top. */
  async closeDialog(dialog: Locator): Promise<void> {
    // As at the desk, Esc once the keyboard is in the dialog's overlay, which reads the key: a
    // dialog takes the focus a frame after it opens, and a refused action's disabled button drops
    // it to the page.
    await expect
      .poll(() => dialog.evaluate((node) => node.closest(".bp6-overlay")?.contains(document.activeElement) ?? false))
      .toBe(true);
    await this.page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
}

/** A page of the customer site, whose content is inside its <main>. */
export class SitePage extends PageObject {
  readonly main: Locator;

  constructor(page: Page) {
    super(page);
    this.main = page.getByRole("main");
  }
}

/** A part of a page (a dialog, a form): its locators are built from `root`. */
export class Region {
  constructor(readonly root: Locator) {}
}
