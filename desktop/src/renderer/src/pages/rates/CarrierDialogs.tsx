import { FileInput, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import type { RateCardName } from "@ipf/shared/rules/pricing";
import type { Carrier, CreateCarrierForm } from "@ipf/shared/schemas/rates";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { FormField } from "../../ui/FormField";
import { toast } from "../../ui/toaster";
import { rateFieldMessage } from "./fieldMessage";
import { checkLogo } from "./logo";
import { carrierFormSchema } from "./rules";

interface CarrierForm {
  name: string;
  nameAR: string;
  dimensionalWeight: string;
  minShipTime: string;
  maxShipTime: string;
  warehouse: string;
}

const FIELDS = ["name", "nameAR", "dimensionalWeight", "minShipTime", "maxShipTime", "warehouse"] as const;

const valuesOf = (carrier: Carrier | null): CarrierForm => ({
  name: carrier?.name ?? "",
  nameAR: carrier?.nameAR ?? "",
  dimensionalWeight: carrier ? String(carrier.dimensionalWeight) : "",
  minShipTime: carrier ? String(carrier.minShipTime) : "",
  maxShipTime: carrier ? String(carrier.maxShipTime) : "",
  warehouse: carrier?.warehouse ?? "",
});

/**
 * New carrier or edit one: name, Arabic name, divisor, minimum and maximum
 * days, warehouse, and its logo (a new one replaces the old; none keeps it). Checked with the API's own schema; a
 * refused save keeps what was typed, each message on its field.
 */
export function CarrierDialog(props: {
  card: RateCardName;
  carrier: Carrier | null;
  warehouses: readonly Warehouse[];
  onClose: () => void;
  onDone: (carrier: Carrier) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { carrier } = props;
  const form = useForm<CarrierForm, unknown, CreateCarrierForm>({
    resolver: zodResolver(carrierFormSchema) as never,
    defaultValues: valuesOf(carrier),
  });
  const { errors } = form.formState;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const labels = {
    name: t("rates.carrier.name"),
    nameAR: t("rates.carrier.nameAR"),
    dimensionalWeight: t("rates.carrier.divisor"),
    minShipTime: t("rates.carrier.minDays"),
    maxShipTime: t("rates.carrier.maxDays"),
    warehouse: t("rates.carrier.warehouse"),
  };

  const submit = async () => {
    const valid = await form.trigger();
    if (!valid || logoError) throw new DialogError(t("rates.carrier.checkFields"));
    const fields = carrierFormSchema.parse(form.getValues());
    try {
      // A new logo first: the fields were checked here already, the image only the API can read.
      if (carrier && logo) await api.changeCarrierLogo(props.card, carrier._id, logo);
      const answer = carrier
        ? await api.editCarrier(props.card, carrier._id, fields)
        : await api.createCarrier(props.card, fields, logo);
      toast(t(carrier ? "rates.carrier.updated" : "rates.carrier.created", { name: answer.company.name }));
      props.onDone(answer.company);
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION" && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          if (field === "logoImage" || field === "file") setLogoError(key);
          else if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as FieldPath<CarrierForm>, { message: key });
        }
        throw new DialogError(t("rates.carrier.checkFields"));
      }
      if (error instanceof ApiError && (error.code === "INVALID_FILE" || error.code === "IMAGE_TOO_LARGE")) {
        setLogoError(error.code === "INVALID_FILE" ? "notImage" : "logoTooLarge");
        throw new DialogError(t("rates.carrier.checkFields"));
      }
      throw error;
    }
  };

  const field = (
    name: Exclude<keyof CarrierForm, "warehouse">,
    options: { helper?: string; autoFocus?: boolean; numeric?: boolean; dir?: "rtl" } = {},
  ) => (
    <FormField
      id={`carrier-${name}`}
      label={labels[name]}
      registration={form.register(name)}
      message={rateFieldMessage(errors[name]?.message)}
      helper={options.helper}
      dir={options.dir}
      autoFocus={options.autoFocus}
      autoComplete="off"
      inputMode={options.numeric ? "numeric" : undefined}
      maxLength={options.numeric ? 9 : 200}
    />
  );
  const warehouseError = rateFieldMessage(errors.warehouse?.message);
  const logoMessage = logoError ? (t(`rates.carrier.${logoError}` as never) as string) : undefined;

  return (
    <ActionDialog
      isOpen
      title={carrier ? t("rates.carrier.editTitle", { name: carrier.name }) : t("rates.carrier.newTitle")}
      icon="truck"
      action={t(carrier ? "rates.carrier.save" : "rates.carrier.create")}
      width={640}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={labels}
      onSubmit={submit}
    >
      <div className="ipf-carrier-form">
        {field("name", { autoFocus: true })}
        {field("nameAR", { dir: "rtl" })}
        {field("minShipTime", { numeric: true })}
        {field("maxShipTime", { numeric: true })}
        {field("dimensionalWeight", { numeric: true, helper: t("rates.carrier.divisorHint") })}
        <FormGroup
          label={labels.warehouse}
          labelFor="carrier-warehouse"
          intent={warehouseError ? "danger" : "none"}
          helperText={warehouseError}
        >
          <HTMLSelect
            id="carrier-warehouse"
            fill
            {...form.register("warehouse")}
            aria-invalid={warehouseError ? true : undefined}
          >
            <option value="">{t("rates.carrier.chooseWarehouse")}</option>
            {props.warehouses.map((warehouse) => (
              <option key={warehouse._id} value={warehouse._id}>
                {warehouse.city}, {warehouse.country}
                {warehouse.isActive ? "" : ` (${t("rates.closedWarehouse")})`}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t("rates.carrier.logo")}
          labelFor="carrier-logo"
          intent={logoMessage ? "danger" : "none"}
          helperText={logoMessage ?? t(carrier?.logoImage ? "rates.carrier.logoKeptHint" : "rates.carrier.logoHint")}
          className="ipf-carrier-logo-field"
        >
          <FileInput
            fill
            text={logo?.name ?? t("rates.carrier.chooseLogo")}
            hasSelection={Boolean(logo)}
            inputProps={{ id: "carrier-logo", accept: "image/*", "aria-invalid": logoMessage ? true : undefined }}
            onInputChange={(event) => {
              const file = (event.target as HTMLInputElement).files?.[0] ?? null;
              setLogo(file);
              setLogoError(file ? checkLogo(file) : null);
            }}
          />
        </FormGroup>
      </div>
    </ActionDialog>
  );
}

/** Disabling asks first (the calculator stops quoting the carrier); enabling does not. */
export function DisableCarrierDialog(props: {
  card: RateCardName;
  carrier: Carrier;
  onClose: () => void;
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const name = props.carrier.name;
  return (
    <ActionDialog
      isOpen
      title={t("rates.carrier.disableTitle", { name })}
      icon="disable"
      intent="danger"
      action={t("rates.carrier.disableAction")}
      onClose={props.onClose}
      onStale={props.onStale}
      onSubmit={async () => {
        await api.switchCarrier(props.card, props.carrier._id, false);
        toast(t("rates.carrier.disabledDone", { name }));
        props.onDone();
      }}
    >
      <p>{t("rates.carrier.disableText", { name })}</p>
    </ActionDialog>
  );
}

export function RemoveCarrierDialog(props: {
  card: RateCardName;
  carrier: Carrier;
  onClose: () => void;
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const name = props.carrier.name;
  return (
    <ActionDialog
      isOpen
      title={t("rates.carrier.removeTitle", { name })}
      icon="trash"
      intent="danger"
      action={t("rates.carrier.removeAction")}
      onClose={props.onClose}
      onStale={props.onStale}
      onSubmit={async () => {
        const answer = await api.removeCarrier(props.card, props.carrier._id);
        toast(answer.message);
        props.onDone();
      }}
    >
      <p>{t("rates.carrier.removeText", { name })}</p>
    </ActionDialog>
  );
}
