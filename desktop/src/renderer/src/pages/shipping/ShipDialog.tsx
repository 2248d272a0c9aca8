import { Button, Callout, Classes, FormGroup, InputGroup, KeyComboTag } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { ScaleTag } from "../../devices/ScaleTag";
import { settledKg } from "../../devices/scale";
import { useDesk } from "../../devices/desk";
import { validationMessage } from "../../i18n";
import { shippingTexts } from "./texts";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type ParcelDialogProps } from "../../ui/ActionDialog";
import { formatDollars } from "../../ui/format";
import { CustomerAsks } from "../../ui/CustomerAsks";
import { toast } from "../../ui/toaster";
import { useRuleCheckedForm } from "../../ui/useRuleCheckedForm";
import { INITIAL_AUTO_WEIGHT, onScaleReading, onTyped } from "../intake/auto-weight";
import { countryName } from "../shipping-requests/rules";
import { checkShip, chosenCarrier, shipFormFor, TRACK_NUMBER_MAX, type ShipField, type ShipForm } from "./rules";
import {
  carrierLinked,
  checkLabel,
  isBuyKey,
  labelProblem,
  LABEL_FIELDS,
  shipPathFor,
  type LabelProblem,
  type ShipPath,
} from "./label-rules";
import { LabelBought, type BoughtLabel } from "./LabelBought";

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
 * Ship a paid parcel. When the carrier paid for is linked to the shipping
 * engine, the dialog buys its label: the measures as it leaves (pre-filled
 * from intake, the weight from the scale when it settles), then Enter or
 * Alt+B; the label prints and the dialog shows its tracking, to reprint or
 * void it. Otherwise (and on request, the engine being away) the carrier's
 * tracking number and link are typed in. What is typed stays through a
 * refusal and a change of path.
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
  const linked = carrierLinked(parcel);
  const [path, setPath] = useState<ShipPath>(() => shipPathFor(parcel));
  const [labelTried, setLabelTried] = useState(false);
  const [problem, setProblem] = useState<LabelProblem | null>(null);
  const [bought, setBought] = useState<BoughtLabel | null>(null);
  // A label bought (or voided) changed the list: closing then refreshes it.
  const [changed, setChanged] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  const set = (field: ShipField, value: string) => update({ ...form, [field]: value });
  const labelPath = path === "label" && bought === null;
  const labelErrors = labelTried ? checkLabel(parcel._id, form, desk.settings.labelFormat) : null;
  const fieldError = (name: ShipField) =>
    labelPath
      ? labelErrors && !labelErrors.ok
        ? (labelErrors.errors as Partial<Record<ShipField, string>>)[name]
        : undefined
      : errors[name];

  // The scale's settled weight fills the weight on the label's path, as at intake: never over a typed one.
  const autoWeight = useRef(INITIAL_AUTO_WEIGHT);
  const fill = useRef(set);
  useEffect(() => {
    fill.current = set;
  });
  const reading = desk.weight;
  useEffect(() => {
    if (!reading || !labelPath) return;
    const next = onScaleReading(autoWeight.current, reading);
    autoWeight.current = next.state;
    if (next.fill !== null) fill.current("weight", String(next.fill));
  }, [reading, labelPath]);

  // Alt+B buys the label from anywhere in the dialog, as its button shows.
  useEffect(() => {
    if (!labelPath) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isBuyKey(event)) return;
      event.preventDefault();
      body.current?.closest("form")?.requestSubmit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [labelPath]);

  const ship = async () => {
    await api.ship(checked(t("errors.VALIDATION")).body);
    toast(t("shipping.shipped"));
    onDone();
  };

  const buy = async () => {
    setLabelTried(true);
    const request = checkLabel(parcel._id, form, desk.settings.labelFormat);
    if (!request.ok) throw new DialogError(t("errors.VALIDATION"));
    setProblem(null);
    try {
      const answer = await api.buyLabel(request.body);
      setChanged(true);
      setBought({ label: answer.label, alreadyBought: answer.alreadyBought });
      toast(t("shipping.label.bought", { trackNumber: answer.label.trackNumber ?? "" }));
    } catch (error) {
      const read = error instanceof ApiError ? labelProblem(error) : null;
      if (!read) throw error;
      setProblem(read);
      if (read.kind === "stale") onStale();
    }
  };

  const choosePath = (next: ShipPath) => {
    setProblem(null);
    setPath(next);
  };

  if (bought) {
    return (
      <LabelBought
        parcel={parcel}
        bought={bought}
        onClose={changed ? onDone : onClose}
        onStale={onStale}
        onVoided={() => {
          setBought(null);
          setPath("label");
          setLabelTried(false);
        }}
      />
    );
  }

  const scaleInUse = desk.settings.scale.kind !== "none";
  const scaleWeight = settledKg(reading);
  const carrier = chosenCarrier(parcel);
  const country = countryName(parcel.shippingAddress?.country);
  const carrierText = carrier ? `${carrier.name} (${formatDollars(carrier.price)})` : "";

  const field = (name: ShipField, options: { label: string; helper?: string; autoFocus?: boolean; wide?: boolean }) => {
    const error = message(name, fieldError(name));
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
          onChange={(event) => {
            if (name === "weight") autoWeight.current = onTyped(autoWeight.current);
            set(name, event.target.value);
          }}
        />
      </FormGroup>
    );
  };

  const intro = labelPath
    ? t("shipping.label.intro", { carrier: carrierText, country })
    : carrier
      ? t("shipping.shipIntro", { carrier: carrierText, country })
      : t("shipping.shipIntroNoCarrier", { country });

  return (
    <ActionDialog
      isOpen
      title={t("shipping.shipTitle", { code: parcel.packageId })}
      icon={labelPath ? "barcode" : "airplane"}
      action={labelPath ? t("shipping.label.buy") : t("shipping.shipAction")}
      actionCombo={labelPath ? <KeyComboTag combo="alt+b" minimal className="ipf-combo" /> : undefined}
      intent="primary"
      onSubmit={labelPath ? buy : ship}
      onClose={changed ? onDone : onClose}
      onStale={onStale}
      fieldLabels={{
        trackNumber: t("shipping.trackNumber"),
        trackLink: t("shipping.trackLink"),
        weight: t("shipping.weight"),
        length: t("shipping.length"),
        width: t("shipping.width"),
        height: t("shipping.height"),
      }}
      extraActions={
        linked ? (
          <Button
            variant="minimal"
            icon={labelPath ? "edit" : "barcode"}
            text={labelPath ? t("shipping.label.typeTracking") : t("shipping.label.buyInstead")}
            onClick={() => choosePath(labelPath ? "manual" : "label")}
          />
        ) : undefined
      }
      width={640}
    >
      <div ref={body}>
        {labelPath && problem ? (
          <LabelProblemCallout problem={problem} parcel={parcel} onManual={() => choosePath("manual")} />
        ) : null}
        <p data-testid="ship-summary">{intro}</p>
        <CustomerAsks
          removeBills={parcel.shippingOptions.removeBills}
          removeShoeBoxes={parcel.shippingOptions.removeShoeBoxes}
          note={parcel.shippingOptions.additionalNote}
        />
        {!labelPath && linked ? (
          <p className="bp6-text-muted bp6-text-small">{t("shipping.label.manualNote")}</p>
        ) : null}
        <div className="ipf-ship-grid">
          {labelPath ? null : (
            <>
              {field("trackNumber", { label: t("shipping.trackNumber"), autoFocus: true, wide: true })}
              {field("trackLink", {
                label: t("shipping.trackLink"),
                helper: t("shipping.trackLinkHint"),
                wide: true,
              })}
            </>
          )}
          {MEASURES.map((name) =>
            field(name, { label: t(`shipping.${name}`), autoFocus: labelPath && name === LABEL_FIELDS[0] }),
          )}
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
        {labelPath ? (
          <p className="bp6-text-muted bp6-text-small">
            {t("shipping.label.format", { format: desk.settings.labelFormat })}
          </p>
        ) : null}
      </div>
    </ActionDialog>
  );
}

/** Why the label was not bought: customs gaps line by line, the carrier's words, or the engine away. */
function LabelProblemCallout({
  problem,
  parcel,
  onManual,
}: {
  problem: LabelProblem;
  parcel: ParcelDialogProps["parcel"];
  onManual: () => void;
}) {
  const { t } = useTranslation();
  const manual = <Button size="small" variant="outlined" text={t("shipping.label.typeTracking")} onClick={onManual} />;
  switch (problem.kind) {
    case "customs":
      return (
        <Callout intent="danger" icon="error" className="ipf-dialog-error" role="alert" data-testid="label-problem">
          <strong>{t("shipping.label.customsTitle")}</strong>
          <ul className={Classes.LIST_UNSTYLED}>
            {problem.gaps.map((gap) => (
              <li key={gap.line ?? "all"}>
                {gap.line === null
                  ? t("shipping.label.customsWhole")
                  : t("shipping.label.customsLine", {
                      number: gap.line + 1,
                      description: parcel.details[gap.line]?.description ?? "",
                    })}
                : {gap.missing.map((key) => validationMessage(key)).join("; ")}
              </li>
            ))}
          </ul>
        </Callout>
      );
    case "refused":
      return (
        <Callout intent="danger" icon="error" className="ipf-dialog-error" role="alert" data-testid="label-problem">
          <strong>{t("shipping.label.refusedTitle")}</strong> {problem.message}
        </Callout>
      );
    case "underWay":
      // No manual path here: the label may exist, and typing a tracking would ship the parcel twice.
      return (
        <Callout intent="warning" icon="time" className="ipf-dialog-error" role="alert" data-testid="label-problem">
          <strong>{t("shipping.label.underWayTitle")}</strong> {problem.message}
        </Callout>
      );
    case "unavailable":
    case "noEngine":
      return (
        <Callout intent="warning" icon="offline" className="ipf-dialog-error" role="alert" data-testid="label-problem">
          <p>{t(problem.kind === "noEngine" ? "shipping.label.noEngine" : "shipping.label.unavailable")}</p>
          {manual}
        </Callout>
      );
    case "stale":
      return (
        <Callout intent="danger" icon="error" className="ipf-dialog-error" role="alert" data-testid="label-problem">
          {t("shipping.label.stale")}
        </Callout>
      );
  }
}
