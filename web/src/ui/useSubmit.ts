import { useCallback, useRef, useState, type MouseEvent } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/error";
import { useMessages } from "../i18n/messages";

/** A field a refusal named that no box of the form shows: its name in the API's `fields`, and its message key. */
export interface UnplacedField {
  name: string;
  message: string;
}

/**
 * Puts a failed send's field messages on the form's boxes; answers those no
 * box shows, which the text above the form then names with their labels.
 */
export type PlaceFields = (fields: Record<string, string>) => UnplacedField[];

/** The entries of `fields` a form does not show, as `PlaceFields` answers them. */
export function unplacedOf(fields: Record<string, string>, shown: (name: string) => boolean): UnplacedField[] {
  return Object.entries(fields)
    .filter(([name]) => !shown(name))
    .map(([name, message]) => ({ name, message }));
}

/** For a react-hook-form form: the fields it has, their messages set with `setError`. */
export function formFields<T extends FieldValues>(
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): PlaceFields {
  return shownFields((name): name is Path<T> => names.some((candidate) => candidate === name), setError);
}

/**
 * For a react-hook-form form whose boxes change (lines added, a part shown
 * or not): the messages of the boxes `shown` says are on screen set with
 * `setError`, the others named above the form.
 */
export function shownFields<T extends FieldValues>(
  shown: (name: string) => name is Path<T>,
  setError: UseFormSetError<T>,
): PlaceFields {
  return (fields) => {
    for (const [name, message] of Object.entries(fields)) {
      if (shown(name)) setError(name, { type: "server", message });
    }
    return unplacedOf(fields, shown);
  };
}

export interface SubmitOptions {
  /** The text for a refusal whose every message is on a box (by default "check the highlighted fields"). */
  highlighted?: string;
  /** A field's label, translated, for a message the text above the form names; none for the request as a whole. */
  label?: (name: string) => string | undefined;
  /** A field message key's text (by default the shared validation texts). */
  say?: (message: string) => string | undefined;
}

export interface Submit {
  /** A send is under way. */
  busy: boolean;
  /** The last failed send's error, or null; kept as the error, so its text follows a language switch. */
  failure: unknown;
  /**
   * The text above the form for it: the server's error translated; for a
   * VALIDATION answer each message no box shows, with its field's label, or
   * "check the highlighted fields" only when every message is on a box.
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
 * Without `place`, no field message is on a box: the text above the form
 * names them all, so none is ever lost.
 */
export function useSubmit(place?: PlaceFields, options: SubmitOptions = {}): Submit {
  const { t } = useTranslation();
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown; unplaced: UnplacedField[] } | null>(null);
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
      const placeFields = placeRef.current ?? ((all: Record<string, string>) => unplacedOf(all, () => false));
      setFailed({ error, unplaced: fields ? placeFields(fields) : [] });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => setFailed(null), []);

  const say = options.say ?? messages.fieldText;
  const line = ({ name, message }: UnplacedField) => {
    const text = say(message) ?? t("validation.invalidValue");
    const label = options.label?.(name);
    return label ? t("common.fieldMessage", { label, message: text }) : text;
  };

  return {
    busy,
    failure: failed?.error ?? null,
    text: failed ? failureText(failed, messages, t("errors.generic"), options.highlighted, line) : null,
    clear,
    run,
  };
}

function failureText(
  { error, unplaced }: { error: unknown; unplaced: UnplacedField[] },
  messages: ReturnType<typeof useMessages>,
  generic: string,
  highlighted: string | undefined,
  line: (field: UnplacedField) => string,
): string {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION") return messages.errorText(error);
  if (unplaced.length) return unplaced.map(line).join("\n");
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
