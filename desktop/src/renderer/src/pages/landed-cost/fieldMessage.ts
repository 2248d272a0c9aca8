import { i18next, validationMessage } from "../../i18n";
import { landedCostTexts } from "./texts";

/** A message key of the figures form (a key of the shared schema): this screen's text, or the common one. */
export function landedCostFieldMessage(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (key in landedCostTexts.validation)
    return i18next.t(`landedCost.validation.${key as keyof typeof landedCostTexts.validation}`);
  return validationMessage(key);
}
