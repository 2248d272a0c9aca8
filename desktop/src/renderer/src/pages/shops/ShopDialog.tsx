import { DEFAULT_WAREHOUSE_COLOR } from "@ipf/shared/schemas/warehouses";
import { shopFormSchema, type Shop, type ShopCategory, type ShopForm } from "@ipf/shared/schemas/shops";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import type { DialogProps } from "../../ui/ActionDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { toast } from "../../ui/toaster";
import { useConfigForm, useImageChoice } from "../../ui/useConfigForm";
import { checkImage, COUNTRY_OPTIONS, fieldText } from "../warehouses/rules";

const FIELDS = ["name", "link", "category", "country", "color"] as const;
/** The form's fields, each typed as text. */
type Values = Record<(typeof FIELDS)[number], string>;

interface ShopDialogProps extends DialogProps {
  shop: Shop | null;
  categories: readonly ShopCategory[];
}

/**
 * Add a shop (every field and the logo required) or edit one (the logo
 * optional). A refused save keeps what was typed, each message on its field.
 */
export function ShopDialog(props: ShopDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { shop } = props;
  const logo = useImageChoice(checkImage);
  const labels = {
    name: t("shops.form.name"),
    link: t("shops.form.link"),
    category: t("shops.form.category"),
    country: t("shops.form.country"),
    color: t("shops.form.color"),
    image: t("shops.form.logo"),
  };
  const { form, text, select, color, image, save } = useConfigForm<Values, ShopForm>({
    schema: shopFormSchema,
    defaultValues: {
      name: shop?.name ?? "",
      link: shop?.link ?? "",
      category: shop?.category._id ?? "",
      country: shop?.country ?? "FR",
      color: shop?.color ?? DEFAULT_WAREHOUSE_COLOR,
    },
    prefix: "shop",
    labels,
    checkFields: t("shops.form.checkFields"),
    message: fieldText,
    fields: FIELDS,
    image: { fields: ["image", "file"], setError: logo.setError },
    checkWhenTouched: true,
  });

  const submit = () => {
    const missingLogo = !shop && !logo.file;
    if (missingLogo && !logo.error) logo.setError("imageRequired");
    return save(
      async () => {
        const fields = shopFormSchema.parse(form.getValues());
        const answer = shop ? await api.editShop(shop._id, fields, logo.file) : await api.createShop(fields, logo.file);
        toast(t(shop ? "shops.form.updated" : "shops.form.created", { name: answer.shop.name }));
        props.onDone();
      },
      missingLogo || Boolean(logo.error),
    );
  };

  return (
    <ConfigDialog
      texts="shops.form"
      editing={shop && { name: shop.name }}
      icon="shop"
      width={640}
      dialog={props}
      fieldLabels={labels}
      onSubmit={submit}
    >
      <div className="ipf-config-form">
        {text("name", { autoFocus: true })}
        {select(
          "category",
          props.categories.map((category) => ({ value: category._id, label: category.name })),
          t("shops.form.chooseCategory"),
        )}
        <div className="ipf-config-wide">{text("link", { helper: t("shops.form.linkHint") })}</div>
        {select("country", COUNTRY_OPTIONS, t("shops.form.chooseCountry"))}
        {color("color", t("shops.form.colorHint"), DEFAULT_WAREHOUSE_COLOR)}
        <div className="ipf-config-wide">
          {image(logo, {
            id: "shop-logo",
            choose: t("shops.form.chooseLogo"),
            helper: shop ? t("shops.form.keepLogo") : t("shops.form.logoHint"),
          })}
        </div>
      </div>
    </ConfigDialog>
  );
}
