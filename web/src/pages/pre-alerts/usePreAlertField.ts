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
  const { register } = useFormContext<PreAlertValues>();
  const messageOf = usePreAlertMessage();
  return <K extends Path<PreAlertValues>>(name: K) => ({ ...register(name), error: messageOf(name) });
}

/** A field's message, translated, for a field the form does not register (a controlled one). */
export function usePreAlertMessage() {
  const say = usePreAlertText();
  const {
    formState: { errors },
  } = useFormContext<PreAlertValues>();
  return (name: Path<PreAlertValues>): string | undefined =>
    say((get(errors, name) as { message?: string } | undefined)?.message);
}

/** A message key of the form, translated: its own words first, then the shared ones. */
export function usePreAlertText() {
  const { t, i18n } = useTranslation();
  const { fieldText } = useMessages();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const own = `preAlerts.fields.${message}`;
    return i18n.exists(own) ? t(own as "preAlerts.fields.storeRequired") : fieldText(message);
  };
}
