import { readMessage } from "@ipf/shared/i18n/message-key";
import { errorMessage, i18next, validationMessage } from "../i18n";
import { landedCostTexts } from "../pages/landed-cost/texts";
import { ratesTexts } from "../pages/rates/texts";
import { zonesTexts } from "../pages/zones/texts";

/** The screens whose forms have check messages of their own, with those messages. */
const CHECKS = {
  rates: ratesTexts.validation,
  zones: zonesTexts.validation,
  landedCost: landedCostTexts.validation,
};

type ScreenWithChecks = keyof typeof CHECKS;

/**
 * A form field's message on one of these screens: the screen's own words
 * for a check key it names, the text of an API error code (a key in capitals)
 * where the screen's fields can carry one, the shared check texts otherwise.
 */
export function fieldMessage(
  screen: ScreenWithChecks,
  key: string | undefined,
  options: { apiCodes: boolean } = { apiCodes: true },
): string | undefined {
  if (key === undefined) return undefined;
  const { key: name, values } = readMessage(key);
  if (name in CHECKS[screen]) return i18next.t(`${screen}.validation.${name}` as never, { replace: values }) as string;
  if (options.apiCodes && /^[A-Z_]+$/.test(key)) return errorMessage(key);
  return validationMessage(key);
}
