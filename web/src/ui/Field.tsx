import { formatNumber } from "@ipf/shared/format";
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage } from "../app/language";
import { Icon } from "./Icon";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  /** The most characters the field takes: a counter shows how many are used. */
  maxChars?: number | undefined;
  /** Rendered before the input in the same box (a dial code). */
  before?: ReactNode;
  /** Rendered after the input in the same box (a show-password button). */
  after?: ReactNode;
  /** The hint is a notice about what just happened (announced politely). */
  notice?: boolean;
}

/** Label, input, hint and error, wired for assistive technology (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, before, after, notice, maxChars, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const counterId = maxChars !== undefined ? `${inputId}-count` : undefined;
  const below = <FieldBelow fieldId={inputId} error={error} hint={hint} notice={notice} live />;
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId}>{label}</label>
      {/* With a dial-code prefix the whole box reads left to right: "+33 612345678". */}
      <div className={`input-box${error ? " has-error" : ""}`} dir={before ? "ltr" : undefined}>
        {before}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={belowIds(inputId, error, hint, counterId)}
          {...input}
        />
        {after}
      </div>
      {counterId ? (
        <div className="field-foot">
          {below}
          <CharCounter id={counterId} text={String(input.value ?? "")} max={maxChars!} />
        </div>
      ) : (
        below
      )}
    </div>
  );
});

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first choice, worth "": what to pick. */
  empty: string;
  options: readonly { value: string; label: string }[];
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** Label, a select starting on its empty choice, hint and error, wired like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, empty, options, error, hint, id, ...select },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <div className={`input-box${error ? " has-error" : ""}`}>
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={belowIds(selectId, error, hint)}
          {...select}
        >
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldBelow fieldId={selectId} error={error} hint={hint} />
    </div>
  );
});

/**
 * What is said below a field's box: its error, or else its hint, under the
 * ids `belowIds` names. `live`: a hint that changes is read out politely;
 * `notice`: it tells what just happened; `alert`: an error is read out at once.
 */
export function FieldBelow({
  fieldId,
  error,
  hint,
  notice,
  live,
  alert,
}: {
  fieldId: string;
  error: string | undefined;
  hint: string | undefined;
  notice?: boolean | undefined;
  live?: boolean;
  alert?: boolean;
}) {
  if (error)
    return (
      <p id={`${fieldId}-error`} className="field-error" role={alert ? "alert" : undefined}>
        {error}
      </p>
    );
  if (!hint) return null;
  return (
    <p
      id={`${fieldId}-hint`}
      className={notice ? "field-hint field-notice" : "field-hint"}
      aria-live={live ? "polite" : undefined}
    >
      {hint}
    </p>
  );
}

/** A field's aria-describedby: what FieldBelow shows under it, and its counter if it has one. */
export function belowIds(fieldId: string, error: string | undefined, hint: string | undefined, counterId?: string) {
  const said = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return [said, counterId].filter(Boolean).join(" ") || undefined;
}

/**
 * Characters as the API counts them against a field's limit: the text
 * trimmed, in UTF-16 units (zod's `.trim().max()`).
 */
export function usedChars(text: string): number {
  return text.trim().length;
}

/**
 * How much of a text field's limit is used, under the field: "120 / 1,000",
 * read "120 of 1,000 characters". Amber near the limit, red past it, where
 * the field's own message says the limit once the form is checked.
 */
export function CharCounter({ id, text, max }: { id: string; text: string; max: number }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const used = usedChars(text);
  const state = used > max ? " is-over" : used >= max * 0.9 ? " is-near" : "";
  const numbers = { used: formatNumber(used, lang), max: formatNumber(max, lang) };
  return (
    <p id={id} className={`char-counter${state}`}>
      <bdi dir="ltr" aria-hidden="true">
        {numbers.used} / {numbers.max}
      </bdi>
      <span className="visually-hidden">{t("common.charCount", { ...numbers, count: max })}</span>
    </p>
  );
}

interface LongTextProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value"> {
  label: string;
  value: string;
  /** The most characters the field takes (the shared schema's limit). */
  maxChars: number;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A note, a message, a description: a text box of several lines with its
 * label, hint or error, and the counter of its limit, wired for assistive
 * technology like TextField. Typing past the limit is let through, so a
 * pasted text is never cut unseen: the counter turns red and the check says
 * the limit.
 */
export const LongTextField = forwardRef<HTMLTextAreaElement, LongTextProps>(function LongTextField(
  { label, value, maxChars, error, hint, id, className, rows = 3, ...textarea },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const counterId = `${fieldId}-count`;
  return (
    <div className={["field long-text", className].filter(Boolean).join(" ")}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={belowIds(fieldId, error, hint, counterId)}
        {...textarea}
      />
      <div className="field-foot">
        <FieldBelow fieldId={fieldId} error={error} hint={hint} />
        <CharCounter id={counterId} text={value} max={maxChars} />
      </div>
    </div>
  );
});

type PasswordProps = Omit<FieldProps, "type" | "after">;

export const PasswordField = forwardRef<HTMLInputElement, PasswordProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? "text" : "password"}
      dir="ltr"
      after={
        <button
          type="button"
          className="input-action"
          aria-label={visible ? t("common.hidePassword") : t("common.showPassword")}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} />
        </button>
      }
    />
  );
});

type EmailProps = Omit<FieldProps, "type" | "inputMode" | "dir">;

/** An e-mail address: the e-mail keyboard, read left to right, filled from the browser's addresses unless told otherwise. */
export const EmailField = forwardRef<HTMLInputElement, EmailProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" dir="ltr" {...props} />;
});

/** A form-level message: the server's answer, translated. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="alert alert-error">
      {children}
    </div>
  );
}

/** A form-level confirmation (a link was sent, a password changed). */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="alert alert-success">
      {children}
    </div>
  );
}
