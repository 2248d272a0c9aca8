import type { Locator, Page } from "@playwright/test";
import { SitePage } from "./page-object";

/** The texts of the pre-alerts page the tests read, in the two languages they use. */
export const PRE_ALERT_TEXTS = {
  en: {
    add: "Announce a parcel",
    store: "Store",
    trackNumber: "Track number",
    warehouse: "Warehouse",
    description: "Description",
    price: "Value of one (€)",
    hsCode: "HS code (optional)",
    save: "Save",
    saved: "Pre-alert saved: we are expecting your parcel.",
    empty: "No pre-alerts yet",
  },
  ar: {
    add: "أعلن عن طرد",
    store: "المتجر",
    trackNumber: "رقم التتبع",
    warehouse: "المستودع",
    description: "الوصف",
    price: "قيمة القطعة (€)",
    hsCode: "رمز النظام المنسق (اختياري)",
    save: "حفظ",
    saved: "حُفظ الإشعار المسبق: نحن بانتظار طردك.",
    empty: "لا توجد إشعارات مسبقة بعد",
  },
} as const;
type Lang = keyof typeof PRE_ALERT_TEXTS;

/** The customer's pre-alerts page and its dialog. */
export class PreAlertsPage extends SitePage {
  readonly toast = this.page.locator(".toast-region");

  constructor(
    page: Page,
    readonly lang: Lang,
  ) {
    super(page);
  }

  private get texts() {
    return PRE_ALERT_TEXTS[this.lang];
  }

  async goto(): Promise<void> {
    await this.page.goto(`/${this.lang}/pre-alerts`);
  }

  get empty(): Locator {
    return this.main.getByRole("heading", { name: this.texts.empty });
  }

  /** A catalogue entry suggested under the line's description. */
  suggestion(text: string): Locator {
    return this.dialog.getByRole("option", { name: text });
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog", { name: this.texts.add });
  }

  field(name: "store" | "trackNumber" | "warehouse" | "description" | "price" | "hsCode"): Locator {
    return this.dialog.getByLabel(this.texts[name], { exact: true });
  }

  async open(): Promise<void> {
    await this.main.getByRole("button", { name: this.texts.add }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole("button", { name: this.texts.save, exact: true }).click();
  }

  /** A field's message, found by its text. */
  problem(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  /** The card of the pre-alert from `store`. */
  card(store: string): Locator {
    return this.main.getByTestId("pre-alert").filter({ has: this.page.getByRole("heading", { name: store }) });
  }
}
