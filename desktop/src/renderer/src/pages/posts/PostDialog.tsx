import { FileInput, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Post } from "@ipf/shared/schemas/posts";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import type { PostFields } from "../../api/posts";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { checkImage, countryLabel, fieldText } from "../warehouses/rules";
import { postDialogSchema, postValues, POST_TYPES } from "./rules";
import { toWebp } from "./webp";

const LANGS = ["en", "ar", "fr"] as const;
const FIELD_PATHS = new Set([
  "type",
  "warehouse",
  "discount",
  "expiresAt",
  "website.title",
  "website.url",
  ...LANGS.flatMap((lang) => [`title.${lang}`, `content.${lang}`]),
]);

/**
 * Create or edit a post: type, title and content in the three languages,
 * warehouse, discount (SALES only), link, expiry date and image (converted to
 * WebP; the form waits for it). A refused save keeps what was typed.
 */
export function PostDialog(props: {
  post: Post | null;
  warehouses: readonly Warehouse[];
  onClose: () => void;
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { post } = props;
  const form = useForm<PostFields>({
    // After a refused save, each field is checked again as it is corrected.
    mode: "onTouched",
    resolver: zodResolver(postDialogSchema as never) as never,
    defaultValues: postValues(post, new Date()),
  });
  const { errors } = form.formState;
  const type = form.watch("type");
  const [image, setImage] = useState<{ name: string; blob: Blob | null; converting: boolean } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const labels: Record<string, string> = {
    type: t("posts.form.type"),
    warehouse: t("posts.form.warehouse"),
    discount: t("posts.form.discount"),
    expiresAt: t("posts.form.expiresAt"),
    "website.title": t("posts.form.websiteTitle"),
    "website.url": t("posts.form.websiteUrl"),
    image: t("posts.form.image"),
  };
  for (const lang of LANGS) {
    labels[`title.${lang}`] = `${t("posts.form.titleGroup")} (${t(`posts.form.${lang}`)})`;
    labels[`content.${lang}`] = `${t("posts.form.contentGroup")} (${t(`posts.form.${lang}`)})`;
  }

  const chooseImage = (file: File | null) => {
    setImageError(null);
    if (!file) return setImage(null);
    const problem = checkImage(file);
    if (problem) {
      setImage({ name: file.name, blob: null, converting: false });
      return setImageError(problem);
    }
    setImage({ name: file.name, blob: null, converting: true });
    toWebp(file).then(
      (blob) =>
        setImage((current) => (current?.name === file.name ? { ...current, blob, converting: false } : current)),
      () => {
        setImage({ name: file.name, blob: null, converting: false });
        setImageError("notImage");
      },
    );
  };

  const submit = async () => {
    if (image?.converting) throw new DialogError(t("posts.form.stillConverting"));
    const valid = await form.trigger();
    if (!valid || imageError) throw new DialogError(t("posts.form.checkFields"));
    const values = form.getValues();
    const fields: PostFields = {
      ...values,
      expiresAt: new Date(`${values.expiresAt}T23:59:59`).toISOString(),
    };
    try {
      const answer = post
        ? await api.editPost(post._id, fields, image?.blob ?? null)
        : await api.createPost(fields, image?.blob ?? null);
      toast(t(post ? "posts.form.updated" : "posts.form.created", { title: answer.post.title.en }));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION" && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          if (field === "image" || field === "file") setImageError(key);
          else if (FIELD_PATHS.has(field)) form.setError(field as FieldPath<PostFields>, { message: key });
          else if (field === "title" || field === "content")
            form.setError(`${field}.en` as FieldPath<PostFields>, { message: key });
        }
        throw new DialogError(t("posts.form.checkFields"));
      }
      if (error instanceof ApiError && (error.code === "INVALID_FILE" || error.code === "IMAGE_TOO_LARGE")) {
        setImageError(error.code);
        throw new DialogError(t("posts.form.checkFields"));
      }
      throw error;
    }
  };

  const errorOf = (path: string): string | undefined => {
    const [head, tail] = path.split(".") as [keyof PostFields, string | undefined];
    const node = errors[head] as { message?: string; [key: string]: unknown } | undefined;
    const found = tail ? (node?.[tail] as { message?: string } | undefined) : node;
    return fieldText(found?.message);
  };

  const input = (
    path: FieldPath<PostFields>,
    options: { area?: boolean; rtl?: boolean; type?: string; numeric?: boolean; helper?: string; max?: number } = {},
  ) => {
    const message = errorOf(path);
    const { ref, ...registered } = form.register(path);
    const id = `post-${path.replace(".", "-")}`;
    const common = {
      id,
      dir: options.rtl ? ("rtl" as const) : undefined,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${id}-error` : undefined,
    };
    return (
      <FormGroup
        label={labels[path]}
        labelFor={id}
        intent={message ? "danger" : "none"}
        helperText={message ? <span id={`${id}-error`}>{message}</span> : options.helper}
      >
        {options.area ? (
          <TextArea
            {...registered}
            {...common}
            inputRef={ref}
            fill
            rows={3}
            maxLength={options.max}
            intent={message ? "danger" : "none"}
          />
        ) : (
          <InputGroup
            {...registered}
            {...common}
            inputRef={ref}
            type={options.type}
            inputMode={options.numeric ? "decimal" : undefined}
            autoComplete="off"
            maxLength={options.max}
            intent={message ? "danger" : "none"}
          />
        )}
      </FormGroup>
    );
  };

  const select = (path: "type" | "warehouse", options: { value: string; label: string }[], empty: string) => {
    const message = errorOf(path);
    return (
      <FormGroup
        label={labels[path]}
        labelFor={`post-${path}`}
        intent={message ? "danger" : "none"}
        helperText={message}
      >
        <HTMLSelect
          id={`post-${path}`}
          fill
          autoFocus={path === "type"}
          {...form.register(path)}
          aria-invalid={message ? true : undefined}
        >
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    );
  };
  const imageMessage = fieldText(imageError ?? undefined);

  return (
    <ActionDialog
      isOpen
      title={post ? t("posts.form.editTitle", { title: post.title.en }) : t("posts.form.newTitle")}
      icon="annotation"
      action={t(post ? "posts.form.save" : "posts.form.create")}
      width={860}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={labels}
      onSubmit={submit}
      // The form cannot be sent while the image is being converted (spec 5).
      disabled={Boolean(image?.converting)}
    >
      <div className="ipf-config-langs">
        {select(
          "type",
          POST_TYPES.map((value) => ({ value, label: t(`posts.types.${value}`) })),
          t("posts.form.chooseType"),
        )}
        {select(
          "warehouse",
          props.warehouses.map((warehouse) => ({
            value: warehouse._id,
            label: `${warehouse.city}, ${countryLabel(warehouse.country)}`,
          })),
          t("posts.form.chooseWarehouse"),
        )}
        {input("expiresAt", { type: "date" })}
        {LANGS.map((lang) => (
          <div key={`title-${lang}`}>{input(`title.${lang}`, { rtl: lang === "ar", max: 300 })}</div>
        ))}
        {LANGS.map((lang) => (
          <div key={`content-${lang}`}>{input(`content.${lang}`, { area: true, rtl: lang === "ar", max: 6000 })}</div>
        ))}
        {type === "SALES" ? input("discount", { numeric: true, helper: t("posts.form.discountHint"), max: 12 }) : null}
        {input("website.title", { max: 300 })}
        {input("website.url", { max: 600 })}
        <FormGroup
          label={labels.image}
          labelFor="post-image"
          intent={imageMessage ? "danger" : "none"}
          helperText={
            imageMessage ??
            (image?.converting
              ? t("posts.form.converting")
              : post?.image
                ? t("posts.form.keepImage")
                : t("posts.form.imageHint"))
          }
        >
          <FileInput
            fill
            text={image?.name ?? t("posts.form.chooseImage")}
            hasSelection={Boolean(image)}
            inputProps={{ id: "post-image", accept: "image/*", "aria-invalid": imageMessage ? true : undefined }}
            onInputChange={(event) => chooseImage((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </FormGroup>
      </div>
    </ActionDialog>
  );
}
