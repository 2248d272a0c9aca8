import { zodResolver } from "@hookform/resolvers/zod";
import { formatAddressTitle } from "@ipf/shared/format";
import { preAlertFormSchema, PRE_ALERT_LIMITS, type PreAlertForm } from "@ipf/shared/schemas/pre-alerts";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useId } from "react";
import { FormProvider, useFieldArray, useForm, useFormContext, type Path, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account";
import { preAlertsApi, type PreAlert } from "../../api/pre-alerts";
import { shopsApi } from "../../api/shops";
import { useLang } from "../../app/useLang";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormAlert, SelectField, TextField } from "../../ui/Field";
import { RepeatedGroups } from "../../ui/RepeatedGroups";
import { useLoad } from "../../ui/useLoad";
import { labelsOf } from "../../ui/useFieldMessages";
import { shownFields, useSubmit } from "../../ui/useSubmit";
import { countryName, warehouseOptions } from "../../ui/placeNames";
import { LineFields } from "./LineFields";
import { initialValues, newLine, type PreAlertValues } from "./preAlertForm";
import { usePreAlertField, usePreAlertText } from "./usePreAlertField";

const resolver = zodResolver(preAlertFormSchema) as unknown as Resolver<PreAlertValues, unknown, PreAlertForm>;

/**
 * Announce a parcel, or rewrite an expected one: the store (the market's
 * shops offered as it is typed), the number, the warehouse, the lines, and
 * optionally an address and a carrier to ship it on arrival. Checked by the
 * schema the API parses with; the API's refusals land on the same fields.
 */
export function PreAlertDialog({
  preAlert,
  warehouses,
  onClose,
  onSaved,
}: {
  preAlert?: PreAlert;
  warehouses: readonly Warehouse[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm<PreAlertValues, unknown, PreAlertForm>({
    mode: "onTouched",
    resolver,
    defaultValues: initialValues(
      preAlert,
      warehouses.map((w) => w._id),
    ),
  });
  const { register, handleSubmit, getValues, setError, watch, control } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const shipOnArrival = watch("shipOnArrival");
  const say = usePreAlertText();
  // The boxes the form shows now: a message for any other field is named above the form.
  const onScreen = (name: string): name is Path<PreAlertValues> => {
    const line = /^lines\.(\d+)\.(description|quantity|price|hsCode)$/.exec(name);
    if (line) return Number(line[1]) < getValues("lines").length;
    if (name === "addressId" || name === "carrierId") return getValues("shipOnArrival");
    return ["store", "trackNumber", "warehouse", "lines"].includes(name);
  };
  const send = useSubmit(shownFields(onScreen, setError), {
    say,
    label: (name) => {
      const line = /^lines\.(\d+)\.(description|quantity|price|hsCode)$/.exec(name);
      if (line)
        return `${t("preAlerts.form.line", { n: Number(line[1]) + 1 })} · ${t(`preAlerts.form.${line[2] as "price"}`)}`;
      return labelsOf({
        store: t("preAlerts.form.store"),
        trackNumber: t("preAlerts.form.trackNumber"),
        warehouse: t("preAlerts.form.warehouse"),
        lines: t("preAlerts.form.lines"),
        shipOnArrival: t("preAlerts.form.shipOnArrival"),
        addressId: t("preAlerts.form.address"),
        carrierId: t("preAlerts.form.carrier"),
        shipping: t("preAlerts.form.shipOnArrival"),
      })(name);
    },
  });

  // The values as typed: the API reads them with the same schema.
  const save = () =>
    send.run(async () => {
      const body = getValues();
      if (preAlert) await preAlertsApi.update(preAlert._id, body);
      else await preAlertsApi.add(body);
      onSaved(t(preAlert ? "preAlerts.updated" : "preAlerts.added"));
    });

  return (
    <Dialog open onClose={onClose} title={t(preAlert ? "preAlerts.form.editTitle" : "preAlerts.form.addTitle")} wide>
      <FormProvider {...form}>
        <form className="form pre-alert-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
          {send.text !== null && <FormAlert>{send.text}</FormAlert>}
          <StoreField />
          <TrackField />
          <Choice name="warehouse" options={warehouseOptions(warehouses, lang)} />

          <RepeatedGroups
            className="pre-alert-lines"
            legend={t("preAlerts.form.lines")}
            error={<LinesError />}
            groups={lines}
            newGroup={newLine}
            limit={PRE_ALERT_LIMITS.lines}
            addLabel={t("preAlerts.form.addLine")}
          >
            {(index, onRemove) => <LineFields index={index} onRemove={onRemove} />}
          </RepeatedGroups>

          <label className="check">
            <input type="checkbox" {...register("shipOnArrival")} />
            <span>{t("preAlerts.form.shipOnArrival")}</span>
          </label>
          {shipOnArrival ? <ShippingFields /> : <p className="field-hint">{t("preAlerts.form.shipOnArrivalHint")}</p>}

          <DialogActions onCancel={onClose} label={t("preAlerts.form.save")} busy={send.busy} keepFocus />
        </form>
      </FormProvider>
    </Dialog>
  );
}

function StoreField() {
  const { t } = useTranslation();
  const field = usePreAlertField();
  const listId = useId();
  // The market's shops as suggestions; a store it lacks is typed freely.
  const shops = useLoad((signal) => shopsApi.filter({}, signal), []);
  return (
    <>
      <TextField
        label={t("preAlerts.form.store")}
        hint={t("preAlerts.form.storeHint")}
        list={listId}
        autoComplete="off"
        {...field("store")}
      />
      <datalist id={listId}>
        {(shops.data?.shops ?? []).map((shop) => (
          <option key={shop._id} value={shop.name} />
        ))}
      </datalist>
    </>
  );
}

function TrackField() {
  const { t } = useTranslation();
  const field = usePreAlertField();
  return (
    <TextField
      label={t("preAlerts.form.trackNumber")}
      hint={t("preAlerts.form.trackHint")}
      dir="ltr"
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      {...field("trackNumber")}
    />
  );
}

/** The form's selects: their label, and the empty choice they start on. */
const CHOICES = {
  warehouse: { label: "preAlerts.form.warehouse", empty: "preAlerts.form.chooseWarehouse" },
  addressId: { label: "preAlerts.form.address", empty: "preAlerts.form.chooseAddress" },
  carrierId: { label: "preAlerts.form.carrier", empty: "preAlerts.form.chooseCarrier" },
} as const;

function Choice({
  name,
  hint,
  options,
}: {
  name: keyof typeof CHOICES;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const field = usePreAlertField();
  return (
    <SelectField
      label={t(CHOICES[name].label)}
      empty={t(CHOICES[name].empty)}
      hint={hint}
      options={options}
      {...field(name)}
    />
  );
}

function LinesError() {
  const { error } = usePreAlertField()("lines");
  return error ? <p className="field-error">{error}</p> : null;
}

/** Ship on arrival: an address of the book, and an active carrier of the chosen warehouse. */
function ShippingFields() {
  const { t } = useTranslation();
  const lang = useLang();
  const warehouse = useFormContext<PreAlertValues>().watch("warehouse");
  const book = useLoad((signal) => accountApi.addresses(signal), []);
  const carriers = useLoad((signal) => preAlertsApi.carriers(signal), []);
  const addresses = book.data?.addresses ?? [];
  const offered = (carriers.data?.carriers ?? []).filter((carrier) => carrier.warehouseId === warehouse);
  return (
    <div className="pre-alert-shipping">
      <Choice
        name="addressId"
        hint={book.state === "ready" && addresses.length === 0 ? t("preAlerts.form.noAddresses") : undefined}
        options={addresses.map((address) => ({
          value: address._id,
          label: `${formatAddressTitle(address.title, lang)} · ${address.city}, ${countryName(address.country, lang)}`,
        }))}
      />
      <Choice
        name="carrierId"
        hint={
          warehouse && carriers.state === "ready" && offered.length === 0 ? t("preAlerts.form.noCarriers") : undefined
        }
        options={offered.map((carrier) => ({ value: carrier._id, label: carrier.name }))}
      />
    </div>
  );
}
