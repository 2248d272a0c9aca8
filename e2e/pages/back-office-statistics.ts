import { readFile } from "node:fs/promises";
import { read, utils } from "@e965/xlsx";
import { expect, type Download, type Locator } from "@playwright/test";
import { ADMIN_BASE } from "./admin";
import { PageObject } from "./page-object";

export const SERIES = {
  country: "Parcels by destination country",
  carrier: "Parcels by shipping company",
  month: "Shipped parcels by month",
  volume: "Transaction volume per currency",
} as const;
export type SeriesKey = keyof typeof SERIES;

export const TOTALS = ["Staff sign-ins", "Parcels received", "New customers", "Transactions"] as const;

/** A day as the range input types it, in the browser's (and this process's) time zone. */
export function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The statistics panel of the back-office dashboard. */
export class StatisticsPanel extends PageObject {
  readonly root = this.page.getByTestId("statistics");
  readonly from = this.root.getByRole("textbox", { name: "From", exact: true });
  readonly to = this.root.getByRole("textbox", { name: "To", exact: true });
  readonly problem = this.root.getByRole("alert");
  readonly chartsView = this.root.getByRole("radio", { name: "Charts" });
  readonly tablesView = this.root.getByRole("radio", { name: "Tables" });
  /** Each carrier's delivery times per destination, over the last 90 days until a range is picked. */
  readonly deliveryTimes = this.root.getByRole("region", { name: "Delivery times by carrier" });

  async goto(): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/`);
    await this.loaded();
  }

  /** Waits for the panel (its code comes after the dashboard's) to finish loading. */
  async loaded(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 15_000 });
    await expect(this.root).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
  }

  /** Types a range into the two day fields (YYYY-MM-DD), then leaves them. */
  async chooseRange(from: string, to: string): Promise<void> {
    await this.type(this.to, to);
    await this.type(this.from, from);
    await this.page.keyboard.press("Escape");
    await this.loaded();
  }

  async type(field: Locator, value: string): Promise<void> {
    await field.click();
    await field.fill(value);
    await field.press("Tab");
  }

  total(label: (typeof TOTALS)[number]): Locator {
    return this.root
      .getByRole("list", { name: "Statistics" })
      .getByRole("listitem")
      .filter({ hasText: label })
      .locator("strong");
  }

  async totalValue(label: (typeof TOTALS)[number]): Promise<number> {
    return Number((await this.total(label).innerText()).replace(/,/g, ""));
  }

  series(key: SeriesKey): Locator {
    return this.root.getByRole("region", { name: SERIES[key] });
  }

  bars(key: SeriesKey): Locator {
    return this.series(key).locator(".recharts-bar-rectangle");
  }

  chart(key: SeriesKey): Locator {
    return this.series(key).locator("svg.recharts-surface");
  }

  empty(key: SeriesKey): Locator {
    return this.series(key).getByText("Nothing in this range.");
  }

  table(key: SeriesKey): Locator {
    return this.series(key).getByRole("table");
  }

  rows(key: SeriesKey): Locator {
    return this.table(key).locator("tbody tr");
  }

  /** Clicks a series' export and waits for the browser's download. */
  async export(key: SeriesKey): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.series(key)
      .getByRole("button", { name: `Export ${SERIES[key]} to .xlsx` })
      .click();
    return download;
  }
}

/** The rows of a downloaded workbook's first sheet, read back with SheetJS. */
export async function readWorkbook(download: Download): Promise<(string | number)[][]> {
  const path = await download.path();
  const book = read(await readFile(path));
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 });
}
