import { FormGroup, InputGroup } from "@blueprintjs/core";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
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
  const { ref, ...field } = props.field;
  const key = fieldMessage(props.error);
  const message = key ? t(key) : undefined;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      intent={message ? "danger" : "none"}
      helperText={message ? <span id={`${props.id}-error`}>{message}</span> : props.helper}
    >
      <InputGroup
        id={props.id}
        {...field}
        inputRef={ref}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete ?? "off"}
        autoFocus={props.autoFocus}
        intent={message ? "danger" : "none"}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${props.id}-error` : undefined}
      />
    </FormGroup>
  );
}
