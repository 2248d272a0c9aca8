import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useState, type ReactNode } from "react";
import { ActionDialog, DialogError, type ActionDialogProps, type DialogProps } from "./ActionDialog";

/** The one text a TextFieldDialog asks for. */
export interface AskedText {
  /** The field's name in the API's VALIDATION answer. */
  name: string;
  id: string;
  label: string;
  /** Said when nothing but spaces is typed: the text is required. */
  required: string;
  initial?: string;
  maxLength?: number;
  /** A text area (of `rows` rows when given) rather than one line. */
  multiline?: boolean;
  rows?: number;
  autoFocus?: boolean;
}

/**
 * A dialog whose action needs one text typed (a reason, a tracking number):
 * refused with `field.required` while it is blank, otherwise `onSave` gets
 * it as typed and the dialog is done. `children` come above the field.
 */
export function TextFieldDialog({
  field,
  onSave,
  onClose,
  onDone,
  onStale,
  children,
  ...dialog
}: DialogProps &
  Pick<ActionDialogProps, "title" | "icon" | "intent" | "action"> & {
    field: AskedText;
    onSave: (typed: string) => Promise<unknown>;
    children?: ReactNode;
  }) {
  const [value, setValue] = useState(field.initial ?? "");
  return (
    <ActionDialog
      isOpen
      {...dialog}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ [field.name]: field.label }}
      onSubmit={async () => {
        if (!value.trim()) throw new DialogError(field.required);
        await onSave(value);
        onDone();
      }}
    >
      {children}
      <FormGroup label={field.label} labelFor={field.id}>
        {field.multiline ? (
          <TextArea
            id={field.id}
            fill
            rows={field.rows}
            autoFocus={field.autoFocus}
            maxLength={field.maxLength}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <InputGroup
            id={field.id}
            autoFocus={field.autoFocus}
            maxLength={field.maxLength}
            value={value}
            onValueChange={setValue}
          />
        )}
      </FormGroup>
    </ActionDialog>
  );
}
