import { useCallback, useRef, useState } from "react";
import type { ZodType } from "zod";
import { unplacedOf, type PlaceFields } from "./useSubmit";

/** The first message key per field path ("details.0.price"), from a zod error's issues. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

/** A form's check by its shared schema: a message key per field path, none when the request would be sent. */
export function schemaCheck(schema: ZodType) {
  return (values: unknown): Record<string, string> => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : issuesByPath(parsed.error.issues);
  };
}

/**
 * A form's labels (translated) by the first part of a field path, for the
 * messages no box shows: `details.3.price` is labelled as `details`.
 */
export function labelsOf(labels: Record<string, string>) {
  return (name: string): string | undefined => labels[name.split(".")[0]!];
}

/** The value at a field path of the API's `fields` ("details.0.price") in the form's values. */
export function valueAt(values: unknown, path: string): unknown {
  let at = values;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface FieldMessages {
  /**
   * A field's message key: the form's own check, from the first send on and
   * again at every change (a field put right loses its message at once);
   * else the server's, while the field still holds what it refused.
   */
  of(name: string): string | undefined;
  /**
   * A send is asked for: from now on the check speaks. Answers whether it
   * finds nothing to say on a box (then send: a problem of a field without
   * a box comes back from the server, named above the form).
   */
  attempt(): boolean;
  /** For useSubmit: the server's messages kept for the fields the form shows; the others left to the text above it. */
  place: PlaceFields;
}

/**
 * The messages of a form whose values live in React state (not
 * react-hook-form), keyed by the API's field paths: `values` is shaped like
 * the request, `check` answers a message key per path (the shared schema's,
 * with `issuesByPath`), `shown` tells the paths the form has a box for.
 */
export function useFieldMessages<V>(
  values: V,
  check: (values: V) => Record<string, string>,
  shown: (name: string) => boolean,
): FieldMessages {
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, { message: string; value: unknown }>>({});
  const latest = useRef({ values, check, shown });
  latest.current = { values, check, shown };

  const checked = tried ? check(values) : {};

  const place = useCallback<PlaceFields>((fields) => {
    const { values: now, shown: isShown } = latest.current;
    const kept: Record<string, { message: string; value: unknown }> = {};
    for (const [name, message] of Object.entries(fields)) {
      if (isShown(name)) kept[name] = { message, value: valueAt(now, name) };
    }
    setServer(kept);
    return unplacedOf(fields, isShown);
  }, []);

  return {
    of(name) {
      const refused = server[name];
      return checked[name] ?? (refused && same(refused.value, valueAt(values, name)) ? refused.message : undefined);
    },
    attempt() {
      setTried(true);
      const { check: checkNow, values: now, shown: isShown } = latest.current;
      return !Object.keys(checkNow(now)).some(isShown);
    },
    place,
  };
}
