import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { useMessages } from "../i18n/messages";

/** A field's props by its name: its registration, and `error`, its message translated. */
export type BindField<T extends FieldValues> = <K extends Path<T>>(
  name: K,
) => UseFormRegisterReturn<K> & { error: string | undefined };

/**
 * A form field's props for TextField and its kin: its registration and its
 * message, translated. `{...field("email")}` stands for
 * `error={fieldText(errors.email?.message)} {...register("email")}`.
 */
export function useFieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
): BindField<T> {
  const { fieldText } = useMessages();
  return <K extends Path<T>>(name: K) => {
    const error: { message?: string } | undefined = get(errors, name);
    return { ...register(name), error: fieldText(error?.message) };
  };
}
