import { customsTexts } from "./texts";

type ValidationKey = keyof typeof customsTexts.validation;

/** The text key of a message of a customs settings field (the shared schema's keys), or undefined for none. */
export function customsMessageKey(key: string | undefined): `customs.validation.${ValidationKey}` | undefined {
  if (key === undefined) return undefined;
  return key in customsTexts.validation ? `customs.validation.${key as ValidationKey}` : undefined;
}
