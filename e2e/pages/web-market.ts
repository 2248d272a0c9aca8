import { expect, type Locator, type Page } from "@playwright/test";

/** The shop directory, English page. */
export class MarketPage {
  readonly country: Locator;
  readonly categories: Locator;
  readonly tiles: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.country = main.getByLabel("Shop country");
    this.categories = main.getByRole("group", { name: "Category" });
    this.tiles = main.getByRole("link", { name: /opens in a new tab/ });
    this.count = main.getByText(/^Shops: \d+$/);
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/market");
    await expect(this.count).toBeVisible();
  }

  category(name: string): Locator {
    return this.categories.getByRole("radio", { name, exact: true });
  }

  tile(shop: string): Locator {
    return this.tiles.filter({ hasText: shop });
  }
}
