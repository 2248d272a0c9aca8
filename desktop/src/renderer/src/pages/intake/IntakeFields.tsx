import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import type { WeightReading } from "@ipf/shared/bridge";
import { countryByIso2 } from "@ipf/shared/data/countries";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ScaleLine } from "../../devices/ScaleTag";
import type { CustomerOption, WarehouseOption } from "../../api/intake";
import { validationMessage } from "../../i18n";
import { YesNoSelect } from "../../ui/YesNoSelect";
import { CustomerPicker } from "./CustomerPicker";
import { TRACK_NUMBER_MAX, type IntakeMode, type IntakeValues } from "./intake-form";
import { measureLimitMessage, measureWarning, type Message } from "./rules";
import { MeasureField } from "../../ui/MeasureField";
import { upperCaseInPlace } from "../../ui/upper-case";

/** How a warehouse is named on the form and on labels: "France, Paris". */
export function warehouseName(warehouse: WarehouseOption): string {
  const country = countryByIso2(warehouse.country)?.names.en ?? warehouse.country;
  return warehouse.city ? `${country}, ${warehouse.city}` : country;
}

interface IdentityProps {
  mode: IntakeMode;
  takenWarning: string | null;
  searchCustomers(query: string): Promise<CustomerOption[]>;
  onTrackBlur(trackNumber: string): void;
  onNewMailNumber(): void;
  onCustomerPicked(): void;
}

/** What the parcel is and whose: the track number (scanned) and the customer. */
export function IdentityFields({
  mode,
  takenWarning,
  searchCustomers,
  onTrackBlur,
  onNewMailNumber,
  onCustomerPicked,
}: IdentityProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  const { ref, onChange, onBlur, ...track } = register("trackNumber");
  const trackKey = errors.trackNumber?.message;
  const trackError =
    trackKey === "tooLarge" ? t("intake.limits.trackMax", { max: TRACK_NUMBER_MAX }) : validationMessage(trackKey);

  return (
    <>
      <FormGroup
        label={t("intake.trackNumber")}
        labelFor="intake-track"
        intent={trackError ? "danger" : "none"}
        helperText={trackError ?? (mode === "mail" ? t("intake.mailTrackHint") : t("intake.trackHint"))}
      >
        <InputGroup
          id="intake-track"
          {...track}
          inputRef={ref}
          size="large"
          leftIcon="barcode"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          className="ipf-track"
          intent={trackError ? "danger" : "none"}
          aria-invalid={trackError ? true : undefined}
          onChange={(event) => {
            // Forced to upper case as it is typed.
            upperCaseInPlace(event.target);
            void onChange(event);
          }}
          onBlur={(event) => {
            void onBlur(event);
            onTrackBlur(event.target.value);
          }}
          rightElement={
            mode === "mail" ? (
              <Button variant="minimal" icon="refresh" text={t("intake.newMailNumber")} onClick={onNewMailNumber} />
            ) : undefined
          }
        />
      </FormGroup>
      {takenWarning ? (
        <Callout intent="warning" icon="duplicate" compact className="ipf-taken" role="status">
          {t("intake.duplicateWarning")}
        </Callout>
      ) : null}
      <Controller
        control={control}
        name="customer"
        render={({ field, fieldState }) => (
          <CustomerPicker
            id="intake-customer"
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            search={searchCustomers}
            error={validationMessage(fieldState.error?.message)}
            onPicked={onCustomerPicked}
          />
        )}
      />
    </>
  );
}

interface MeasuresProps {
  warehouses: WarehouseOption[] | null;
  /** The warehouse this desk receives at (its id), "" before it is known. */
  deskWarehouse: string;
  /** The desk chose a warehouse in the list (not a pre-alert): it is the desk's from now on. */
  onWarehouseChosen(warehouseId: string): void;
  reading: WeightReading | null;
  showScale: boolean;
  onWeightTyped(): void;
  onUseScale(kg: number): void;
}

const MEASURES = ["weight", "length", "width", "height", "fees"] as const;

function isMeasure(name: (typeof MEASURES)[number]): name is Exclude<typeof name, "fees"> {
  return name !== "fees";
}

/** Weight (from the scale when there is one), dimensions, fees and the receiving warehouse. */
export function MeasureFields({
  warehouses,
  deskWarehouse,
  onWarehouseChosen,
  reading,
  showScale,
  onWeightTyped,
  onUseScale,
}: MeasuresProps) {
  const { t } = useTranslation();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  const weight = watch("weight");
  const say = (message: Message | null) => (message ? t(message.key, message.values) : undefined);
  const warehouseError = validationMessage(errors.warehouse?.message);
  const warehouse = watch("warehouse");
  const home = warehouses?.find((option) => option._id === deskWarehouse);
  // A pre-alert sent the parcel to another warehouse than the desk's: said, so that a wrong one is seen.
  const fromPreAlert =
    watch("preAlertId") && home && warehouse && warehouse !== deskWarehouse
      ? t("intake.warehouseFromPreAlert", { desk: warehouseName(home) })
      : undefined;
  const { onChange: onWarehouseChange, ...warehouseField } = register("warehouse");

  return (
    <>
      <div className="ipf-measures">
        {MEASURES.map((name) => {
          const key = errors[name]?.message;
          const error = (isMeasure(name) ? say(measureLimitMessage(name, key)) : undefined) ?? validationMessage(key);
          // Typed above the usual range: said at once, and asked again when saving.
          const warning = !error && isMeasure(name) ? say(measureWarning(name, watch(name))) : undefined;
          return (
            <MeasureField
              key={name}
              id={`intake-${name}`}
              label={t(`intake.${name}`)}
              registration={register(name)}
              error={error}
              warning={warning}
              size={name === "weight" ? "large" : "medium"}
              onTyped={name === "weight" ? onWeightTyped : undefined}
            />
          );
        })}
      </div>
      {showScale ? (
        <ScaleLine
          label={t("intake.scale")}
          reading={reading}
          testId="scale-reading"
          weight={weight}
          useText={(kg) => t("intake.useScale", { kg })}
          onUse={onUseScale}
        />
      ) : null}
      <FormGroup
        label={t("intake.warehouse")}
        labelFor="intake-warehouse"
        intent={warehouseError ? "danger" : fromPreAlert ? "primary" : "none"}
        helperText={warehouseError ?? fromPreAlert}
      >
        <HTMLSelect
          id="intake-warehouse"
          fill
          {...warehouseField}
          onChange={(event) => {
            void onWarehouseChange(event);
            onWarehouseChosen(event.target.value);
          }}
        >
          <option value="">{t("intake.chooseWarehouse")}</option>
          {(warehouses ?? []).map((warehouse) => (
            <option key={warehouse._id} value={warehouse._id}>
              {warehouseName(warehouse)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </>
  );
}

/** Dangerous goods and lithium batteries, Yes or No (shippingOptions on the wire). */
export function HazardFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<IntakeValues>();
  return (
    <div className="ipf-hazards">
      {(["hasDangerous", "hasLithium"] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <FormGroup
              label={t(name === "hasDangerous" ? "intake.dangerous" : "intake.lithium")}
              labelFor={`intake-${name}`}
            >
              <YesNoSelect id={`intake-${name}`} field={field} yes={t("intake.yes")} no={t("intake.no")} />
            </FormGroup>
          )}
        />
      ))}
    </div>
  );
}
