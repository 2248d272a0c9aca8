import { get, useFormContext, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../i18n/messages";
import type { PreAlertValues } from "./preAlertForm";

/**
 * A field of the pre-alert form by its name: its registration and its
 * message, translated. The form's own message keys (storeRequired,
 * trackTooShort...) are texts of `preAlerts.fields`, the others shared
 * validation texts.
 */
export function usePreAlertField() {
  const { t, i18n } = useTranslation();
  const { fieldText } = useMessages();
  const {
    register,
    formState: { errors },
  } = useFormContext<PreAlertValues>();
  return <K extends Path<PreAlertValues>>(name: K) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    const own = `preAlerts.fields.${message}`;
    const error = !message
      ? undefined
      : i18n.exists(own)
        ? t(own as "preAlerts.fields.storeRequired")
        : fieldText(message);
    return { ...register(name), error };
  };
}
