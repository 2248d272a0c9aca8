import type { Language } from "../schemas/common.js";
import { ar } from "./ar.js";
import { arArea } from "./area/ar.js";
import { enArea } from "./area/en.js";
import { frArea } from "./area/fr.js";
import { en as enSite, type Catalogue } from "./en.js";
import { fr } from "./fr.js";
import { withArea } from "./merge.js";

export type { Catalogue };

/** The one i18next namespace; keys are nested inside it (`landing.hero.title`). */
export const DEFAULT_NAMESPACE = "translation";

/** Every text in each language (the web app downloads the customer area's part apart: area/en.ts). */
export const catalogues: Record<Language, Catalogue> = {
  ar: withArea(ar, arArea),
  en: withArea(enSite, enArea),
  fr: withArea(fr, frArea),
};

/** Ready for `i18next.init({ resources })`. */
export const resources = {
  ar: { translation: catalogues.ar },
  en: { translation: catalogues.en },
  fr: { translation: catalogues.fr },
} as const satisfies Record<Language, { translation: Catalogue }>;

export { direction, type TextDirection } from "./direction.js";
