import { Alert, Button, Callout, Card, Classes, Tag, type Intent } from "@blueprintjs/core";
import type { DeviceState, LabelData } from "@ipf/shared/bridge";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ApiError } from "../../api";
import type { CatalogueEntry, WarehouseOption } from "../../api/intake";
import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import { deskWarehouse, useDesk, useScans } from "../../devices/desk";
import { printParcelLabel } from "../../devices/print";
import { errorMessage } from "../../i18n";
import { inDesktopApp } from "../../platform";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { afterSave, INITIAL_AUTO_WEIGHT, onScaleReading, onTyped } from "./auto-weight";
import { HazardFields, IdentityFields, MeasureFields, warehouseName } from "./IntakeFields";
import {
  defaultValues,
  intakeSchema,
  newMailTrackNumber,
  nextFocus,
  type FocusTarget,
  type IntakeMode,
  type IntakeSubmission,
  type IntakeValues,
} from "./intake-form";
import { saveParcel } from "./intake-flow";
import { ItemLines } from "./ItemLines";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { INTAKE_PHOTOS, isolate, unusualMeasures, type UnusualMeasure } from "./rules";
import { recordParcel } from "./session-parcels";
import { preAlertFill } from "./pre-alert-match";
import { PreAlertPanel } from "./PreAlertPanel";
import { usePreAlertMatch } from "./usePreAlertMatch";
import { SessionPanel } from "./SessionPanel";
import { usePhotos } from "../../photos/photos";
import "./intake.css";
import { photoProblem, photoState } from "../../photos/rules";

/** Field names the API reports in `fields`, as the form calls them. */
const API_FIELDS: Record<string, keyof IntakeValues> = { userId: "customer", details: "lines" };

interface Notice {
  intent: Intent;
  text: string;
  detail?: string | undefined;
}

const STATE_INTENT: Record<DeviceState, Intent> = { off: "none", connecting: "warning", connected: "success" };

/**
 * Add parcel and Add mail: where the warehouse spends its day. A scan fills
 * the track number from anywhere on the screen and moves on; a stable weight
 * fills itself; Enter saves; the label prints; the form clears for the next
 * parcel and keeps the warehouse.
 */
export function IntakePage({ mode }: { mode: IntakeMode }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const photos = usePhotos();
  const [warehouses, setWarehouses] = useState<WarehouseOption[] | null>(null);
  const [catalogue, setCatalogue] = useState<CatalogueEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [labelProblem, setLabelProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [duplicate, setDuplicate] = useState<{ trackNumber: string; answer(add: boolean): void } | null>(null);
  const [takenWarning, setTakenWarning] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<{ measures: UnusualMeasure[]; answer(save: boolean): void } | null>(null);
  /** Save was pressed: from then on the photo panel says what its photos lack, until the parcel is saved. */
  const [photosChecked, setPhotosChecked] = useState(false);
  const [shutter, setShutter] = useState(0);
  const [addLineRequest, setAddLineRequest] = useState(0);
  const checks = useRef(new Map<string, Promise<boolean>>());
  /** The measure to correct once the warning has closed (the dialog gives the focus back to Save first). */
  const toCorrect = useRef<UnusualMeasure["field"] | null>(null);
  const autoWeight = useRef(INITIAL_AUTO_WEIGHT);
  const saveButton = useRef<HTMLButtonElement>(null);
  const photoCallout = useRef<HTMLDivElement>(null);

  const form = useForm({
    resolver: zodResolver(intakeSchema),
    defaultValues: defaultValues(mode, deskWarehouse.get()),
  });
  const { handleSubmit, getValues, setValue, setFocus, setError, reset, watch } = form;

  // The desk's warehouse is remembered as soon as it is chosen, not only once a parcel is saved.
  useEffect(() => {
    const { unsubscribe } = watch((values, { name }) => {
      if (name === "warehouse") deskWarehouse.set(values.warehouse ?? "");
    });
    return unsubscribe;
  }, [watch]);

  const load = useCallback(async () => {
    setLoadFailed(false);
    const [found, entries] = await Promise.allSettled([api.warehouses(), api.descriptions()]);
    if (found.status === "fulfilled") setWarehouses(found.value.filter((warehouse) => warehouse.isActive !== false));
    if (entries.status === "fulfilled") setCatalogue(entries.value);
    setLoadFailed(found.status === "rejected" || entries.status === "rejected");
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  // Once the options exist: the last warehouse used if it is still open, else the first one.
  useEffect(() => {
    if (!warehouses?.length) return;
    const current = getValues("warehouse");
    const chosen = warehouses.some((warehouse) => warehouse._id === current) ? current : warehouses[0]!._id;
    setValue("warehouse", chosen);
  }, [warehouses, getValues, setValue]);

  const focus = useCallback(
    (target: FocusTarget) => {
      if (target === "save") return saveButton.current?.focus();
      if (target === "lines.0.description") return document.getElementById("line-0-description")?.focus();
      setFocus(target);
    },
    [setFocus],
  );

  const fillFromPreAlert = useCallback(
    (preAlert: StaffPreAlert) => {
      const fill = preAlertFill(preAlert);
      setValue("customer", fill.customer, { shouldValidate: true });
      setValue("lines", fill.lines, { shouldValidate: true });
      setValue("preAlertId", fill.preAlertId);
      // The scan moved on before the answer came: on to what the pre-alert left to fill.
      requestAnimationFrame(() => focus(nextFocus(getValues())));
    },
    [focus, getValues, setValue],
  );
  const unlinkPreAlert = useCallback(() => setValue("preAlertId", null), [setValue]);
  const preAlerts = usePreAlertMatch(api, fillFromPreAlert, unlinkPreAlert);

  /** Looks a track number up once, as soon as it is known, so Save rarely waits for it. */
  const checkTrack = useCallback(
    (text: string) => {
      const trackNumber = text.trim().toUpperCase();
      if (mode === "parcel") preAlerts.lookUp(trackNumber);
      if (!trackNumber) return setTakenWarning(null);
      let check = checks.current.get(trackNumber);
      if (!check) {
        check = api.trackNumberTaken(trackNumber).catch(() => false);
        checks.current.set(trackNumber, check);
      }
      void check.then((taken) => {
        if (getValues("trackNumber").trim().toUpperCase() === trackNumber) setTakenWarning(taken ? trackNumber : null);
      });
    },
    [api, getValues, mode, preAlerts.lookUp],
  );

  useScans(
    (reading) => {
      const text = reading.text.trim().toUpperCase();
      if (!text) return;
      setValue("trackNumber", text, { shouldDirty: true, shouldValidate: true });
      // Keystrokes of the scan that reached the weight field before it was recognised are not a person typing.
      const weight = getValues("weight").trim();
      if (!weight || Number(weight) === autoWeight.current.lastFilled) {
        autoWeight.current = { ...autoWeight.current, touched: false };
      }
      checkTrack(text);
      focus(nextFocus(getValues()));
    },
    !saving && duplicate === null && unusual === null,
  );

  useEffect(() => {
    if (!desk.weight) return;
    const { state, fill } = onScaleReading(autoWeight.current, desk.weight);
    autoWeight.current = state;
    if (fill !== null) setValue("weight", String(fill), { shouldDirty: true, shouldValidate: true });
  }, [desk.weight, setValue]);

  useEffect(() => {
    // Alt with the key's position, not its character: Alt+P types "π" on a Mac.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === "KeyP") setShutter((count) => count + 1);
      else if (event.code === "KeyL") setAddLineRequest((count) => count + 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Ctrl+Enter takes a question's main answer, as in every dialog of the back office (Esc the other one).
  useEffect(() => {
    const question = unusual ?? duplicate;
    if (!question) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      question.answer(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [unusual, duplicate]);

  const askDuplicate = (trackNumber: string) =>
    new Promise<boolean>((resolve) =>
      setDuplicate({
        trackNumber,
        answer: (add) => {
          setDuplicate(null);
          resolve(add);
        },
      }),
    );

  const askUnusual = (measures: UnusualMeasure[]) =>
    new Promise<boolean>((resolve) =>
      setUnusual({
        measures,
        answer: (save) => {
          setUnusual(null);
          resolve(save);
        },
      }),
    );

  const photoIssue = photosChecked ? photoProblem(photoState(photos), INTAKE_PHOTOS) : null;

  const print = async (label: LabelData) => {
    setLabelProblem(null);
    try {
      const result = await printParcelLabel(label, desk.settings.printer);
      if (!result.printed) setLabelProblem(result.failure ?? "");
    } catch (error) {
      setLabelProblem(error instanceof Error ? error.message : "");
    }
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      for (const [name, message] of Object.entries(error.fields)) {
        const field = API_FIELDS[name] ?? name;
        if (field in getValues()) setError(field as keyof IntakeValues, { message });
      }
    }
    const detail = error instanceof ApiError && error.code !== "INTERNAL" ? errorMessage(error.code) : undefined;
    setNotice({ intent: "danger", text: t("intake.failed"), detail });
  };

  const save = async (submission: IntakeSubmission) => {
    setPhotosChecked(true);
    const problem = photoProblem(photoState(photos), INTAKE_PHOTOS);
    if (problem === "compressing") {
      setNotice({ intent: "warning", text: t("intake.compressingBlocked") });
      return;
    }
    // Said under the photos, where a photo is added; brought into view, as the desk may be scrolled to Save.
    if (problem) {
      setNotice(null);
      requestAnimationFrame(() => photoCallout.current?.scrollIntoView({ block: "nearest" }));
      return;
    }
    const toConfirm = unusualMeasures(submission);
    if (toConfirm.length > 0 && !(await askUnusual(toConfirm))) {
      toCorrect.current = toConfirm[0]!.field;
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const outcome = await saveParcel(submission, photos.ready, mode, catalogue, {
        api,
        confirmDuplicate: askDuplicate,
        pendingCheck: checks.current.get(submission.trackNumber),
      });
      if (outcome.kind === "cancelled") return setFocus("trackNumber");

      const { customer } = submission;
      const warehouse = warehouses?.find((candidate) => candidate._id === submission.warehouse);
      const label: LabelData = {
        parcelCode: outcome.parcel.packageId,
        customerCode: customer.customerCode,
        customerName: customer.fullName,
        warehouse: warehouse ? warehouseName(warehouse) : "—",
        receivedAt: new Date().toISOString(),
        trackNumber: submission.trackNumber,
        weightKg: submission.weight,
      };
      recordParcel(label);
      const added = outcome.catalogue.added;
      if (added.length > 0) setCatalogue((list) => [...(list ?? []), ...added]);
      setNotice({
        intent: "success",
        text: t("intake.created"),
        detail: [
          t("intake.createdDetail", {
            code: label.parcelCode,
            customer: `${isolate(customer.fullName)} (${isolate(customer.customerCode)})`,
          }),
          outcome.catalogue.failed ? t("intake.catalogueFailed") : "",
        ]
          .filter(Boolean)
          .join(" "),
      });

      reset(defaultValues(mode, submission.warehouse));
      preAlerts.clear();
      photos.clear();
      setPhotosChecked(false);
      checks.current.clear();
      setTakenWarning(null);
      autoWeight.current = afterSave(autoWeight.current);
      // reset() drops the fields' registrations until they render again.
      requestAnimationFrame(() => setFocus("trackNumber"));
      if (desk.settings.printer.auto) void print(label);
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  /** Enter saves from anywhere in the form; selects and checkboxes do not submit by themselves. */
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.defaultPrevented || event.shiftKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLSelectElement || event.ctrlKey || event.metaKey) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  const title = t(mode === "mail" ? "areas.addMail" : "areas.addParcel");
  const scaleInUse = desk.settings.scale.kind !== "none";

  return (
    <>
      <PageHeader icon={mode === "mail" ? "envelope" : "box"} title={title}>
        {inDesktopApp
          ? (["scanner", "scale"] as const).map((role) => (
              <Tag key={role} minimal intent={STATE_INTENT[desk.status[role].state]} title={desk.status[role].detail}>
                {t(role === "scanner" ? "desk.scanner" : "desk.scale")}: {t(`desk.states.${desk.status[role].state}`)}
              </Tag>
            ))
          : null}
        <Link to="/devices" className={Classes.TEXT_MUTED}>
          {t("areas.devices")}
        </Link>
      </PageHeader>

      {loadFailed ? (
        <Callout intent="danger" className="ipf-notice" role="alert">
          {t("intake.loadFailed")} <Button size="small" text={t("intake.retry")} onClick={() => void load()} />
        </Callout>
      ) : null}
      {notice ? (
        <Callout
          intent={notice.intent}
          title={notice.text}
          className="ipf-notice"
          role={notice.intent === "danger" ? "alert" : "status"}
          data-testid="intake-notice"
        >
          {notice.detail}
        </Callout>
      ) : null}
      <PreAlertPanel match={preAlerts} />
      {labelProblem !== null ? (
        <Callout intent="warning" icon="print" className="ipf-notice" role="status">
          {t("intake.labelFailed", { reason: labelProblem })}
        </Callout>
      ) : null}

      <div className="ipf-intake">
        <FormProvider {...form}>
          <form
            className="ipf-intake-form"
            // Invalid fields and missing photos are reported together.
            onSubmit={handleSubmit(save, () => setPhotosChecked(true))}
            onKeyDown={onFormKeyDown}
            noValidate
            aria-label={title}
            aria-busy={saving}
          >
            <Card className="ipf-panel">
              <IdentityFields
                mode={mode}
                takenWarning={takenWarning}
                searchCustomers={api.searchCustomers}
                onTrackBlur={checkTrack}
                onNewMailNumber={() => setValue("trackNumber", newMailTrackNumber(), { shouldValidate: true })}
                onCustomerPicked={() => requestAnimationFrame(() => focus(nextFocus(getValues())))}
              />
            </Card>
            <Card className="ipf-panel">
              <MeasureFields
                warehouses={warehouses}
                reading={desk.weight}
                showScale={scaleInUse}
                onWeightTyped={() => (autoWeight.current = onTyped(autoWeight.current))}
                onUseScale={(kg) => setValue("weight", String(kg), { shouldDirty: true, shouldValidate: true })}
              />
            </Card>
            <Card className="ipf-panel">
              <ItemLines mode={mode} suggest={api.suggestDescriptions} addRequest={addLineRequest} />
              <HazardFields />
            </Card>
            <div className="ipf-intake-submit">
              <Button
                ref={saveButton}
                type="submit"
                intent="primary"
                size="large"
                icon="floppy-disk"
                loading={saving}
                text={t("intake.save")}
              />
              <Button
                variant="minimal"
                text={t("intake.clear")}
                onClick={() => {
                  reset(defaultValues(mode, getValues("warehouse")));
                  preAlerts.clear();
                  photos.clear();
                  setPhotosChecked(false);
                  setTakenWarning(null);
                  requestAnimationFrame(() => setFocus("trackNumber"));
                }}
              />
              <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("intake.shortcuts")}</span>
            </div>
          </form>
        </FormProvider>
        <aside className="ipf-intake-side">
          <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={shutter} />
          {photoIssue && photoIssue !== "compressing" ? (
            <div ref={photoCallout}>
              <Callout intent="danger" icon="camera" compact role="alert" data-testid="intake-photo-problem">
                {t(photoIssue === "photoRequired" ? "intake.photoRequired" : "intake.photoNotImage")}
              </Callout>
            </div>
          ) : null}
          <SessionPanel onReprint={(label) => void print(label)} />
        </aside>
      </div>

      <Alert
        isOpen={duplicate !== null}
        intent="warning"
        icon="duplicate"
        confirmButtonText={t("intake.duplicateAdd")}
        cancelButtonText={t("intake.duplicateCancel")}
        canEscapeKeyCancel
        onConfirm={() => duplicate?.answer(true)}
        onCancel={() => duplicate?.answer(false)}
      >
        <h3 className={Classes.HEADING}>{t("intake.duplicateTitle")}</h3>
        <p>{t("intake.duplicate", { trackNumber: duplicate?.trackNumber ?? "" })}</p>
      </Alert>

      <Alert
        isOpen={unusual !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t("intake.unusualSave")}
        cancelButtonText={t("intake.unusualFix")}
        canEscapeKeyCancel
        onConfirm={() => unusual?.answer(true)}
        onCancel={() => unusual?.answer(false)}
        onClosed={() => {
          if (toCorrect.current) setFocus(toCorrect.current);
          toCorrect.current = null;
        }}
      >
        <h3 className={Classes.HEADING}>{t("intake.unusualTitle")}</h3>
        <p>{t("intake.unusualIntro")}</p>
        <ul>
          {(unusual?.measures ?? []).map(({ field, value, usual }) => (
            <li key={field}>
              {field === "weight"
                ? t("intake.unusualWeight", { value, max: usual })
                : t("intake.unusualSide", { side: t(`intake.sides.${field}`), value, max: usual })}
            </li>
          ))}
        </ul>
        {unusual?.measures.some(({ field }) => field === "weight") ? <p>{t("intake.unusualWeightNote")}</p> : null}
      </Alert>
    </>
  );
}

/** addpackage/parcel: the intake form for a parcel. */
export function ParcelIntakePage() {
  return <IntakePage mode="parcel" />;
}

/** addpackage/mail: the intake form for a letter. */
export function MailIntakePage() {
  return <IntakePage mode="mail" />;
}
