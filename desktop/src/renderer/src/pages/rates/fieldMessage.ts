import { i18next, errorMessage, validationMessage } from "../../i18n";
import { ratesTexts } from "./texts";

/** A message key of these screens' fields (a zod key of the shared schemas, or an API code). */
export function rateFieldMessage(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (key in ratesTexts.validation) return i18next.t(`rates.validation.${key as keyof typeof ratesTexts.validation}`);
  if (/^[A-Z_]+$/.test(key)) return errorMessage(key);
  return validationMessage(key);
}
