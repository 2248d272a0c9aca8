import { expect, test } from "./fixtures";
import { CalculatorPage } from "./pages/web-calculator";

test.describe("calculator, as a guest", () => {
  test("quotes the detected country at once, cheapest first and recommended, with other weights", async ({ page }) => {
    const calculator = new CalculatorPage(page);
    const firstQuote = calculator.nextQuote((body) => body.weight === 5);
    await calculator.goto();

    const body = (await firstQuote).postDataJSON() as Record<string, unknown>;
    // No geolocation answer here: the browser's locale (en-US) decides.
    expect(body).toMatchObject({ country: "US", weight: 5, length: 25, width: 20, height: 10 });
    await expect(calculator.country).toHaveValue("United States of America");
    await expect(calculator.offers.first()).toBeVisible();
    await expect(calculator.recommended).toBeVisible();
    await calculator.expectLogosLoaded();
    await expect(calculator.otherWeights.getByRole("columnheader")).toHaveText(["Carrier", "10 kg", "15 kg", "20 kg"]);
    await expect(calculator.signupButtons.first()).toBeVisible();
    await expect(calculator.faq).toHaveCount(5);
  });

  test("resets the parcel and recalculates on a country change", async ({ page }) => {
    const calculator = new CalculatorPage(page);
    await calculator.goto();
    await expect(calculator.offers.first()).toBeVisible();
    await calculator.length.fill("60");

    const quote = calculator.nextQuote((body) => body.country === "DZ");
    await calculator.chooseCountry("algeria", "Algeria");
    expect((await quote).postDataJSON()).toMatchObject({ weight: 5, length: 25, width: 20, height: 10 });
    await expect(calculator.length).toHaveValue("25");
  });

  test("recalculates 2 s after the weight changes, once for several keystrokes", async ({ page }) => {
    const calculator = new CalculatorPage(page);
    await calculator.goto();
    await expect(calculator.offers.first()).toBeVisible();
    const quotes: number[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/calc_shipping") && request.postDataJSON()?.weight === 12) quotes.push(Date.now());
    });

    const typedAt = Date.now();
    await calculator.weight.fill("1");
    await calculator.weight.fill("12");
    await calculator.nextQuote((body) => body.weight === 12);

    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1900);
    await expect(calculator.otherWeights.getByRole("columnheader")).toHaveText(["Carrier", "15 kg", "20 kg", "25 kg"]);
    expect(quotes).toHaveLength(1);
  });

  test("stays silent on an automatic refusal, and says on Calculate which weight no carrier takes", async ({
    page,
  }) => {
    const calculator = new CalculatorPage(page);
    await calculator.goto();
    await expect(calculator.offers.first()).toBeVisible();

    await calculator.weight.fill("31");
    await expect(calculator.offers).toHaveCount(0);
    await expect(calculator.message).toHaveCount(0);

    await calculator.calculate.click();
    await expect(calculator.message).toHaveText(
      "No carrier takes 31\u00a0kg to United States of America: 30\u00a0kg at most.",
    );

    await calculator.weight.fill("1001");
    await calculator.calculate.click();
    await expect(calculator.message).toHaveText(
      "The weight is out of range: enter a weight above 0 and up to 1,000\u00a0kg.",
    );
  });

  test("names a country that is not in the list", async ({ page }) => {
    const calculator = new CalculatorPage(page);
    await calculator.goto();
    // The parcel's fields show once the visitor's country is detected; then they type one not in the list.
    await expect(calculator.weight).toBeVisible();
    await calculator.country.fill("Atlantis");
    await calculator.weight.focus();
    await expect(calculator.countryError).toBeVisible();
    await calculator.calculate.click();
    await expect(calculator.message).toHaveText("Choose a country from the list.");
  });
});
