import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from "react-hook-form";
import { useMessages } from "../i18n/messages";

/**
 * A form field's props for TextField and its kin: its registration and its
 * message, translated. `{...field("email")}` stands for
 * `error={fieldText(errors.email?.message)} {...register("email")}`.
 */
export function useFieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  const { fieldText } = useMessages();
  return <K extends Path<T>>(name: K) => {
    const error: { message?: string } | undefined = get(errors, name);
    return { ...register(name), error: fieldText(error?.message) };
  };
}
