import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { DEFAULT_WAREHOUSE_COLOR } from "@ipf/shared/schemas/warehouses";
import { shopFormSchema, type Shop, type ShopCategory, type ShopForm } from "@ipf/shared/schemas/shops";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { FormField } from "../../ui/FormField";
import { toast } from "../../ui/toaster";
import { checkImage, fieldText, pickerColor } from "../warehouses/rules";
import { ColorField } from "../../ui/ColorField";
import { ImageField } from "../../ui/ImageField";

interface Values {
  name: string;
  link: string;
  category: string;
  country: string;
  color: string;
}

const FIELDS = ["name", "link", "category", "country", "color"] as const;
const COUNTRY_OPTIONS = [...COUNTRIES].sort((a, b) => a.names.en.localeCompare(b.names.en));

/**
 * Add a shop (every field and the logo required) or edit one (the logo
 * optional). A refused save keeps what was typed, each message on its field.
 */
export function ShopDialog(props: {
  shop: Shop | null;
  categories: readonly ShopCategory[];
  onClose: () => void;
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { shop } = props;
  const form = useForm<Values, unknown, ShopForm>({
    // After a refused save, each field is checked again as it is corrected.
    mode: "onTouched",
    resolver: zodResolver(shopFormSchema) as never,
    defaultValues: {
      name: shop?.name ?? "",
      link: shop?.link ?? "",
      category: shop?.category._id ?? "",
      country: shop?.country ?? "FR",
      color: shop?.color ?? DEFAULT_WAREHOUSE_COLOR,
    },
  });
  const { errors } = form.formState;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const labels = {
    name: t("shops.form.name"),
    link: t("shops.form.link"),
    category: t("shops.form.category"),
    country: t("shops.form.country"),
    color: t("shops.form.color"),
    image: t("shops.form.logo"),
  };

  const submit = async () => {
    const valid = await form.trigger();
    const missingLogo = !shop && !logo;
    if (missingLogo && !logoError) setLogoError("imageRequired");
    if (!valid || logoError || missingLogo) throw new DialogError(t("shops.form.checkFields"));
    const fields = shopFormSchema.parse(form.getValues());
    try {
      const answer = shop ? await api.editShop(shop._id, fields, logo) : await api.createShop(fields, logo);
      toast(t(shop ? "shops.form.updated" : "shops.form.created", { name: answer.shop.name }));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION" && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          if (field === "image" || field === "file") setLogoError(key);
          else if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as FieldPath<Values>, { message: key });
        }
        throw new DialogError(t("shops.form.checkFields"));
      }
      if (error instanceof ApiError && (error.code === "INVALID_FILE" || error.code === "IMAGE_TOO_LARGE")) {
        setLogoError(error.code);
        throw new DialogError(t("shops.form.checkFields"));
      }
      throw error;
    }
  };

  const text = (name: "name" | "link", options: { autoFocus?: boolean; helper?: string } = {}) => (
    <FormField
      id={`shop-${name}`}
      label={labels[name]}
      registration={form.register(name)}
      message={fieldText(errors[name]?.message)}
      helper={options.helper}
      autoFocus={options.autoFocus}
      autoComplete="off"
    />
  );
  const categoryError = fieldText(errors.category?.message);
  const countryError = fieldText(errors.country?.message);
  const colorError = fieldText(errors.color?.message);
  const color = form.watch("color");
  const logoMessage = fieldText(logoError ?? undefined);

  return (
    <ActionDialog
      isOpen
      title={shop ? t("shops.form.editTitle", { name: shop.name }) : t("shops.form.newTitle")}
      icon="shop"
      action={t(shop ? "shops.form.save" : "shops.form.create")}
      width={640}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={labels}
      onSubmit={submit}
    >
      <div className="ipf-config-form">
        {text("name", { autoFocus: true })}
        <FormGroup
          label={labels.category}
          labelFor="shop-category"
          intent={categoryError ? "danger" : "none"}
          helperText={categoryError}
        >
          <HTMLSelect
            id="shop-category"
            fill
            {...form.register("category")}
            aria-invalid={categoryError ? true : undefined}
          >
            <option value="">{t("shops.form.chooseCategory")}</option>
            {props.categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="ipf-config-wide">{text("link", { helper: t("shops.form.linkHint") })}</div>
        <FormGroup
          label={labels.country}
          labelFor="shop-country"
          intent={countryError ? "danger" : "none"}
          helperText={countryError}
        >
          <HTMLSelect
            id="shop-country"
            fill
            {...form.register("country")}
            aria-invalid={countryError ? true : undefined}
          >
            <option value="">{t("shops.form.chooseCountry")}</option>
            {COUNTRY_OPTIONS.map((country) => (
              <option key={country.iso2} value={country.iso2}>
                {country.names.en}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <ColorField
          id="shop-color"
          label={labels.color}
          registration={form.register("color")}
          shown={pickerColor(color, DEFAULT_WAREHOUSE_COLOR)}
          onPick={(picked) => form.setValue("color", picked, { shouldValidate: true })}
          message={colorError}
          helper={t("shops.form.colorHint")}
        />
        <div className="ipf-config-wide">
          <ImageField
            id="shop-logo"
            label={labels.image}
            file={logo}
            choose={t("shops.form.chooseLogo")}
            message={logoMessage}
            helper={shop ? t("shops.form.keepLogo") : t("shops.form.logoHint")}
            onChoose={(file) => {
              setLogo(file);
              setLogoError(file ? checkImage(file) : null);
            }}
          />
        </div>
      </div>
    </ActionDialog>
  );
}
