import * as XLSX from "@e965/xlsx";
import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { SettledListScreen } from "./list-screen";

/**
 * The package-descriptions and login-history screens of the back office,
 * and the spreadsheets the descriptions import and export.
 */

/** A text no other test or run has used. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
}

/** A spreadsheet's rows (header first), read from or written to .xlsx bytes with SheetJS. */
export const spreadsheet = {
  read(bytes: Buffer): string[][] {
    const book = XLSX.read(bytes);
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
  },
  write(rows: string[][]): Buffer {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Descriptions");
    return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
  },
};

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export class DescriptionsScreen extends SettledListScreen {
  readonly newRow: Locator;

  constructor(page: Page) {
    super(page, {
      path: "/manage-descriptions",
      table: "Package descriptions",
      search: "Search category, description or HS code",
    });
    this.newRow = page.getByRole("group", { name: "New description" });
  }

  /** The inputs of the new row, or of the row being edited. */
  input(
    scope: Locator,
    field: "Category" | "Description" | "Description in Arabic" | "Description in French" | "HS code",
  ): Locator {
    return scope.getByLabel(field, { exact: true });
  }

  /** The messages shown under the inputs of a row. */
  errors(scope: Locator): Locator {
    return scope.locator(".ipf-description-error");
  }

  async typeRow(
    scope: Locator,
    values: { category?: string; description?: string; arabic?: string; french?: string; code?: string },
  ) {
    if (values.category !== undefined) await this.input(scope, "Category").fill(values.category);
    if (values.description !== undefined) await this.input(scope, "Description").fill(values.description);
    if (values.arabic !== undefined) await this.input(scope, "Description in Arabic").fill(values.arabic);
    if (values.french !== undefined) await this.input(scope, "Description in French").fill(values.french);
    if (values.code !== undefined) await this.input(scope, "HS code").fill(values.code);
  }

  override rowButton(row: string | Locator, name: "Edit" | "Delete" | "Save" | "Cancel"): Locator {
    return (typeof row === "string" ? this.row(row) : row).getByRole("button", { name: new RegExp(`^${name}\\b`) });
  }

  /** The row's cells as text: category, description, HS code. */
  /** A row's category, description and HS code. */
  async cells(row: Locator): Promise<string[]> {
    const [category, description, , , code] = (await row.locator("td").allInnerTexts()).map((text) => text.trim());
    return [category!, description!, code!];
  }

  /** A row's Arabic and French descriptions ("—" where none). */
  async translations(row: Locator): Promise<string[]> {
    return (await row.locator("td").allInnerTexts()).slice(2, 4).map((text) => text.trim());
  }

  /** Clicks Export and answers the file downloaded. */
  async export(): Promise<Buffer> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.button("Export .xlsx").click()]);
    return readDownload(download);
  }

  get importDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Import package descriptions" });
  }

  async openImport(): Promise<void> {
    await this.button("Import .xlsx").click();
    await expect(this.importDialog).toBeVisible();
  }

  async chooseFile(file: { name: string; buffer: Buffer; mimeType?: string }): Promise<void> {
    await this.importDialog.getByLabel("Choose an .xlsx file").setInputFiles({ mimeType: XLSX_TYPE, ...file });
  }

  get summary(): Locator {
    return this.importDialog.getByTestId("import-summary");
  }

  /** A section of the preview: Added, Changed, Removed or Refused. */
  section(name: "Added" | "Changed" | "Removed" | "Refused"): Locator {
    return this.importDialog.getByRole("region", { name });
  }

  get replaceBox(): Locator {
    return this.importDialog.getByRole("checkbox", { name: /Also delete the/ });
  }

  /** Ticks or clears "Also delete the … not in the file" (Blueprint draws the box over the input). */
  async setReplace(on: boolean): Promise<void> {
    await this.replaceBox.setChecked(on, { force: true });
    await expect(this.replaceBox).toBeChecked({ checked: on });
  }

  get applyButton(): Locator {
    return this.importDialog.getByRole("button", { name: /^Apply/ });
  }

  get importProblem(): Locator {
    return this.importDialog.getByRole("alert");
  }

  /**
   * Applies the previewed file. Other tests add descriptions meanwhile: when
   * the catalogue changed since the preview, the dialog refreshes it and
   * says so, and Apply is pressed once more. Applied at once, the dialog
   * closes before anything else can be seen.
   */
  async apply(): Promise<void> {
    await this.applyButton.click();
    const changed = this.importDialog.getByText(/The catalogue has changed since this file was checked/);
    await expect(async () => {
      if (await changed.isVisible()) await this.applyButton.click();
      await expect(this.importDialog).toBeHidden({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }

  get deleteDialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Delete “/ });
  }
}

async function readDownload(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class LoginHistoryScreen extends SettledListScreen {
  constructor(page: Page) {
    super(page, { path: "/login-history", table: "Staff login history" });
  }

  get staff(): Locator {
    return this.page.getByLabel("Staff member", { exact: true });
  }

  /** Picks a staff member by username in the staff filter. */
  async chooseStaff(username: string): Promise<void> {
    const option = this.staff.locator("option").filter({ hasText: new RegExp(`^${username}$|\\(${username}\\)$`) });
    await this.staff.selectOption((await option.getAttribute("value"))!);
  }

  get status(): Locator {
    return this.page.getByLabel("Status", { exact: true });
  }

  get from(): Locator {
    return this.page.getByLabel("From", { exact: true });
  }

  get to(): Locator {
    return this.page.getByLabel("To", { exact: true });
  }

  get filterProblem(): Locator {
    return this.page.getByRole("group", { name: "Filters" }).getByRole("alert");
  }

  /** The header cells, as the old product names the columns. */
  async columns(): Promise<string[]> {
    return (await this.table.locator("thead th").allInnerTexts()).map((text) => text.trim());
  }

  /** A row's cells: account, location, IP, date, status, reason. */
  async cells(row: Locator): Promise<string[]> {
    return (await row.locator("td").allInnerTexts()).map((text) => text.trim());
  }
}
