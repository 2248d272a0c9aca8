import type { Language } from "../schemas/common.js";
import { ar } from "./ar.js";
import { en, type Catalogue } from "./en.js";
import { fr } from "./fr.js";

export type { Catalogue };

/** The one i18next namespace; keys are nested inside it (`landing.hero.title`). */
export const DEFAULT_NAMESPACE = "translation";

export const catalogues: Record<Language, Catalogue> = { ar, en, fr };

/** Ready for `i18next.init({ resources })`. */
export const resources = {
  ar: { translation: ar },
  en: { translation: en },
  fr: { translation: fr },
} as const satisfies Record<Language, { translation: Catalogue }>;

export { direction, type TextDirection } from "./direction.js";
