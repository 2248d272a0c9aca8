import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../ui/FormField";
import { fieldMessage } from "./rules";

/** A labelled input of a staff form, with its message key shown as this screen's text. */
export function Field(props: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  type?: "text" | "password" | "email";
  autoComplete?: string;
  helper?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const key = fieldMessage(props.error);
  return (
    <FormField
      id={props.id}
      label={props.label}
      registration={props.field}
      message={key ? t(key) : undefined}
      helper={props.helper}
      type={props.type ?? "text"}
      autoComplete={props.autoComplete ?? "off"}
      autoFocus={props.autoFocus}
    />
  );
}
