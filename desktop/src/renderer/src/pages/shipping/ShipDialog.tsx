import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ScaleTag } from "../../devices/ScaleTag";
import { settledKg } from "../../devices/scale";
import { useDesk } from "../../devices/desk";
import { validationMessage } from "../../i18n";
import { shippingTexts } from "./texts";
import { useSession } from "../../session";
import { ActionDialog, type ParcelDialogProps } from "../../ui/ActionDialog";
import { formatDollars } from "../../ui/format";
import { CustomerAsks } from "../../ui/CustomerAsks";
import { toast } from "../../ui/toaster";
import { useRuleCheckedForm } from "../../ui/useRuleCheckedForm";
import { countryName } from "../shipping-requests/rules";
import { checkShip, chosenCarrier, shipFormFor, TRACK_NUMBER_MAX, type ShipField, type ShipForm } from "./rules";

const MEASURES = ["weight", "length", "width", "height"] as const;
type Messages = typeof shippingTexts.messages;

/** The message of a field's check: the tracking fields have their own words, the rest the shared ones. */
function useFieldMessage() {
  const { t } = useTranslation();
  return (field: ShipField, key: string | undefined): string | undefined => {
    if (key === undefined) return undefined;
    if (field === "trackNumber" && key in shippingTexts.messages.trackNumber) {
      return t(`shipping.messages.trackNumber.${key as keyof Messages["trackNumber"]}`, { max: TRACK_NUMBER_MAX });
    }
    if (field === "trackLink" && key in shippingTexts.messages.trackLink) {
      return t(`shipping.messages.trackLink.${key as keyof Messages["trackLink"]}`);
    }
    return validationMessage(key);
  };
}

/**
 * Ship a paid parcel: the carrier's tracking number and link, and the
 * measures as it leaves, pre-filled from intake. At a desk with a scale the
 * live reading shows and "Read scale" takes it; in the browser the weight is
 * typed.
 */
export function ShipDialog(props: ParcelDialogProps) {
  const { parcel, onClose, onDone, onStale } = props;
  const { api } = useSession();
  const { t } = useTranslation();
  const desk = useDesk();
  const message = useFieldMessage();
  const { form, errors, update, checked } = useRuleCheckedForm(
    () => shipFormFor(parcel),
    (next: ShipForm) => checkShip(parcel._id, next),
    {},
  );

  const set = (field: ShipField, value: string) => update({ ...form, [field]: value });

  const submit = async () => {
    await api.ship(checked(t("errors.VALIDATION")).body);
    toast(t("shipping.shipped"));
    onDone();
  };

  const scaleInUse = desk.settings.scale.kind !== "none";
  const reading = desk.weight;
  const scaleWeight = settledKg(reading);
  const carrier = chosenCarrier(parcel);
  const country = countryName(parcel.shippingAddress?.country);

  const field = (name: ShipField, options: { label: string; helper?: string; autoFocus?: boolean; wide?: boolean }) => {
    const error = message(name, errors[name]);
    const id = `ship-${name}`;
    return (
      <FormGroup
        key={name}
        className={options.wide ? "ipf-ship-wide" : undefined}
        label={options.label}
        labelFor={id}
        intent={error ? "danger" : "none"}
        helperText={error ?? options.helper}
      >
        <InputGroup
          id={id}
          value={form[name]}
          autoFocus={options.autoFocus}
          autoComplete="off"
          spellCheck={false}
          inputMode={options.wide ? undefined : "decimal"}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          onChange={(event) => set(name, event.target.value)}
        />
      </FormGroup>
    );
  };

  return (
    <ActionDialog
      isOpen
      title={t("shipping.shipTitle", { code: parcel.packageId })}
      icon="airplane"
      action={t("shipping.shipAction")}
      intent="primary"
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{
        trackNumber: t("shipping.trackNumber"),
        trackLink: t("shipping.trackLink"),
        weight: t("shipping.weight"),
        length: t("shipping.length"),
        width: t("shipping.width"),
        height: t("shipping.height"),
      }}
      width={640}
    >
      <p data-testid="ship-summary">
        {carrier
          ? t("shipping.shipIntro", {
              carrier: `${carrier.name} (${formatDollars(carrier.price)})`,
              country,
            })
          : t("shipping.shipIntroNoCarrier", { country })}
      </p>
      <CustomerAsks
        removeBills={parcel.shippingOptions.removeBills}
        removeShoeBoxes={parcel.shippingOptions.removeShoeBoxes}
        note={parcel.shippingOptions.additionalNote}
      />
      <div className="ipf-ship-grid">
        {field("trackNumber", { label: t("shipping.trackNumber"), autoFocus: true, wide: true })}
        {field("trackLink", { label: t("shipping.trackLink"), helper: t("shipping.trackLinkHint"), wide: true })}
        {MEASURES.map((name) => field(name, { label: t(`shipping.${name}`) }))}
      </div>
      {scaleInUse ? (
        <div className="ipf-ship-scale" aria-live="polite">
          <span>{t("shipping.scale")}</span>
          <ScaleTag reading={reading} testId="ship-scale-reading" empty={t("shipping.scaleNone")} />
          <Button
            size="small"
            variant="outlined"
            icon="import"
            text={t("shipping.readScale")}
            disabled={scaleWeight === null}
            onClick={() => scaleWeight !== null && set("weight", String(scaleWeight))}
          />
        </div>
      ) : (
        <p className="bp6-text-muted bp6-text-small">{t("shipping.noScale")}</p>
      )}
    </ActionDialog>
  );
}
