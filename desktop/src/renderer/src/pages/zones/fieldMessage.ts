import { i18next, errorMessage, validationMessage } from "../../i18n";
import { zonesTexts } from "./texts";

/** A message key of the zone form (a zod key of the shared schema, or an API code set on a field). */
export function zoneFieldMessage(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (key in zonesTexts.validation) return i18next.t(`zones.validation.${key as keyof typeof zonesTexts.validation}`);
  if (/^[A-Z_]+$/.test(key)) return errorMessage(key);
  return validationMessage(key);
}
