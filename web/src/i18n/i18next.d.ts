import type { Catalogue } from "@ipf/shared/i18n/en";

// Typed keys: `t("landing.hero.title")` is checked against the English catalogue.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}
