import { expect, type Locator, type Page } from "@playwright/test";
import { PageObject, SitePage } from "./page-object";

/** The demo customer the seed creates (db/src/seed/demo.ts). */
export const DEMO_CUSTOMER = { email: "demo@ipf.example", password: "demo-password", firstName: "Amina" } as const;

export type SiteLanguage = "ar" | "en" | "fr";

/** Each language's name as the switch shows it: in that language, the same on every page. */
const LANGUAGE_NAMES: Record<SiteLanguage, string> = { ar: "العربية", en: "English", fr: "Français" };

/** Escapes a path for a URL assertion that ignores the origin and allows a query. */
export function sitePath(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`^[^?#]*//[^/]+${escaped}/?(?:[?#].*)?$`);
}

/** The public site's frame: the document language, the header and its language switch. */
export class Site extends PageObject {
  readonly header = this.page.getByRole("banner");
  readonly languageButton = this.header.getByRole("button", { name: /^(Language|Langue|اللغة)/ });
  readonly mainHeading = this.page.getByRole("main").getByRole("heading", { level: 1 });

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async expectDocumentLanguage(lang: SiteLanguage, dir: "rtl" | "ltr"): Promise<void> {
    const html = this.page.locator("html");
    await expect(html).toHaveAttribute("lang", lang);
    await expect(html).toHaveAttribute("dir", dir);
  }

  /**
   * Words of three Latin letters or more that the page shows as interface text:
   * elements marked in another language (the sample address, the language
   * names) and brand names (IPF) do not count.
   */
  async latinWords(): Promise<string[]> {
    return this.page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll('[lang]:not([lang="ar"]), script, style, noscript, [aria-hidden="true"], [data-staff-text]')
        .forEach((el) => el.remove());
      const words = (copy.textContent ?? "").match(/[A-Za-z]{3,}/g) ?? [];
      return words.filter((word) => !["IPF", "CNIL", "PDF"].includes(word));
    });
  }

  readonly menuButton = () => this.header.getByRole("button", { name: /Open menu|Ouvrir le menu|فتح القائمة/ });
  readonly drawer = () => this.page.getByRole("dialog");

  async logOut(): Promise<void> {
    // The customer header keeps the phone menu below 75rem (1200 px).
    const wide = (this.page.viewportSize()?.width ?? 1280) >= 1200;
    if (wide) {
      await this.header.getByRole("button", { name: /My account|Mon compte|حسابي/ }).click();
      await this.header.getByRole("button", { name: /Log out|Déconnexion|تسجيل الخروج/ }).click();
    } else {
      await this.header.getByRole("button", { name: /Open menu|Ouvrir le menu|فتح القائمة/ }).click();
      await this.page
        .getByRole("dialog")
        .getByRole("button", { name: /Log out|Déconnexion|تسجيل الخروج/ })
        .click();
    }
  }

  async switchLanguage(lang: SiteLanguage): Promise<void> {
    await this.languageButton.click();
    await this.header.getByRole("link", { name: LANGUAGE_NAMES[lang], exact: true }).click();
  }
}

/** The login page, by the labels of its English version. */
export class CustomerLoginPage extends SitePage {
  readonly email = this.main.getByLabel("E-mail", { exact: true });
  readonly password = this.main.getByLabel("Password", { exact: true });
  readonly submit = this.main.getByRole("button", { name: "Log in", exact: true });
  readonly failure = this.main.getByRole("alert");

  async goto(): Promise<void> {
    await this.page.goto("/en/login");
    await expect(this.email).toBeVisible();
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await expect(this.submit).toBeEnabled();
    await this.submit.click();
  }
}

export class CustomerDashboardPage {
  constructor(readonly page: Page) {}

  greeting(firstName: string): Locator {
    return this.page.getByRole("heading", { level: 1, name: `Hello, ${firstName}!` });
  }
}
