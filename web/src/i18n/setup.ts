import { direction } from "@ipf/shared/i18n/direction";
import type { ContentCatalogue } from "@ipf/shared/i18n/content/en";
import type { AreaCatalogue } from "@ipf/shared/i18n/area/en";
import type { Catalogue, SiteCatalogue } from "@ipf/shared/i18n/en";
import { withArea } from "@ipf/shared/i18n/merge";
import type { Language } from "@ipf/shared/schemas/common";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES } from "../app/language";

/** One chunk per language: a visitor downloads only the catalogue they read. */
const loaders: Record<Language, () => Promise<SiteCatalogue>> = {
  ar: () => import("@ipf/shared/i18n/ar").then((m) => m.ar),
  en: () => import("@ipf/shared/i18n/en").then((m) => m.en),
  fr: () => import("@ipf/shared/i18n/fr").then((m) => m.fr),
};

/**
 * The long texts (FAQ, prohibited items, legal pages) are a second namespace,
 * downloaded only by the pages that show them (`loadContent`).
 */
const contentLoaders: Record<Language, () => Promise<ContentCatalogue>> = {
  ar: () => import("@ipf/shared/i18n/content/ar").then((m) => m.contentAr),
  en: () => import("@ipf/shared/i18n/content/en").then((m) => m.contentEn),
  fr: () => import("@ipf/shared/i18n/content/fr").then((m) => m.contentFr),
};

/**
 * The customer area's own texts (claims, returns, parcel services), merged
 * into the catalogue once a signed-in page asks for them (`loadArea`): the
 * landing page's first load does without them.
 */
const areaLoaders: Record<Language, () => Promise<AreaCatalogue>> = {
  ar: () => import("@ipf/shared/i18n/area/ar").then((m) => m.arArea),
  en: () => import("@ipf/shared/i18n/area/en").then((m) => m.enArea),
  fr: () => import("@ipf/shared/i18n/area/fr").then((m) => m.frArea),
};
let areaWanted = false;

async function readCatalogue(language: Language): Promise<SiteCatalogue | Catalogue> {
  if (!areaWanted) return loaders[language]();
  const [site, area] = await Promise.all([loaders[language](), areaLoaders[language]()]);
  return withArea(site, area);
}

export const CONTENT_NS = "content";

const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      return callback(new Error(`No catalogue for ${language}`), false);
    }
    const lang = language as Language;
    const load = namespace === CONTENT_NS ? contentLoaders[lang]() : readCatalogue(lang);
    load.then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** `<html lang dir>` and the description follow the interface language. */
function applyDocumentLanguage(lang: string): void {
  // Prerendering at build time has no document: the page is written with its language.
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  root.lang = lang;
  root.dir = direction(lang);
  document.querySelector('meta[name="description"]')?.setAttribute("content", i18next.t("meta.description"));
}

export async function startI18n(lang: Language): Promise<typeof i18next> {
  i18next.on("languageChanged", applyDocumentLanguage);
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: LANGUAGES,
      // The catalogues hold the same keys (shared/src/i18n/catalogues.test.ts),
      // so no fallback catalogue needs to be downloaded beside the current one.
      fallbackLng: false,
      load: "currentOnly",
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      // The language route's loader awaits changeLanguage before rendering,
      // so components never wait for a catalogue.
      react: { useSuspense: false },
    });
  return i18next;
}

/** For a page loader: the long texts, before the page renders (and again in each new language, by i18next). */
export async function loadContent(): Promise<null> {
  await i18next.loadNamespaces(CONTENT_NS);
  return null;
}

/**
 * For the loader of a signed-in page: the customer area's texts in `lang`,
 * before the page renders; catalogues read later (another language) come
 * with them. Merged once `lang`'s catalogue has arrived, so a catalogue
 * still on its way (a language switch) cannot replace them.
 */
export async function loadArea(lang: Language): Promise<null> {
  areaWanted = true;
  const [area] = await Promise.all([areaLoaders[lang](), i18next.loadLanguages(lang)]);
  i18next.addResourceBundle(lang, "translation", area, true, true);
  return null;
}

export { i18next };
