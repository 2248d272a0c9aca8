import { FormGroup, InputGroup } from "@blueprintjs/core";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A measure typed in a parcel's form (its weight, a side, the fees): a
 * decimal field with its message, or a warning, below it. `onTyped` is told
 * when the operator types in it (not when the scale fills it).
 */
export function MeasureField(props: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  warning?: string;
  size?: "large" | "medium";
  autoFocus?: boolean;
  onTyped?: () => void;
}) {
  const { id, error, warning, onTyped } = props;
  const { ref, onChange, ...field } = props.registration;
  const intent = error ? "danger" : warning ? "warning" : "none";
  return (
    <FormGroup label={props.label} labelFor={id} intent={intent} helperText={error ?? warning}>
      <InputGroup
        id={id}
        {...field}
        inputRef={ref}
        inputMode="decimal"
        autoComplete="off"
        size={props.size}
        autoFocus={props.autoFocus}
        intent={intent}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          if (onTyped && event.nativeEvent.isTrusted) onTyped();
          void onChange(event);
        }}
      />
    </FormGroup>
  );
}
