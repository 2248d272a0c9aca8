import { type Locator, type Page } from "@playwright/test";
import { logIn } from "./customer";
import { SitePage } from "./page-object";
import type { Shopper } from "./web-formats";

/** The labels the savings preview is found by, per language (the catalogues' texts). */
const LABELS = {
  en: {
    assemble: "Assemble",
    dialog: "Assemble parcels",
    preview: "Together or separately?",
    estimate: "Estimate",
    destination: "Ship to",
  },
  ar: {
    assemble: "تجميع",
    dialog: "تجميع الطرود",
    preview: "معًا أم كلٌّ على حدة؟",
    estimate: "تقدير",
    destination: "الشحن إلى",
  },
} as const;

type Lang = keyof typeof LABELS;

/** The locker's assemble dialog and its savings preview, in English or Arabic. */
export class SavingsLocker extends SitePage {
  private readonly labels: (typeof LABELS)[Lang];
  readonly dialog: Locator;
  readonly preview: Locator;
  readonly estimateBadge: Locator;
  readonly destination: Locator;

  constructor(
    page: Page,
    readonly lang: Lang,
  ) {
    super(page);
    this.labels = LABELS[lang];
    this.dialog = page.getByRole("dialog", { name: this.labels.dialog });
    this.preview = this.dialog.getByRole("region", { name: this.labels.preview });
    this.estimateBadge = this.preview.getByText(this.labels.estimate, { exact: true });
    this.destination = this.preview.getByRole("combobox", { name: this.labels.destination });
  }

  /** Signs the shopper in and opens their locker in this language. */
  async open(shopper: Shopper): Promise<void> {
    await logIn(this.page, shopper.email, shopper.password);
    await this.page.goto(`/${this.lang}/dashboard`);
  }

  /** Opens the assemble dialog on `first` (waiting for the locker on a busy machine) and ticks `others`. */
  async assemble(first: string, others: string[]): Promise<void> {
    await this.main
      .getByRole("article", { name: first, exact: true })
      .getByRole("button", { name: this.labels.assemble, exact: true })
      .click({ timeout: 20_000 });
    for (const id of others) await this.dialog.getByRole("checkbox", { name: new RegExp(id) }).check();
  }

  async chooseDestination(search: string, name: string): Promise<void> {
    await this.destination.click();
    await this.destination.fill(search);
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** One carrier's row: its figures are separately, together and the saving, in that order. */
  carrier(name: string): Locator {
    return this.preview.getByRole("listitem").filter({ hasText: name });
  }

  figures(carrier: string): Locator {
    return this.carrier(carrier).getByRole("definition");
  }
}
