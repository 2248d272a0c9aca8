import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ComponentProps } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldPathValue, type FieldValues } from "react-hook-form";
import { ApiError } from "../api";
import { DialogError } from "./ActionDialog";
import { ColorField, pickerColor } from "./ColorField";
import { FormField } from "./FormField";
import { ImageField } from "./ImageField";
import { SelectField, type SelectOption } from "./SelectField";

type InputOptions = { helper?: string } & Pick<
  ComponentProps<typeof FormField>,
  "autoFocus" | "dir" | "inputMode" | "maxLength" | "type"
>;

export interface ImageChoice {
  file: File | null;
  error: string | null;
  setError: (key: string | null) => void;
  choose: (next: File | null) => void;
}

/**
 * The image a configuration form sends beside its fields (a logo, a flag):
 * the file chosen and its problem, a message key, checked as it is chosen.
 */
export function useImageChoice(check: (file: File) => string | null): ImageChoice {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    error,
    setError,
    choose(next: File | null) {
      setFile(next);
      setError(next ? check(next) : null);
    },
  };
}

/**
 * The form of a configuration dialog (warehouse, shop, post, carrier):
 * checked with the API's own schema, its fields drawn alike (ids
 * `<prefix>-<field>`), and a refused save read back onto them.
 */
export function useConfigForm<Values extends FieldValues, Parsed = Values>(options: {
  /** The zod schema of the form (the one the API parses). */
  schema: unknown;
  defaultValues: DefaultValues<Values>;
  prefix: string;
  labels: Record<string, string>;
  /** What the dialog says when a field is wrong. */
  checkFields: string;
  /** A field's message from a schema key or API code. */
  message: (key: string | undefined) => string | undefined;
  /** The fields the API may name in a VALIDATION answer. */
  fields: readonly string[];
  /** What the API calls the image, and where its problems go. */
  image?: { fields: readonly string[]; setError: (key: string) => void };
  /** Fields of the API that stand for one of ours (a title for its English one). */
  aliases?: Record<string, FieldPath<Values>>;
  /** After a refused save, each field is checked again as it is corrected. */
  checkWhenTouched?: boolean;
}) {
  const { prefix, labels, message } = options;
  const form = useForm<Values, unknown, Parsed>({
    mode: options.checkWhenTouched ? "onTouched" : undefined,
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.defaultValues,
  });
  const idOf = (name: string) => `${prefix}-${name.replace(".", "-")}`;
  const messageOf = (name: FieldPath<Values>) => message(form.getFieldState(name, form.formState).error?.message);

  /** Puts a refused save's messages on their fields (the image's on the image): true when it was one. */
  const refused = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const { image } = options;
    if (error.code === "VALIDATION" && error.fields) {
      for (const [field, key] of Object.entries(error.fields)) {
        const ours = options.aliases?.[field] ?? field;
        if (image?.fields.includes(field)) image.setError(key);
        else if (options.fields.includes(ours)) form.setError(ours as FieldPath<Values>, { message: key });
      }
      return true;
    }
    if (image && (error.code === "INVALID_FILE" || error.code === "IMAGE_TOO_LARGE")) {
      image.setError(error.code);
      return true;
    }
    return false;
  };

  return {
    form,
    messageOf,
    /** A text field. */
    text: (name: FieldPath<Values>, { helper, ...input }: InputOptions = {}) => (
      <FormField
        id={idOf(name)}
        label={labels[name]}
        registration={form.register(name)}
        message={messageOf(name)}
        helper={helper}
        autoComplete="off"
        {...input}
      />
    ),
    /** A select with an empty first choice. */
    select: (name: FieldPath<Values>, choices: readonly SelectOption[], empty: string, autoFocus?: boolean) => (
      <SelectField
        id={idOf(name)}
        label={labels[name]}
        message={messageOf(name)}
        empty={empty}
        options={choices}
        autoFocus={autoFocus}
        {...form.register(name)}
      />
    ),
    /** A colour field; the picker shows `fallback` while the typed value is not a colour. */
    color: (name: FieldPath<Values>, helper: string, fallback: string) => (
      <ColorField
        id={idOf(name)}
        label={labels[name] ?? name}
        registration={form.register(name)}
        shown={pickerColor(String(form.watch(name) ?? ""), fallback)}
        onPick={(picked) =>
          form.setValue(name, picked as FieldPathValue<Values, FieldPath<Values>>, { shouldValidate: true })
        }
        message={messageOf(name)}
        helper={helper}
      />
    ),
    /** The image's field (a logo, a flag), labelled `labels.image`, its message read like the fields'. */
    image: (choice: ImageChoice, field: { id: string; choose: string; helper: string }) => (
      <ImageField
        {...field}
        label={labels.image}
        file={choice.file}
        message={message(choice.error ?? undefined)}
        onChoose={choice.choose}
      />
    ),
    /**
     * Checks the fields and sends them with `send`; a wrong field, a
     * `problem` the schema does not see (the image) or a refusal of the API
     * keeps the dialog open, each message on its field.
     */
    async save(send: () => Promise<void>, problem = false) {
      const valid = await form.trigger();
      if (!valid || problem) throw new DialogError(options.checkFields);
      try {
        await send();
      } catch (error) {
        if (refused(error)) throw new DialogError(options.checkFields);
        throw error;
      }
    },
  };
}
