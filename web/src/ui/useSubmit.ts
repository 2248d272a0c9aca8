import { useCallback, useRef, useState, type MouseEvent } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/error";
import { useMessages } from "../i18n/messages";

/** Puts a failed send's field messages on the form's fields; answers the messages no field shows. */
export type PlaceFields = (fields: Record<string, string>) => string[];

/** For a react-hook-form form: the fields it has, their messages set with `setError`. */
export function formFields<T extends FieldValues>(
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): PlaceFields {
  return (fields) => {
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fields)) {
      const field = names.find((candidate) => candidate === name);
      if (field) setError(field, { type: "server", message });
      else unplaced.push(message);
    }
    return unplaced;
  };
}

export interface Submit {
  /** A send is under way. */
  busy: boolean;
  /** The last failed send's error, or null; kept as the error, so its text follows a language switch. */
  failure: unknown;
  /**
   * The text above the form for it: the server's error translated; for a
   * VALIDATION answer the messages no field shows, or "check the highlighted
   * fields" only when some field is highlighted.
   */
  text: string | null;
  clear(): void;
  /**
   * Runs one send: busy while it runs, the last failure cleared first, and
   * kept (its field messages placed) if it throws. Never throws; resolves
   * whether the send succeeded.
   */
  run(send: () => Promise<unknown>): Promise<boolean>;
}

/**
 * Every form's send: one way to be busy, fail, show why and start again.
 * `highlighted` is the text for a refusal whose every message is on a field
 * (by default the VALIDATION error's own "check the highlighted fields").
 */
export function useSubmit(place?: PlaceFields, highlighted?: string): Submit {
  const { t } = useTranslation();
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown; unplaced: string[] } | null>(null);
  const placeRef = useRef(place);
  placeRef.current = place;

  const run = useCallback(async (send: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(null);
    try {
      await send();
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setFailed({ error, unplaced: fields && placeRef.current ? placeRef.current(fields) : [] });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => setFailed(null), []);

  return {
    busy,
    failure: failed?.error ?? null,
    text: failed ? failureText(failed, messages, t("errors.generic"), highlighted) : null,
    clear,
    run,
  };
}

function failureText(
  { error, unplaced }: { error: unknown; unplaced: string[] },
  messages: ReturnType<typeof useMessages>,
  generic: string,
  highlighted: string | undefined,
): string {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION") return messages.errorText(error);
  if (unplaced.length) return unplaced.map((key) => messages.fieldText(key)).join(" ");
  if (!Object.keys(error.fields ?? {}).length) return generic;
  return highlighted ?? messages.errorText(error);
}

/**
 * For a form's submit button: pressing it keeps the focus where it is. A
 * field left by that press would show its message and push the button away
 * before the click lands, and the press would be lost.
 */
export function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
