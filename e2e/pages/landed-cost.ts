import { expect, type Locator, type Page } from "@playwright/test";
import { ok, StaffSession } from "./api";
import { SettledListScreen } from "./list-screen";
import { CalculatorPage } from "./web-calculator";

/**
 * Landed cost: the duty and VAT estimate where customers see it (the
 * calculator, the pay dialog), and the back-office screen where admins
 * keep each destination's figures.
 */

/** The estimate's texts, in the languages the tests read it in. */
export const ESTIMATE_TEXTS = {
  en: {
    title: "Estimated import duty and taxes",
    duty: "Import duty",
    vat: (rate: number) => `VAT / sales tax (${rate}%)`,
    disclaimer: /not a customs assessment/,
  },
  ar: {
    title: "الرسوم الجمركية والضرائب التقديرية",
    duty: "الرسوم الجمركية",
    vat: (rate: number) => `ضريبة القيمة المضافة (${rate}%)`,
    disclaimer: /وليس تقديرًا جمركيًا/,
  },
} as const;

/** The estimate shown in `scope`: its section, and the amount beside each of its lines. */
export class EstimatePart {
  readonly section: Locator;

  constructor(
    scope: Locator,
    readonly texts: (typeof ESTIMATE_TEXTS)[keyof typeof ESTIMATE_TEXTS],
  ) {
    this.section = scope.getByRole("region", { name: texts.title });
  }

  /** The amount written beside a line's term. */
  amount(term: string): Locator {
    return this.section.locator(`dt:text-is("${term}") + dd`);
  }

  disclaimer(): Locator {
    return this.section.getByText(this.texts.disclaimer);
  }
}

/** The public calculator with its declared value and the estimate under the offers. */
export class LandedCalculator extends CalculatorPage {
  readonly declaredValue = this.main.getByLabel("Value of the goods (optional)");
  readonly estimate = new EstimatePart(this.main, ESTIMATE_TEXTS.en);
  /** Each offer's line of estimated duty and taxes. */
  readonly offerEstimates = this.offers.getByText(/duty and taxes$/);

  /** Quotes `country` with a declared value, and waits for the quote that carries it. */
  async quote(search: string, name: string, value: string): Promise<void> {
    await this.chooseCountry(search, name);
    const quoted = this.nextQuote((body) => body.declaredValue === Number(value));
    await this.declaredValue.fill(value);
    await this.calculate.click();
    await quoted;
  }
}

/** The back office's duty and VAT screen. */
export class LandedCostScreen extends SettledListScreen {
  constructor(page: Page) {
    super(page, { path: "/landed-cost", search: "Search a country", table: "Duty and VAT by destination" });
  }

  editDialog(country: string): Locator {
    return this.dialog(`Duty and VAT: ${country}`);
  }
}

/** A destination's figures as the API takes them. */
export interface Figures {
  vatRate: number;
  dutyRate: number;
  chapterDutyRates: Record<string, number>;
  dutyDeMinimis: number | null;
  vatDeMinimis: number | null;
  basis: "fob" | "cif";
  note: string;
}

/** The figures set straight through the API, as the back office would: to arrange a scene and to clean it away. */
export class LandedCostApi extends StaffSession {
  async figures(country: string): Promise<Figures> {
    const { countries } = await ok<{ countries: (Figures & { country: string })[] }>(
      await this.request.get("/api/landed-cost", { headers: this.headers }),
    );
    const row = countries.find((entry) => entry.country === country);
    expect(row, `${country} has figures`).toBeDefined();
    const { vatRate, dutyRate, chapterDutyRates, dutyDeMinimis, vatDeMinimis, basis, note } = row!;
    return { vatRate, dutyRate, chapterDutyRates, dutyDeMinimis, vatDeMinimis, basis, note };
  }

  async set(country: string, figures: Figures): Promise<void> {
    await ok(await this.request.post(`/api/landed-cost/edit/${country}`, { headers: this.headers, data: figures }));
  }
}
