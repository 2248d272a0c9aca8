import { expect, test } from "./fixtures";
import { sitePath } from "./pages/web";
import { MarketPage } from "./pages/web-market";

test.describe("shop directory", () => {
  test("shows France's shops by default, each opening in a new tab", async ({ page }) => {
    const market = new MarketPage(page);
    await market.goto();
    await expect(market.country).toHaveValue("FR");
    await expect(market.tile("Amazon.fr")).toHaveAttribute("target", "_blank");
    await expect(market.tile("Amazon.fr")).toHaveAttribute("rel", /noopener/);
    await expect(market.tile("Amazon.fr")).toHaveAttribute("href", "https://www.amazon.fr");
  });

  test("filters by category and by country, in the URL", async ({ page }) => {
    const market = new MarketPage(page);
    await market.goto();
    const all = await market.tiles.count();

    await market.category("Electronics").click();
    await expect(page).toHaveURL(/category=/);
    await expect(market.category("Electronics")).toBeChecked();
    await expect(market.tile("Fnac")).toBeVisible();
    await expect(market.tile("Sephora")).toHaveCount(0);
    expect(await market.tiles.count()).toBeLessThan(all);

    await market.category("All").click();
    await expect(market.category("All")).toBeChecked();
    await market.country.selectOption("DE");
    await expect(page).toHaveURL(/country=DE/);
    await expect(market.tile("Amazon.fr")).toHaveCount(0);
    await expect(market.tiles.first()).toBeVisible();
  });

  test("translates the categories on the Arabic page", async ({ page }) => {
    await page.goto("/ar/market");
    await expect(page).toHaveURL(sitePath("/ar/market"));
    await expect(page.getByRole("radio", { name: "الإلكترونيات" })).toBeAttached();
  });
});
