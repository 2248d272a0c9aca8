import { i18next, validationMessage } from "../../i18n";
import { customersTexts } from "./texts";

type MessageKey = keyof typeof customersTexts.validation;

/**
 * A message key of the shared schemas ("validEmail", "maxChars?max=60",
 * or the old product's own sentence "Please fill all fields"), as these screens
 * say it; keys they do not know go to the common catalogue.
 */
export function customerMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const at = message.indexOf("?");
  const key = at < 0 ? message : message.slice(0, at);
  const values = Object.fromEntries(new URLSearchParams(at < 0 ? "" : message.slice(at + 1)));
  if (key in customersTexts.validation) {
    return i18next.t(`customers.validation.${key as MessageKey}`, { max: values.max ?? "" });
  }
  return validationMessage(key);
}

const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** "Algeria (DZ)" from an ISO 3166 code; the code alone when unknown. */
export function countryName(code: string | null): string {
  if (!code) return "—";
  try {
    const name = regions.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
