import { InputGroup, type InputGroupProps } from "@blueprintjs/core";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, FieldGroup } from "./FieldGroup";

/**
 * A labelled input of a react-hook-form form: its message, when there is
 * one, in place of the helper text, tied to the input for screen readers.
 * `message` is the text the screen shows (each screen translates its own keys).
 */
export function FormField({
  id,
  label,
  registration,
  message,
  helper,
  ...input
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  message: string | undefined;
  helper?: ReactNode;
} & Pick<InputGroupProps, "type" | "autoComplete" | "autoFocus" | "dir" | "inputMode" | "maxLength" | "placeholder">) {
  const { ref, ...registered } = registration;
  return (
    <FieldGroup id={id} label={label} message={message} helper={helper}>
      <InputGroup
        id={id}
        {...registered}
        inputRef={ref}
        {...input}
        intent={message ? "danger" : "none"}
        {...describedBy(id, message)}
      />
    </FieldGroup>
  );
}
