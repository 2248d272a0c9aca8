import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../api/client";
import { useMessages } from "../../i18n/messages";

/**
 * Puts a VALIDATION answer's per-field message keys on the form's fields.
 * Answers the message keys of fields the form does not have, which the form
 * shows above itself rather than a "check the highlighted fields" with
 * nothing highlighted.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldNames.find((candidate) => candidate === name);
    if (field) setError(field, { type: "server", message });
    else unplaced.push(message);
  }
  return unplaced;
}

/**
 * The text above a form after a failed send: the server's error translated;
 * for a VALIDATION answer the messages no field shows, or "check the
 * highlighted fields" only when some field is highlighted.
 */
export function failureText(
  error: unknown,
  unplaced: readonly string[],
  messages: ReturnType<typeof useMessages>,
  generic: string,
): string {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION") return messages.errorText(error);
  if (unplaced.length) return unplaced.map((key) => messages.fieldText(key)).join(" ");
  return Object.keys(error.fields ?? {}).length ? messages.errorText(error) : generic;
}

/** A react-hook-form form's failed send: field messages placed, the rest in one text above the form. */
export function useFormFailure<T extends FieldValues>(fieldNames: readonly Path<T>[], setError: UseFormSetError<T>) {
  const { t } = useTranslation();
  const messages = useMessages();
  const [text, setText] = useState<string | null>(null);
  return {
    text,
    clear: () => setText(null),
    fail(error: unknown) {
      const unplaced = applyFieldErrors(error, fieldNames, setError);
      setText(failureText(error, unplaced, messages, t("errors.generic")));
    },
  };
}

/**
 * For a form's submit button: pressing it keeps the focus where it is. A
 * field left by that press would show its message and push the button away
 * before the click lands, and the press would be lost.
 */
export function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
