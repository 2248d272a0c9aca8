import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { COUNTRIES } from "@ipf/shared/data/countries";
import {
  DEFAULT_WAREHOUSE_COLOR,
  warehouseFormSchema,
  type Warehouse,
  type WarehouseForm,
} from "@ipf/shared/schemas/warehouses";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { FormField } from "../../ui/FormField";
import { toast } from "../../ui/toaster";
import { checkImage, fieldText, pickerColor } from "./rules";
import { ColorField } from "../../ui/ColorField";
import { ImageField } from "../../ui/ImageField";

interface Values {
  country: string;
  state: string;
  city: string;
  zip: string;
  phone: string;
  addressLineOne: string;
  addressLineTwo: string;
  color: string;
}

const FIELDS = ["country", "state", "city", "zip", "phone", "addressLineOne", "addressLineTwo", "color"] as const;
type TextField = "state" | "city" | "zip" | "phone" | "addressLineOne" | "addressLineTwo";
const COUNTRY_OPTIONS = [...COUNTRIES].sort((a, b) => a.names.en.localeCompare(b.names.en));

const valuesOf = (warehouse: Warehouse | null): Values => ({
  country: warehouse?.country ?? "",
  state: warehouse?.state ?? "",
  city: warehouse?.city ?? "",
  zip: warehouse?.zip ?? "",
  phone: warehouse?.phone ?? "",
  addressLineOne: warehouse?.addressLineOne ?? "",
  addressLineTwo: warehouse?.addressLineTwo ?? "",
  color: warehouse?.color ?? DEFAULT_WAREHOUSE_COLOR,
});

/**
 * Add a warehouse (created closed) or edit one, with its flag image and
 * colour. Checked with the API's schema; a refused save keeps what was typed
 * and shows each message on its field.
 */
export function WarehouseDialog(props: {
  warehouse: Warehouse | null;
  onClose: () => void;
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { warehouse } = props;
  const form = useForm<Values, unknown, WarehouseForm>({
    // After a refused save, each field is checked again as it is corrected.
    mode: "onTouched",
    resolver: zodResolver(warehouseFormSchema) as never,
    defaultValues: valuesOf(warehouse),
  });
  const { errors } = form.formState;
  const [flag, setFlag] = useState<File | null>(null);
  const [flagError, setFlagError] = useState<string | null>(null);
  const labels: Record<(typeof FIELDS)[number] | "image", string> = {
    country: t("warehouses.form.country"),
    state: t("warehouses.form.state"),
    city: t("warehouses.form.city"),
    zip: t("warehouses.form.zip"),
    phone: t("warehouses.form.phone"),
    addressLineOne: t("warehouses.form.addressLineOne"),
    addressLineTwo: t("warehouses.form.addressLineTwo"),
    color: t("warehouses.form.color"),
    image: t("warehouses.form.flag"),
  };

  const submit = async () => {
    const valid = await form.trigger();
    if (!valid || flagError) throw new DialogError(t("warehouses.form.checkFields"));
    const fields = warehouseFormSchema.parse(form.getValues());
    const sent: WarehouseForm = { ...fields, color: fields.color ?? DEFAULT_WAREHOUSE_COLOR };
    try {
      const answer = warehouse
        ? await api.editWarehouse(warehouse._id, sent, flag)
        : await api.addWarehouse(sent, flag);
      toast(t(warehouse ? "warehouses.form.updated" : "warehouses.form.created", { city: answer.address.city }));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION" && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          if (field === "image" || field === "flagImage" || field === "file") setFlagError(key);
          else if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as FieldPath<Values>, { message: key });
        }
        throw new DialogError(t("warehouses.form.checkFields"));
      }
      if (error instanceof ApiError && (error.code === "INVALID_FILE" || error.code === "IMAGE_TOO_LARGE")) {
        setFlagError(error.code);
        throw new DialogError(t("warehouses.form.checkFields"));
      }
      throw error;
    }
  };

  const text = (name: TextField, options: { autoFocus?: boolean; helper?: string } = {}) => (
    <FormField
      id={`warehouse-${name}`}
      label={labels[name]}
      registration={form.register(name)}
      message={fieldText(errors[name]?.message)}
      helper={options.helper}
      autoFocus={options.autoFocus}
      autoComplete="off"
    />
  );
  const countryError = fieldText(errors.country?.message);
  const colorError = fieldText(errors.color?.message);
  const color = form.watch("color");
  const flagMessage = fieldText(flagError ?? undefined);

  return (
    <ActionDialog
      isOpen
      title={warehouse ? t("warehouses.form.editTitle", { city: warehouse.city }) : t("warehouses.form.newTitle")}
      icon="office"
      action={t(warehouse ? "warehouses.form.save" : "warehouses.form.create")}
      width={680}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={labels}
      onSubmit={submit}
    >
      <div className="ipf-config-form">
        <FormGroup
          label={labels.country}
          labelFor="warehouse-country"
          intent={countryError ? "danger" : "none"}
          helperText={countryError}
        >
          <HTMLSelect
            id="warehouse-country"
            fill
            autoFocus
            {...form.register("country")}
            aria-invalid={countryError ? true : undefined}
          >
            <option value="">{t("warehouses.form.chooseCountry")}</option>
            {COUNTRY_OPTIONS.map((country) => (
              <option key={country.iso2} value={country.iso2}>
                {country.names.en}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {text("state")}
        {text("city")}
        {text("zip")}
        <div className="ipf-config-wide">{text("addressLineOne")}</div>
        <div className="ipf-config-wide">
          {text("addressLineTwo", { helper: t("warehouses.form.addressLineTwoHint") })}
        </div>
        {text("phone")}
        <ColorField
          id="warehouse-color"
          label={labels.color}
          registration={form.register("color")}
          shown={pickerColor(color, DEFAULT_WAREHOUSE_COLOR)}
          onPick={(picked) => form.setValue("color", picked, { shouldValidate: true })}
          message={colorError}
          helper={t("warehouses.form.colorHint")}
        />
        <div className="ipf-config-wide">
          <ImageField
            id="warehouse-flag"
            label={labels.image}
            file={flag}
            choose={t("warehouses.form.chooseFlag")}
            message={flagMessage}
            helper={warehouse ? t("warehouses.form.keepFlag") : t("warehouses.form.flagHint")}
            onChoose={(file) => {
              setFlag(file);
              setFlagError(file ? checkImage(file) : null);
            }}
          />
        </div>
        {warehouse ? null : <p className="ipf-config-wide bp6-text-muted">{t("warehouses.form.createdInactive")}</p>}
      </div>
    </ActionDialog>
  );
}
