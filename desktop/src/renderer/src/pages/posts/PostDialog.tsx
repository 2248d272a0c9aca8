import { TextArea } from "@blueprintjs/core";
import type { Post } from "@ipf/shared/schemas/posts";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PostFields } from "../../api/posts";
import { useSession } from "../../session";
import { DialogError, type DialogProps } from "../../ui/ActionDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { describedBy, FieldGroup } from "../../ui/FieldGroup";
import { ImageField } from "../../ui/ImageField";
import { toast } from "../../ui/toaster";
import { useConfigForm } from "../../ui/useConfigForm";
import { checkImage, countryLabel, fieldText } from "../warehouses/rules";
import { postDialogSchema, postValues, POST_TYPES } from "./rules";
import { toWebp } from "./webp";

const LANGS = ["en", "ar", "fr"] as const;
const FIELD_PATHS = [
  "type",
  "warehouse",
  "discount",
  "expiresAt",
  "website.title",
  "website.url",
  ...LANGS.flatMap((lang) => [`title.${lang}`, `content.${lang}`]),
];

interface PostDialogProps extends DialogProps {
  post: Post | null;
  warehouses: readonly Warehouse[];
}

/**
 * Create or edit a post: type, title and content in the three languages,
 * warehouse, discount (SALES only), link, expiry date and image (converted to
 * WebP; the form waits for it). A refused save keeps what was typed.
 */
export function PostDialog(props: PostDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { post } = props;
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
  const { form, text, select, messageOf, save } = useConfigForm<PostFields>({
    schema: postDialogSchema,
    defaultValues: postValues(post, new Date()),
    prefix: "post",
    labels,
    checkFields: t("posts.form.checkFields"),
    message: fieldText,
    fields: FIELD_PATHS,
    image: { fields: ["image", "file"], setError: setImageError },
    aliases: { title: "title.en", content: "content.en" },
    checkWhenTouched: true,
  });
  const type = form.watch("type");

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
    await save(async () => {
      const values = form.getValues();
      const fields: PostFields = { ...values, expiresAt: new Date(`${values.expiresAt}T23:59:59`).toISOString() };
      const answer = post
        ? await api.editPost(post._id, fields, image?.blob ?? null)
        : await api.createPost(fields, image?.blob ?? null);
      toast(t(post ? "posts.form.updated" : "posts.form.created", { title: answer.post.title.en }));
      props.onDone();
    }, Boolean(imageError));
  };

  /** A content field: a text area, which the form kit's inputs are not. */
  const area = (lang: (typeof LANGS)[number]) => {
    const path = `content.${lang}` as const;
    const message = messageOf(path);
    const { ref, ...registered } = form.register(path);
    const id = `post-content-${lang}`;
    return (
      <FieldGroup id={id} label={labels[path]} message={message}>
        <TextArea
          {...registered}
          id={id}
          dir={lang === "ar" ? "rtl" : undefined}
          {...describedBy(id, message)}
          inputRef={ref}
          fill
          rows={3}
          maxLength={6000}
          intent={message ? "danger" : "none"}
        />
      </FieldGroup>
    );
  };

  return (
    <ConfigDialog
      texts="posts.form"
      editing={post && { title: post.title.en }}
      icon="annotation"
      width={860}
      dialog={props}
      fieldLabels={labels}
      onSubmit={submit}
      // The form cannot be sent while the image is being converted.
      disabled={Boolean(image?.converting)}
    >
      <div className="ipf-config-langs">
        {select(
          "type",
          POST_TYPES.map((value) => ({ value, label: t(`posts.types.${value}`) })),
          t("posts.form.chooseType"),
          true,
        )}
        {select(
          "warehouse",
          props.warehouses.map((warehouse) => ({
            value: warehouse._id,
            label: `${warehouse.city}, ${countryLabel(warehouse.country)}`,
          })),
          t("posts.form.chooseWarehouse"),
        )}
        {text("expiresAt", { type: "date" })}
        {LANGS.map((lang) => (
          <div key={`title-${lang}`}>
            {text(`title.${lang}`, { dir: lang === "ar" ? "rtl" : undefined, maxLength: 300 })}
          </div>
        ))}
        {LANGS.map((lang) => (
          <div key={`content-${lang}`}>{area(lang)}</div>
        ))}
        {type === "SALES"
          ? text("discount", { inputMode: "decimal", helper: t("posts.form.discountHint"), maxLength: 12 })
          : null}
        {text("website.title", { maxLength: 300 })}
        {text("website.url", { maxLength: 600 })}
        <ImageField
          id="post-image"
          label={labels.image}
          file={image}
          choose={t("posts.form.chooseImage")}
          message={fieldText(imageError ?? undefined)}
          helper={
            image?.converting
              ? t("posts.form.converting")
              : post?.image
                ? t("posts.form.keepImage")
                : t("posts.form.imageHint")
          }
          onChoose={chooseImage}
        />
      </div>
    </ConfigDialog>
  );
}
