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

/** A new password and its confirmation, as every password form of the staff asks them. */
export function NewPasswordFields(props: {
  ids: { password: string; confirm: string };
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password: string | undefined; confirm: string | undefined };
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        id={props.ids.password}
        label={props.label}
        type="password"
        autoComplete="new-password"
        helper={t("staff.passwordHint")}
        autoFocus={props.autoFocus}
        field={props.password}
        error={props.errors.password}
      />
      <Field
        id={props.ids.confirm}
        label={t("staff.confirmPassword")}
        type="password"
        autoComplete="new-password"
        field={props.confirm}
        error={props.errors.confirm}
      />
    </>
  );
}
