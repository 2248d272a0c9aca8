import { get, useFormState, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../i18n/messages";
import type { PreAlertValues } from "./preAlertForm";

/**
 * A field's message, translated: the form's own keys (storeRequired,
 * trackTooShort...) are texts of `preAlerts.fields`, the others shared
 * validation texts.
 */
export function usePreAlertFieldError() {
  const { t, i18n } = useTranslation();
  const { fieldText } = useMessages();
  const { errors } = useFormState<PreAlertValues>();
  return (name: Path<PreAlertValues>): string | undefined => {
    const message: string | undefined = (get(errors, name) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    const own = `preAlerts.fields.${message}`;
    return i18n.exists(own) ? t(own as "preAlerts.fields.storeRequired") : fieldText(message);
  };
}
