import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../api/client";

/**
 * Puts a VALIDATION answer's per-field message keys on the form's fields.
 * Fields the form does not have are left to the form-level message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldNames.find((candidate) => candidate === name);
    if (field) setError(field, { type: "server", message });
  }
}
