import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN_BASE, signInAs } from "./admin";
import { PageObject } from "./page-object";

export interface ListScreenOptions {
  /** The screen's path under the back office, e.g. "/manageusers". */
  path: string;
  /** The table's accessible name. */
  table: string;
  /** The search box's accessible name; any search box of the page when left out. */
  search?: string;
  /** The page's level-1 heading, when the screen is ready only once it shows too. */
  heading?: string;
}

/**
 * What every list screen of the back office shares: the search, the table and
 * its rows, the tabs, the dialogs opened from a row, and the toasts.
 */
export class ListScreen extends PageObject {
  readonly path: string;
  readonly search: Locator;
  readonly table: Locator;
  readonly toasts: Locator;
  private readonly heading: Locator | null;

  constructor(page: Page, options: ListScreenOptions) {
    super(page);
    this.path = options.path;
    this.search = options.search ? page.getByRole("searchbox", { name: options.search }) : page.getByRole("searchbox");
    this.table = page.getByRole("table", { name: options.table, exact: true });
    this.toasts = page.locator(".bp6-toast");
    this.heading = options.heading ? page.getByRole("heading", { level: 1, name: options.heading }) : null;
  }

  /** Opens the screen (`query` like "?tab=closed") and waits until it is ready. */
  async goto(query = ""): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}${this.path}${query}`);
    await this.ready();
  }

  /** Signs a demo staff member in straight onto this screen (no stop at the dashboard). */
  async openAs(username: string, query = ""): Promise<void> {
    await signInAs(this.page, username, { path: `${this.path}${query}` });
    await this.ready();
  }

  /** Waits for what shows the screen is drawn: its search box, and its heading when one was named. */
  protected async ready(): Promise<void> {
    await expect(this.search).toBeVisible({ timeout: 20_000 });
    if (this.heading) await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  /** Waits until the table has its rows (no request under way). */
  async settled(): Promise<void> {
    await expect(this.page.locator(".ipf-table-scroll")).toHaveAttribute("aria-busy", "false");
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  /**
   * Searches, and waits until the table shows that search's rows: a row of
   * the list before must not be clicked as it goes away.
   */
  async find(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press("Enter");
    await expect.poll(() => new URL(this.page.url()).searchParams.get("q") ?? "").toBe(text.trim());
    await this.settled();
  }

  get rows(): Locator {
    return this.table.locator("tbody tr");
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A button of a row, given as the row or as a text in it. */
  rowButton(row: string | Locator, name: string): Locator {
    return (typeof row === "string" ? this.row(row) : row).getByRole("button", { name, exact: true });
  }

  /**
   * Opens `dialog` from a row's button. A live update that reloads the list
   * as the click lands takes the click with the row it replaces: the click is
   * made again until the dialog shows.
   */
  async openFromRow(button: Locator, dialog: Locator): Promise<void> {
    await expect(async () => {
      if (!(await dialog.isVisible())) await button.click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** A button of the page outside the table and dialogs, by its whole label. */
  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** The empty state of the table: any, or the one with this title. */
  emptyState(title?: string): Locator {
    return title ? this.page.getByText(title, { exact: true }) : this.page.locator(".bp6-non-ideal-state");
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  /** A dialog's button, by the start of its label (the main action carries its shortcut). */
  dialogButton(dialog: Locator, name: string | RegExp): Locator {
    return dialog.getByRole("button", { name: typeof name === "string" ? new RegExp(`^${name}`) : name });
  }

  /** The error shown inside a dialog. */
  dialogAlert(dialog: Locator): Locator {
    return dialog.getByRole("alert");
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(label, { exact: true });
  }

  /** The message under a field of a dialog. */
  fieldMessage(dialog: Locator, text: string): Locator {
    return dialog.locator(".bp6-form-helper-text, .ipf-field-error").filter({ hasText: text });
  }

  /** The messages under the fields of a dialog. */
  fieldMessages(dialog: Locator): Locator {
    return dialog.locator(".bp6-form-helper-text");
  }

  /** Ctrl+Enter in the dialog's form: its main action. */
  async submitWithKeyboard(dialog: Locator): Promise<void> {
    await dialog.locator("form").press("Control+Enter");
  }

  /** Ctrl+Enter: the main action of `dialog`, once the keyboard is in it (a frame after it opens). */
  async pressMainAction(dialog: Locator): Promise<void> {
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await this.page.keyboard.press("Control+Enter");
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text }).first();
  }

  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.toast(text)).toBeVisible();
  }
}

/** A list screen that is ready only once its table has settled. */
export class SettledListScreen extends ListScreen {
  protected override async ready(): Promise<void> {
    await expect(this.table).toBeVisible();
    await this.settled();
  }

  /** The rows of records (not the empty state's row). */
  override get rows(): Locator {
    return this.table.locator("tbody tr[data-row]");
  }
}
