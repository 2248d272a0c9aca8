import type { RateCardName } from "@ipf/shared/rules/pricing";
import type { Carrier, CreateCarrierForm } from "@ipf/shared/schemas/rates";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import type { DialogProps } from "../../ui/ActionDialog";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { ImageField } from "../../ui/ImageField";
import { toast } from "../../ui/toaster";
import { useConfigForm, useImageChoice } from "../../ui/useConfigForm";
import { fieldMessage } from "../../ui/fieldMessage";
import { checkLogo } from "./logo";
import { carrierFormSchema } from "./rules";

const FIELDS = ["name", "nameAR", "dimensionalWeight", "minShipTime", "maxShipTime", "warehouse"] as const;
/** The form's fields, each typed as text. */
type CarrierForm = Record<(typeof FIELDS)[number], string>;
/** The API's codes for a file it cannot take, as keys of rates.carrier. */
const LOGO_PROBLEMS: Record<string, string> = { INVALID_FILE: "notImage", IMAGE_TOO_LARGE: "logoTooLarge" };

const valuesOf = (carrier: Carrier | null): CarrierForm => ({
  name: carrier?.name ?? "",
  nameAR: carrier?.nameAR ?? "",
  dimensionalWeight: carrier ? String(carrier.dimensionalWeight) : "",
  minShipTime: carrier ? String(carrier.minShipTime) : "",
  maxShipTime: carrier ? String(carrier.maxShipTime) : "",
  warehouse: carrier?.warehouse ?? "",
});

/** A dialog that saves a carrier: done hands back the carrier as the API answered it. */
export type CarrierSavedProps = Omit<DialogProps, "onDone"> & { onDone: (carrier: Carrier) => void };

/**
 * New carrier or edit one: name, Arabic name, divisor, minimum and maximum
 * days, warehouse, and its logo (a new one replaces the old; none keeps it). Checked with the API's own schema; a
 * refused save keeps what was typed, each message on its field.
 */
export function CarrierDialog(
  props: CarrierSavedProps & { card: RateCardName; carrier: Carrier | null; warehouses: readonly Warehouse[] },
) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { carrier } = props;
  const logo = useImageChoice(checkLogo);
  const labels = {
    name: t("rates.carrier.name"),
    nameAR: t("rates.carrier.nameAR"),
    dimensionalWeight: t("rates.carrier.divisor"),
    minShipTime: t("rates.carrier.minDays"),
    maxShipTime: t("rates.carrier.maxDays"),
    warehouse: t("rates.carrier.warehouse"),
  };
  const { form, text, select, save } = useConfigForm<CarrierForm, CreateCarrierForm>({
    schema: carrierFormSchema,
    defaultValues: valuesOf(carrier),
    prefix: "carrier",
    labels,
    checkFields: t("rates.carrier.checkFields"),
    message: (key) => fieldMessage("rates", key),
    fields: FIELDS,
    image: { fields: ["logoImage", "file"], setError: (key) => logo.setError(LOGO_PROBLEMS[key] ?? key) },
  });

  const submit = () =>
    save(async () => {
      const fields = carrierFormSchema.parse(form.getValues());
      // A new logo first: the fields were checked here already, the image only the API can read.
      if (carrier && logo.file) await api.changeCarrierLogo(props.card, carrier._id, logo.file);
      const answer = carrier
        ? await api.editCarrier(props.card, carrier._id, fields)
        : await api.createCarrier(props.card, fields, logo.file);
      toast(t(carrier ? "rates.carrier.updated" : "rates.carrier.created", { name: answer.company.name }));
      props.onDone(answer.company);
    }, Boolean(logo.error));

  const number = (name: "dimensionalWeight" | "minShipTime" | "maxShipTime", helper?: string) =>
    text(name, { helper, inputMode: "numeric", maxLength: 9 });

  return (
    <ConfigDialog
      texts="rates.carrier"
      editing={carrier && { name: carrier.name }}
      icon="truck"
      width={640}
      dialog={props}
      fieldLabels={labels}
      onSubmit={submit}
    >
      <div className="ipf-carrier-form">
        {text("name", { autoFocus: true, maxLength: 200 })}
        {text("nameAR", { dir: "rtl", maxLength: 200 })}
        {number("minShipTime")}
        {number("maxShipTime")}
        {number("dimensionalWeight", t("rates.carrier.divisorHint"))}
        {select(
          "warehouse",
          props.warehouses.map((warehouse) => ({
            value: warehouse._id,
            label: `${warehouse.city}, ${warehouse.country}${warehouse.isActive ? "" : ` (${t("rates.closedWarehouse")})`}`,
          })),
          t("rates.carrier.chooseWarehouse"),
        )}
        <div className="ipf-carrier-logo-field">
          <ImageField
            id="carrier-logo"
            label={t("rates.carrier.logo")}
            file={logo.file}
            choose={t("rates.carrier.chooseLogo")}
            message={logo.error ? (t(`rates.carrier.${logo.error}` as never) as string) : undefined}
            helper={t(carrier?.logoImage ? "rates.carrier.logoKeptHint" : "rates.carrier.logoHint")}
            onChoose={logo.choose}
          />
        </div>
      </div>
    </ConfigDialog>
  );
}

interface CarrierConfirmDialogProps extends DialogProps {
  kind: "disable" | "remove";
  card: RateCardName;
  carrier: Carrier;
}

/**
 * Disabling or removing a carrier asks first: a disabled one is no longer
 * quoted, a removed one is gone with its prices. Enabling does not ask.
 */
export function CarrierConfirmDialog(props: CarrierConfirmDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { kind, card, carrier, ...dialog } = props;
  const name = carrier.name;
  return (
    <ConfirmDialog
      {...dialog}
      title={t(`rates.carrier.${kind}Title`, { name })}
      icon={kind === "disable" ? "disable" : "trash"}
      action={t(`rates.carrier.${kind}Action`)}
      run={async () => {
        if (kind === "remove") return (await api.removeCarrier(card, carrier._id)).message;
        await api.switchCarrier(card, carrier._id, false);
        return t("rates.carrier.disabledDone", { name });
      }}
    >
      <p>{t(`rates.carrier.${kind}Text`, { name })}</p>
    </ConfirmDialog>
  );
}
