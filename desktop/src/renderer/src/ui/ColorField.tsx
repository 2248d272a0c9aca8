import { FormGroup, InputGroup } from "@blueprintjs/core";
import { COLOR_PATTERN } from "@ipf/shared/schemas/warehouses";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A colour the colour picker can show: the typed one when it is a hex colour, else the default. */
export function pickerColor(value: string, fallback: string): string {
  return COLOR_PATTERN.test(value.trim()) ? value.trim() : fallback;
}

/**
 * A colour of a react-hook-form form: a picker beside the typed value
 * (#RRGGBB). The picker shows `shown` (the typed colour when it is one,
 * else the default) and writes its choice with `onPick`.
 */
export function ColorField({
  id,
  label,
  registration,
  shown,
  onPick,
  message,
  helper,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  shown: string;
  onPick: (color: string) => void;
  message: string | undefined;
  helper: ReactNode;
}) {
  const { ref, ...registered } = registration;
  return (
    <FormGroup label={label} labelFor={id} intent={message ? "danger" : "none"} helperText={message ?? helper}>
      <div className="ipf-config-color">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={shown}
          onChange={(event) => onPick(event.target.value.toUpperCase())}
        />
        <InputGroup
          id={id}
          {...registered}
          inputRef={ref}
          autoComplete="off"
          maxLength={20}
          intent={message ? "danger" : "none"}
          aria-invalid={message ? true : undefined}
        />
      </div>
    </FormGroup>
  );
}
