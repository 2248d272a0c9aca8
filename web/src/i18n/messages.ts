import type { Catalogue } from "@ipf/shared/i18n/en";
import type { PluralBase } from "@ipf/shared/i18n/plural";
import { readMessage } from "@ipf/shared/i18n/message-key";
import { messageValues } from "@ipf/shared/i18n/message-values";
import { DEFAULT_LANGUAGE, isLanguage } from "../app/language";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/error";

type ErrorKey = `errors.${keyof Catalogue["errors"]}`;
type ValidationKey = `validation.${PluralBase<keyof Catalogue["validation"]>}`;

/**
 * Texts for what the API and the shared schemas answer in codes: an error
 * `code` becomes `errors.<code>`, a field message key `validation.<key>`.
 * Unknown codes fall back to the generic error instead of showing a key.
 */
export function useMessages() {
  const { t, i18n } = useTranslation();
  return {
    errorText(error: unknown): string {
      const code = error instanceof ApiError ? error.code : undefined;
      const key = `errors.${code}`;
      return code && i18n.exists(key) ? t(key as ErrorKey) : t("errors.generic");
    },
    /**
     * A field's message key ("maxChars?max=60" carries the limit its text
     * names, written in the page's language, and its plural form follows it).
     */
    fieldText(messageKey: string | undefined): string | undefined {
      if (!messageKey) return undefined;
      const { key, values } = readMessage(messageKey);
      const path = `validation.${key}`;
      const shown = messageValues(values, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
      return i18n.exists(path, shown) ? t(path as ValidationKey, shown) : t("validation.invalidValue");
    },
  };
}
