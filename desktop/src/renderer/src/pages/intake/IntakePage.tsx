import { Alert, Button, Callout, Card, Classes, Tag, type Intent } from "@blueprintjs/core";
import type { DeviceState, LabelData } from "@ipf/shared/bridge";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ApiError } from "../../api";
import type { CatalogueEntry, WarehouseOption } from "../../api/intake";
import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import { deskStore, useDesk, useScans } from "../../devices/desk";
import { printParcelLabel } from "../../devices/print";
import { errorMessage } from "../../i18n";
import { inDesktopApp } from "../../platform";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { afterSave, INITIAL_AUTO_WEIGHT, onScaleReading, onTyped } from "./auto-weight";
import { HazardFields, IdentityFields, MeasureFields, warehouseName } from "./IntakeFields";
import {
  defaultValues,
  FOCUS_IDS,
  intakeSchema,
  newMailTrackNumber,
  nextFocus,
  type FocusTarget,
  type IntakeMode,
  type IntakeSubmission,
  type IntakeValues,
} from "./intake-form";
import { saveParcel } from "./intake-flow";
import { ItemLines, type ItemLinesHandle } from "./ItemLines";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { INTAKE_PHOTOS, isolate, unusualMeasures, type UnusualMeasure } from "./rules";
import { recordParcel } from "./session-parcels";
import { preAlertFill } from "./pre-alert-match";
import type { LineValues } from "./intake-form";
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

interface Placed {
  element: Element | null;
  value: string;
}

/** The focus is still where the desk last put it, nothing typed there since: the desk may move it on. */
function stillWaiting(placed: Placed | null): boolean {
  const element = document.activeElement;
  if (!placed || element !== placed.element) return element === document.body;
  return !(element instanceof HTMLInputElement) || element.value === placed.value;
}

/** The screen back at its top, its heading and notices in view, whichever of its frames scrolls. */
function scrollToTop(element: Element | null): void {
  for (let node = element?.parentElement; node; node = node.parentElement) node.scrollTop = 0;
}

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
  const filePicker = useRef<() => void>(null);
  const itemLines = useRef<ItemLinesHandle>(null);
  const checks = useRef(new Map<string, Promise<boolean>>());
  /** The measure to correct once the warning has closed (the dialog gives the focus back to Save first). */
  const toCorrect = useRef<UnusualMeasure["field"] | null>(null);
  const autoWeight = useRef(INITIAL_AUTO_WEIGHT);
  const saveButton = useRef<HTMLButtonElement>(null);
  const photoCallout = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  /** A submit is under way (checks, questions, the save): scans wait for it, a second Enter is ignored. */
  const submitting = useRef(false);
  /** The last scan that came while submitting, for the next parcel. */
  const heldScan = useRef<string | null>(null);
  /** The field the desk last moved the focus to, as it was then (see `stillWaiting`). */
  const placed = useRef<Placed | null>(null);
  /** The lines a pre-alert filled: replacing them loses nothing the desk typed. */
  const filledLines = useRef<LineValues[] | null>(null);
  /** Photos were chosen from files: Save takes the focus once they are in. */
  const saveAfterPhotos = useRef<Element | null | false>(false);

  const form = useForm({
    resolver: zodResolver(intakeSchema),
    defaultValues: defaultValues(mode, desk.settings.warehouseId ?? ""),
  });
  const { handleSubmit, getValues, setValue, setError, reset } = form;

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

  /** The desk's own warehouse if it is open, else the first open one; "" before the list and the settings are in. */
  const deskWarehouseId = desk.settings.warehouseId;
  const homeWarehouse = useCallback(() => {
    if (!warehouses?.length || !desk.loaded) return "";
    return warehouses.some((warehouse) => warehouse._id === deskWarehouseId) ? deskWarehouseId! : warehouses[0]!._id;
  }, [warehouses, desk.loaded, deskWarehouseId]);

  // Once the options and the desk's settings are in, the form starts at the desk's warehouse.
  useEffect(() => {
    const home = homeWarehouse();
    const current = getValues("warehouse");
    if (home && !warehouses?.some((warehouse) => warehouse._id === current)) setValue("warehouse", home);
  }, [homeWarehouse, warehouses, getValues, setValue]);

  /**
   * Moves the focus at once, within the key or the answer that asks for it,
   * so that what is typed next lands where the desk sent it. Not with
   * react-hook-form's setFocus, which focuses in a later task: keys typed
   * meanwhile (a weight right after Enter on a customer) went to the field
   * being left.
   */
  const focus = useCallback((target: FocusTarget) => {
    if (target === "save") saveButton.current?.focus();
    else document.getElementById(FOCUS_IDS[target])?.focus();
    const element = document.activeElement;
    placed.current = { element, value: element instanceof HTMLInputElement ? element.value : "" };
  }, []);

  const fillFromPreAlert = useCallback(
    (preAlert: StaffPreAlert) => {
      // In the customer box the pre-alert fills, or still where the desk put the focus: the desk may move on.
      const waiting = document.activeElement?.id === FOCUS_IDS.customer || stillWaiting(placed.current);
      const fill = preAlertFill(preAlert, {
        lines: getValues("lines"),
        filledLines: filledLines.current,
        warehouseIds: (warehouses ?? []).map((warehouse) => warehouse._id),
      });
      setValue("customer", fill.customer, { shouldValidate: true });
      if (fill.lines) {
        setValue("lines", fill.lines, { shouldValidate: true });
        filledLines.current = fill.lines;
      }
      if (fill.warehouse) setValue("warehouse", fill.warehouse, { shouldValidate: true });
      setValue("preAlertId", fill.preAlertId);
      // The answer came after the scan: on to what the pre-alert left to fill, unless the desk has moved on.
      if (waiting) focus(nextFocus(getValues()));
    },
    [focus, getValues, setValue, warehouses],
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

  const takeScan = (text: string) => {
    setValue("trackNumber", text, { shouldDirty: true, shouldValidate: true });
    // Keystrokes of the scan that reached the weight field before it was recognised are not a person typing.
    const weight = getValues("weight").trim();
    if (!weight || Number(weight) === autoWeight.current.lastFilled) {
      autoWeight.current = { ...autoWeight.current, touched: false };
    }
    checkTrack(text);
    focus(nextFocus(getValues()));
  };

  // The next parcel is often scanned while this one saves: its number waits for the cleared form.
  useScans((reading) => {
    const text = reading.text.trim().toUpperCase();
    if (!text) return;
    if (submitting.current) heldScan.current = text;
    else takeScan(text);
  });

  /** The submit is over: a scan that came meanwhile is the next parcel's. */
  const releaseScans = () => {
    submitting.current = false;
    const text = heldScan.current;
    heldScan.current = null;
    if (text) takeScan(text);
  };

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
      else if (event.code === "KeyO") filePicker.current?.();
      else if (event.code === "KeyL") itemLines.current?.addLine();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Photos chosen from files: once they are in, on to Save, unless the desk went elsewhere meanwhile.
  useEffect(() => {
    const chosenFrom = saveAfterPhotos.current;
    if (chosenFrom === false || photos.compressing) return;
    saveAfterPhotos.current = false;
    const here = document.activeElement;
    if (here === chosenFrom || here === document.body) focus("save");
  }, [photos.compressing, photos.photos, focus]);

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
      if (outcome.kind === "cancelled") return focus("trackNumber");

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

      // The next parcel at the desk's own warehouse, whichever one a pre-alert chose for this one.
      startOver(homeWarehouse() || submission.warehouse);
      checks.current.clear();
      autoWeight.current = afterSave(autoWeight.current);
      if (desk.settings.printer.auto) void print(label);
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  /**
   * A new parcel: the form cleared and drawn at once, the screen at its top
   * and the track number focused, before any further key arrives.
   */
  const startOver = (warehouse: string) => {
    flushSync(() => {
      reset(defaultValues(mode, warehouse));
      preAlerts.clear();
      photos.clear();
      setPhotosChecked(false);
      setTakenWarning(null);
    });
    filledLines.current = null;
    scrollToTop(formElement.current);
    focus("trackNumber");
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) return event.preventDefault();
    submitting.current = true;
    void handleSubmit(save, () => setPhotosChecked(true))(event).finally(releaseScans);
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
            ref={formElement}
            // Invalid fields and missing photos are reported together.
            onSubmit={submit}
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
                onCustomerPicked={() => focus(nextFocus(getValues()))}
              />
            </Card>
            <Card className="ipf-panel">
              <MeasureFields
                warehouses={warehouses}
                deskWarehouse={homeWarehouse()}
                onWarehouseChosen={(warehouseId) =>
                  // Remembered the moment it is chosen; a settings file that cannot be written only costs choosing again.
                  void deskStore.saveWarehouse(warehouseId || null).catch(() => undefined)
                }
                reading={desk.weight}
                showScale={scaleInUse}
                onWeightTyped={() => (autoWeight.current = onTyped(autoWeight.current))}
                onUseScale={(kg) => setValue("weight", String(kg), { shouldDirty: true, shouldValidate: true })}
              />
            </Card>
            <Card className="ipf-panel">
              <ItemLines ref={itemLines} mode={mode} suggest={api.suggestDescriptions} />
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
                onClick={() => startOver(homeWarehouse() || getValues("warehouse"))}
              />
              <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("intake.shortcuts")}</span>
            </div>
          </form>
        </FormProvider>
        <aside className="ipf-intake-side">
          <PhotoPanel
            photos={photos}
            cameraId={desk.settings.camera.deviceId}
            shutter={shutter}
            filePicker={filePicker}
            onFilesChosen={() => (saveAfterPhotos.current = document.activeElement)}
          />
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
          if (toCorrect.current) focus(toCorrect.current);
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
