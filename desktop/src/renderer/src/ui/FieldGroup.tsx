import { FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** What ties an input to its message for screen readers, when it has one. */
export function describedBy(id: string, message: string | undefined) {
  return {
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? `${id}-error` : undefined,
  } as const;
}

/**
 * A labelled field of a form: its message, when there is one, in place of
 * the helper text (with the id `describedBy` points the input to).
 */
export function FieldGroup(props: {
  id: string;
  label: ReactNode;
  message: string | undefined;
  helper?: ReactNode;
  children: ReactNode;
}) {
  const { id, message } = props;
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      intent={message ? "danger" : "none"}
      helperText={message ? <span id={`${id}-error`}>{message}</span> : props.helper}
    >
      {props.children}
    </FormGroup>
  );
}
