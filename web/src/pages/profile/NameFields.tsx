import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/Field";

export type NameKey = "firstName" | "lastName" | "latinFirstName" | "latinLastName";
type LatinKey = "latinFirstName" | "latinLastName";

/** A name field's wiring: react-hook-form's registration and its message, translated. */
export type BindName<K extends NameKey = NameKey> = (name: K) => UseFormRegisterReturn<K> & { error?: string };

/** Each name, its Latin spelling, and what the browser fills it with. */
const NAMES = [
  { name: "firstName", latin: "latinFirstName", autoComplete: "given-name" },
  { name: "lastName", latin: "latinLastName", autoComplete: "family-name" },
] as const;

/** First and last name, side by side. */
export function NameFields({ bind }: { bind: BindName }) {
  const { t } = useTranslation();
  return (
    <div className="form-row">
      {NAMES.map(({ name, autoComplete }) => (
        <TextField key={name} label={t(`auth.fields.${name}`)} autoComplete={autoComplete} {...bind(name)} />
      ))}
    </div>
  );
}

/**
 * The Latin spellings asked for (of a name written in Arabic, which the
 * warehouse address's labels cannot print): typed left to right, in English.
 */
export function LatinNameFields({
  bind,
  first,
  last,
  hint,
  className = "form-row",
}: {
  bind: BindName<LatinKey>;
  first: boolean;
  last: boolean;
  hint?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const asked = NAMES.filter(({ name }) => (name === "firstName" ? first : last));
  return (
    <div className={className}>
      {asked.map(({ latin, autoComplete }) => (
        <TextField
          key={latin}
          label={t(`auth.fields.${latin}`)}
          autoComplete={autoComplete}
          dir="ltr"
          lang="en"
          hint={hint}
          {...bind(latin)}
        />
      ))}
    </div>
  );
}
