import { expect, type Locator } from "@playwright/test";
import { SitePage } from "./page-object";

/** The shop directory, English page. */
export class MarketPage extends SitePage {
  readonly country = this.main.getByLabel("Shop country");
  readonly categories = this.main.getByRole("group", { name: "Category" });
  readonly tiles = this.main.getByRole("link", { name: /opens in a new tab/ });
  readonly count = this.main.getByText(/^\d+ shops?$/);

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
