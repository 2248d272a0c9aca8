import { FormGroup, HTMLSelect, type HTMLSelectProps } from "@blueprintjs/core";
import type { ReactNode } from "react";

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/**
 * A labelled select: an empty first choice when `empty` is given, the
 * options, and its message, when there is one, in place of the helper text.
 * `after` is drawn under it (a device's state). Takes react-hook-form's
 * `register` as it is, or a `value` and `onChange`.
 */
export function SelectField({
  id,
  label,
  message,
  empty,
  options,
  children,
  after,
  ...select
}: {
  id: string;
  label: ReactNode;
  message?: string | undefined;
  empty?: string;
  options: readonly SelectOption[];
  /** Options drawn before `options` (one kept although it is gone). */
  children?: ReactNode;
  after?: ReactNode;
} & Omit<HTMLSelectProps, "id" | "options" | "fill" | "children">) {
  return (
    <FormGroup label={label} labelFor={id} intent={message ? "danger" : "none"} helperText={message}>
      <HTMLSelect id={id} fill {...select} aria-invalid={message ? true : undefined}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
      {after}
    </FormGroup>
  );
}
