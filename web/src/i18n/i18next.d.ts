import type { ContentCatalogue } from "@ipf/shared/i18n/content/en";
import type { Catalogue } from "@ipf/shared/i18n/en";

// Typed keys: `t("landing.hero.title")` is checked against the English catalogue,
// `t("faq.price.question", { ns: "content" })` against the English long texts.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue; content: ContentCatalogue };
  }
}
