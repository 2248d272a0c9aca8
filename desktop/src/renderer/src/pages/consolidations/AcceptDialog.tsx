import { FormGroup, HTMLTable, InputGroup, ProgressBar } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ScaleLine } from "../../devices/ScaleTag";
import { ApiError } from "../../api";
import type { PackagesGroup } from "../../api/consolidations";
import { useDesk } from "../../devices/desk";
import { errorMessage, validationMessage } from "../../i18n";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { usePhotos } from "../../photos/photos";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { formatDimensions, formatKg } from "../../ui/format";
import { MeasureField } from "../../ui/MeasureField";
import { toast } from "../../ui/toaster";
import { YesNoSelect } from "../../ui/YesNoSelect";
import { INITIAL_AUTO_WEIGHT, onScaleReading, onTyped } from "../intake/auto-weight";
import { photoProblem, photoState } from "../../photos/rules";
import { CustomerAsks } from "../../ui/CustomerAsks";
import {
  ACCEPT_PHOTOS,
  acceptDefaults,
  acceptFormData,
  acceptFormSchema,
  PHOTO_MESSAGES,
  type AcceptValues,
} from "./rules";
import { upperCaseInPlace } from "../../ui/upper-case";

const MEASURES = ["weight", "length", "width", "height", "fees"] as const;
type TextField = (typeof MEASURES)[number] | "trackNumber";

interface AcceptDialogProps {
  group: PackagesGroup;
  onClose(): void;
  onDone(): void;
  onStale(): void;
}

/**
 * Accept: the packed box weighed (from the scale when the desk has one),
 * measured and photographed, then uploaded with a progress bar, the
 * customer's instructions beside the form. Nothing is sent while a field is
 * wrong, a photo is compressing or none was taken (the customer knows the
 * parcel by it); the API checks the same again.
 */
export function AcceptDialog({ group, onClose, onDone, onStale }: AcceptDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const photos = usePhotos();
  const [progress, setProgress] = useState<number | null>(null);
  const [shutter, setShutter] = useState(0);
  const autoWeight = useRef(INITIAL_AUTO_WEIGHT);

  const form = useForm<AcceptValues>({
    // raw: the API reads the figures as typed (kg, cm, dollars), with this very schema. The shared
    // schema reads multipart text (its input type is unknown); the form's text is such an input.
    resolver: zodResolver(acceptFormSchema as unknown as z.ZodType<AcceptValues, AcceptValues>, undefined, {
      raw: true,
    }),
    defaultValues: acceptDefaults(group),
    mode: "onTouched",
  });
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    setFocus,
    trigger,
    watch,
    formState: { errors },
  } = form;

  const labels: Record<TextField, string> = {
    weight: t("consolidations.accept.weight"),
    length: t("consolidations.accept.length"),
    width: t("consolidations.accept.width"),
    height: t("consolidations.accept.height"),
    fees: t("consolidations.accept.fees"),
    trackNumber: t("consolidations.accept.trackNumber"),
  };

  // A stable weight on the scale fills the field, unless someone typed one.
  const reading = desk.weight;
  useEffect(() => {
    if (!reading) return;
    const { state, fill } = onScaleReading(autoWeight.current, reading);
    autoWeight.current = state;
    if (fill !== null) setValue("weight", String(fill), { shouldDirty: true, shouldValidate: true });
  }, [reading, setValue]);

  // Alt+P takes a photo, as on the intake screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== "KeyP") return;
      event.preventDefault();
      setShutter((count) => count + 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const submit = async () => {
    if (!(await trigger())) {
      const first = (["weight", "length", "width", "height", "fees", "trackNumber"] as const).find(
        (name) => form.getFieldState(name).error,
      );
      if (first) setFocus(first);
      throw new DialogError(errorMessage("VALIDATION"));
    }
    const problem = photoProblem(photoState(photos), ACCEPT_PHOTOS);
    if (problem) throw new DialogError(t(`consolidations.accept.${PHOTO_MESSAGES[problem]}`));
    setProgress(0);
    try {
      await api.assemble(acceptFormData(getValues(), photos.ready), setProgress);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, key] of Object.entries(error.fields)) {
          if (name in labels) setError(name as TextField, { message: key });
        }
      }
      throw error;
    } finally {
      setProgress(null);
    }
    toast(t("consolidations.done.accepted"));
    onDone();
  };

  const weight = watch("weight");
  const scaleInUse = desk.settings.scale.kind !== "none";

  return (
    <ActionDialog
      isOpen
      title={t("consolidations.accept.title", { count: group.packages.length })}
      icon="compressed"
      width={1000}
      action={t("consolidations.accept.action")}
      intent="success"
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ ...labels, images: t("consolidations.accept.photos") }}
    >
      <div className="ipf-accept">
        <div className="ipf-accept-form">
          <p className="ipf-accept-intro">{t("consolidations.accept.intro")}</p>
          <div className="ipf-accept-measures">
            {MEASURES.map((name) => (
              <MeasureField
                key={name}
                id={`accept-${name}`}
                label={labels[name]}
                registration={register(name)}
                error={validationMessage(errors[name]?.message)}
                autoFocus={name === "weight"}
                onTyped={name === "weight" ? () => (autoWeight.current = onTyped(autoWeight.current)) : undefined}
              />
            ))}
          </div>
          {scaleInUse ? (
            <ScaleLine
              label={t("consolidations.accept.scale")}
              reading={reading}
              weight={weight}
              useText={(kg) => t("consolidations.accept.useScale", { kg })}
              onUse={(kg) => setValue("weight", String(kg), { shouldDirty: true, shouldValidate: true })}
            />
          ) : null}
          <TrackNumberField
            label={labels.trackNumber}
            error={validationMessage(errors.trackNumber?.message)}
            registration={register("trackNumber")}
          />
          <FormGroup label={t("consolidations.accept.hazards")} helperText={t("consolidations.accept.hazardHint")}>
            <div className="ipf-accept-hazards">
              {(["hasDangerous", "hasLithium"] as const).map((flag) => (
                <Controller
                  key={flag}
                  control={control}
                  name={`shippingOptions.${flag}`}
                  render={({ field }) => (
                    <label className="ipf-accept-hazard">
                      <span>
                        {t(
                          flag === "hasDangerous" ? "consolidations.accept.dangerous" : "consolidations.accept.lithium",
                        )}
                      </span>
                      <YesNoSelect
                        field={field}
                        yes={t("consolidations.accept.yes")}
                        no={t("consolidations.accept.no")}
                      />
                    </label>
                  )}
                />
              ))}
            </div>
          </FormGroup>
          <h3 className="ipf-detail-heading">{t("consolidations.accept.parcels")}</h3>
          <HTMLTable compact className="ipf-accept-parcels" aria-label={t("consolidations.accept.parcels")}>
            <tbody>
              {group.packages.map((parcel) => (
                <tr key={parcel._id}>
                  <td>
                    <code className="ipf-code">{parcel.packageId}</code>
                  </td>
                  <td className="ipf-break">{parcel.trackNumber}</td>
                  <td className="ipf-nowrap">{formatKg(parcel.weight)}</td>
                  <td className="ipf-nowrap">{formatDimensions(parcel.length, parcel.width, parcel.height)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <div className="ipf-accept-photos">
          {/* Beside the form, not above it: the form keeps its place on a laptop's screen. */}
          <CustomerAsks
            removeBills={group.removeBills}
            removeShoeBoxes={group.removeShoeBoxes}
            note={group.assembleNote}
          />
          <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={shutter} />
          {progress !== null ? (
            <div className="ipf-accept-progress" role="status">
              <ProgressBar value={progress} intent="primary" animate stripes={progress < 1} />
              <span>{t("consolidations.accept.uploading", { percent: Math.round(progress * 100) })}</span>
            </div>
          ) : null}
        </div>
      </div>
    </ActionDialog>
  );
}

/** The box's own track number, upper case as typed; left empty, the API makes one. */
function TrackNumberField(props: {
  label: string;
  error: string | undefined;
  registration: ReturnType<ReturnType<typeof useForm<AcceptValues>>["register"]>;
}) {
  const { t } = useTranslation();
  const { ref, onChange, ...field } = props.registration;
  return (
    <FormGroup
      label={props.label}
      labelFor="accept-trackNumber"
      intent={props.error ? "danger" : "none"}
      helperText={props.error ?? t("consolidations.accept.trackNumberHint")}
    >
      <InputGroup
        id="accept-trackNumber"
        {...field}
        inputRef={ref}
        leftIcon="barcode"
        autoComplete="off"
        spellCheck={false}
        intent={props.error ? "danger" : "none"}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => {
          upperCaseInPlace(event.target);
          void onChange(event);
        }}
      />
    </FormGroup>
  );
}
