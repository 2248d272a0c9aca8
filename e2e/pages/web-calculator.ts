import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** The public calculator, English page. */
export class CalculatorPage {
  readonly country: Locator;
  readonly warehouse: Locator;
  readonly weight: Locator;
  readonly length: Locator;
  readonly width: Locator;
  readonly height: Locator;
  readonly calculate: Locator;
  readonly offers: Locator;
  readonly recommended: Locator;
  readonly otherWeights: Locator;
  readonly message: Locator;
  readonly countryError: Locator;
  readonly faq: Locator;
  readonly signupButtons: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.country = main.getByRole("combobox", { name: "Destination country" });
    this.warehouse = main.getByLabel("Ship from");
    this.weight = main.getByLabel("Weight", { exact: true });
    this.length = main.getByLabel("Length");
    this.width = main.getByLabel("Width");
    this.height = main.getByLabel("Height");
    this.calculate = main.getByRole("button", { name: "Calculate" });
    this.offers = main.getByRole("list", { name: "Shipping offers" }).getByRole("listitem");
    this.recommended = this.offers.first().getByText("Recommended");
    this.otherWeights = main.getByRole("table", { name: "Prices at other weights" });
    this.message = main.getByRole("region", { name: "Shipping offers" }).getByRole("alert");
    this.countryError = main.getByText("Choose a country from the list.");
    this.faq = main.locator("details");
    this.signupButtons = main.getByRole("link", { name: "Sign up to ship" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/calculator");
    await expect(this.country).toBeVisible();
  }

  async chooseCountry(search: string, name: string): Promise<void> {
    await this.country.click();
    await this.country.fill(search);
    await this.page.getByRole("option", { name, exact: true }).click();
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
