import { expect, type Request } from "@playwright/test";
import { SitePage } from "./page-object";

/** The public calculator, English page. */
export class CalculatorPage extends SitePage {
  readonly country = this.main.getByRole("combobox", { name: "Destination country" });
  readonly warehouse = this.main.getByLabel("Ship from");
  readonly weight = this.main.getByLabel("Weight", { exact: true });
  readonly length = this.main.getByLabel("Length");
  readonly width = this.main.getByLabel("Width");
  readonly height = this.main.getByLabel("Height");
  readonly calculate = this.main.getByRole("button", { name: "Calculate" });
  readonly offers = this.main.getByRole("list", { name: "Shipping offers" }).getByRole("listitem");
  readonly recommended = this.offers.first().getByText("Recommended");
  readonly otherWeights = this.main.getByRole("table", { name: "Prices at other weights" });
  readonly message = this.main.getByRole("region", { name: "Shipping offers" }).getByRole("alert");
  readonly countryError = this.main.getByText("Choose a country from the list.");
  readonly faq = this.main.locator("details");
  readonly signupButtons = this.main.getByRole("link", { name: "Sign up to ship" });
  /** The carriers' logos (decorative: the name is written beside each). */
  readonly logos = this.offers.locator("img");

  async goto(): Promise<void> {
    await this.page.goto("/en/calculator");
    await expect(this.country).toBeVisible();
  }

  async chooseCountry(search: string, name: string): Promise<void> {
    await this.country.click();
    await this.country.fill(search);
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** Every offer shows its carrier's logo, loaded (the demo carriers' wordmarks). */
  async expectLogosLoaded(): Promise<void> {
    await expect(this.logos).toHaveCount(await this.offers.count());
    for (const logo of await this.logos.all()) {
      // Loaded lazily: in view first.
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    }
  }

  /** The next quote call (POST /api/users/calc_shipping) whose body matches. */
  nextQuote(match: (body: Record<string, unknown>) => boolean = () => true): Promise<Request> {
    return this.page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/users/calc_shipping") &&
        request.method() === "POST" &&
        match(request.postDataJSON() as Record<string, unknown>),
    );
  }
}
