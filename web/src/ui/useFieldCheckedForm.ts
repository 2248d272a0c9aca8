import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { useFieldProps, type BindField } from "./useFieldProps";
import { formFields, useSubmit, type Submit } from "./useSubmit";

/**
 * A form of the site: react-hook-form checking each field as it is left,
 * its send (`submit`, see useSubmit) putting the server's messages for
 * `fields` on those fields, and `field(name)` wiring each input.
 */
export function useFieldCheckedForm<TIn extends FieldValues, TOut = TIn>(
  options: Omit<UseFormProps<TIn, unknown, TOut>, "mode">,
  fields?: readonly Path<TIn>[],
): UseFormReturn<TIn, unknown, TOut> & { submit: Submit; field: BindField<TIn> } {
  const form = useForm<TIn, unknown, TOut>({ mode: "onTouched", ...options });
  const submit = useSubmit(fields && formFields(fields, form.setError));
  const field = useFieldProps(form.register, form.formState.errors);
  return { ...form, submit, field };
}
