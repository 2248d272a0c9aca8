import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  /** Rendered before the input in the same box (a dial code). */
  before?: ReactNode;
  /** Rendered after the input in the same box (a show-password button). */
  after?: ReactNode;
  /** The hint is a notice about what just happened (announced politely). */
  notice?: boolean;
}

/** Label, input, hint and error, wired for assistive technology (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, before, after, notice, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
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
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          {...input}
        />
        {after}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className={notice ? "field-hint field-notice" : "field-hint"} aria-live="polite">
            {hint}
          </p>
        )
      )}
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
