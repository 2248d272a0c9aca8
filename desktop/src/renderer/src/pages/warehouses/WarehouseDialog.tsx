import {
  DEFAULT_WAREHOUSE_COLOR,
  warehouseFormSchema,
  type Warehouse,
  type WarehouseForm,
} from "@ipf/shared/schemas/warehouses";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import type { DialogProps } from "../../ui/ActionDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { toast } from "../../ui/toaster";
import { useConfigForm, useImageChoice } from "../../ui/useConfigForm";
import { checkImage, COUNTRY_OPTIONS, fieldText } from "./rules";

const FIELDS = ["country", "state", "city", "zip", "phone", "addressLineOne", "addressLineTwo", "color"] as const;
/** The form's fields, each typed as text. */
type Values = Record<(typeof FIELDS)[number], string>;

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

interface WarehouseDialogProps extends DialogProps {
  warehouse: Warehouse | null;
}

/**
 * Add a warehouse (created closed) or edit one, with its flag image and
 * colour. Checked with the API's schema; a refused save keeps what was typed
 * and shows each message on its field.
 */
export function WarehouseDialog(props: WarehouseDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { warehouse } = props;
  const flag = useImageChoice(checkImage);
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
  const { form, text, select, color, image, save } = useConfigForm<Values, WarehouseForm>({
    schema: warehouseFormSchema,
    defaultValues: valuesOf(warehouse),
    prefix: "warehouse",
    labels,
    checkFields: t("warehouses.form.checkFields"),
    message: fieldText,
    fields: FIELDS,
    image: { fields: ["image", "flagImage", "file"], setError: flag.setError },
    checkWhenTouched: true,
  });

  const submit = () =>
    save(async () => {
      const fields = warehouseFormSchema.parse(form.getValues());
      const sent: WarehouseForm = { ...fields, color: fields.color ?? DEFAULT_WAREHOUSE_COLOR };
      const answer = warehouse
        ? await api.editWarehouse(warehouse._id, sent, flag.file)
        : await api.addWarehouse(sent, flag.file);
      toast(t(warehouse ? "warehouses.form.updated" : "warehouses.form.created", { city: answer.address.city }));
      props.onDone();
    }, Boolean(flag.error));

  return (
    <ConfigDialog
      texts="warehouses.form"
      editing={warehouse && { city: warehouse.city }}
      icon="office"
      width={680}
      dialog={props}
      fieldLabels={labels}
      onSubmit={submit}
    >
      <div className="ipf-config-form">
        {select("country", COUNTRY_OPTIONS, t("warehouses.form.chooseCountry"), true)}
        {text("state")}
        {text("city")}
        {text("zip")}
        <div className="ipf-config-wide">{text("addressLineOne")}</div>
        <div className="ipf-config-wide">
          {text("addressLineTwo", { helper: t("warehouses.form.addressLineTwoHint") })}
        </div>
        {text("phone")}
        {color("color", t("warehouses.form.colorHint"), DEFAULT_WAREHOUSE_COLOR)}
        <div className="ipf-config-wide">
          {image(flag, {
            id: "warehouse-flag",
            choose: t("warehouses.form.chooseFlag"),
            helper: warehouse ? t("warehouses.form.keepFlag") : t("warehouses.form.flagHint"),
          })}
        </div>
        {warehouse ? null : <p className="ipf-config-wide bp6-text-muted">{t("warehouses.form.createdInactive")}</p>}
      </div>
    </ConfigDialog>
  );
}
