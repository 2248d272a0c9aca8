import { useState } from "react";
import { DialogError } from "./ActionDialog";

type Errors<Result> = Result extends { ok: false; errors: infer E } ? E : never;

/**
 * A dialog's form checked by a rule of its screen (`check`), which answers
 * what to send or each field's message. Until the operator first tries to
 * send it the form shows no message; from then on the messages follow what
 * is typed. `none` is the rule's "no message".
 */
export function useRuleCheckedForm<Form, Result extends { ok: true } | { ok: false; errors: unknown }>(
  initial: () => Form,
  check: (form: Form) => Result,
  none: NoInfer<Errors<Result>>,
) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Errors<Result>>(none);
  const [tried, setTried] = useState(false);
  const read = (next: Form) => {
    const result = check(next);
    setErrors(result.ok ? none : (result as { errors: Errors<Result> }).errors);
    return result;
  };
  return {
    form,
    errors,
    update(next: Form) {
      setForm(next);
      if (tried) read(next);
    },
    /** Checks the form as it is: what to send, or a DialogError saying `message` with each field's message shown. */
    checked(message: string): Extract<Result, { ok: true }> {
      setTried(true);
      const result = read(form);
      if (!result.ok) throw new DialogError(message);
      return result as Extract<Result, { ok: true }>;
    },
  };
}
