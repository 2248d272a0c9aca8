import {
  MAX_REPORT_NOTE,
  PARCEL_REPORT_KINDS,
  parcelReportFormSchema,
  type ParcelReportKind,
} from "@ipf/shared/schemas/parcel-reports";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/error";
import { reportsApi } from "../../api/reports";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormAlert, LongTextField, SelectField } from "../../ui/Field";
import { FileButton } from "../../ui/FileButton";
import { labelsOf, schemaCheck, useFieldMessages } from "../../ui/useFieldMessages";
import { useSubmit, type PlaceFields } from "../../ui/useSubmit";
import { RadioList } from "../../ui/RadioList";
import { checkAttachment } from "../support/attachment";
import type { RequestDialogProps } from "./RequestDialogs";
import { isolate } from "@ipf/shared/rules/bidi";

/** The photo's problem when picked, as a field message key, by the API's rule (photos only, 10 MB). */
async function photoProblem(file: File): Promise<string | undefined> {
  const problem = await checkAttachment(file, { pdf: false });
  return problem === "fileSize" ? "photoTooLarge" : problem === "fileType" ? "notImage" : undefined;
}

const checkReport = schemaCheck(parcelReportFormSchema);
const BOXES = new Set(["kind", "line", "note"]);

/**
 * Report an error on a parcel: what is wrong (a content line names which),
 * a note, and a photo if the customer has one. Staff answer in support; the
 * parcel shows "under review" until they do. A photo is checked when picked,
 * and one refused keeps the report from being sent until it is removed or
 * replaced.
 */
export function ReportDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { errorText, fieldText } = useMessages();
  const [kind, setKind] = useState<ParcelReportKind | "">("");
  const [line, setLine] = useState("");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoMessage, setPhotoMessage] = useState<string | undefined>();
  const checking = useRef<Promise<string | undefined> | null>(null);
  const body = {
    packageId: parcel._id,
    kind: kind || undefined,
    line: kind === "content_line" && line !== "" ? line : undefined,
    note,
  };
  const messages = useFieldMessages(
    body,
    checkReport,
    (name) => BOXES.has(name) && (name !== "line" || kind === "content_line"),
  );
  const place: PlaceFields = (fields) => {
    const { file, ...rest } = fields;
    if (file) setPhotoMessage(file);
    return messages.place(rest);
  };
  const { busy, failure, text, run } = useSubmit(place, {
    label: labelsOf({
      kind: t("locker.report.kind"),
      line: t("locker.report.line"),
      note: t("locker.report.note"),
      packageId: t("locker.details.title", { packageId: parcel.packageId }),
    }),
  });
  const problem = (field: string) => fieldText(messages.of(field));
  const alert =
    failure === null
      ? null
      : failure instanceof ApiError && failure.code === "INVALID_STATE"
        ? t("locker.report.closed")
        : (text ?? errorText(failure));

  const pick = (file: File | undefined) => {
    setPhoto(file ?? null);
    setPhotoMessage(undefined);
    const check = file ? photoProblem(file) : null;
    checking.current = check;
    void check?.then((found) => {
      if (checking.current === check) setPhotoMessage(found);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ready = messages.attempt();
    const refused = (photo ? await checking.current : undefined) ?? photoMessage;
    if (refused) setPhotoMessage(refused);
    if (!ready || refused) return;
    const parsed = parcelReportFormSchema.safeParse(body);
    if (!parsed.success) return;
    await run(async () => {
      await reportsApi.send(parsed.data, photo);
      onDone(t("locker.report.success"));
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.report.title", { packageId: parcel.packageId })}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {alert !== null && <FormAlert>{alert}</FormAlert>}
        <p>{t("locker.report.text")}</p>
        <RadioList
          legend={t("locker.report.kind")}
          name="report-kind"
          choices={PARCEL_REPORT_KINDS}
          value={kind}
          onChange={setKind}
          label={(choice) => t(`locker.report.kinds.${choice}`)}
          error={problem("kind")}
        />
        {kind === "content_line" && (
          <SelectField
            label={t("locker.report.line")}
            empty={t("locker.report.chooseLine")}
            options={parcel.details.map((detail, i) => ({
              value: String(i),
              label: `${isolate(detail.description)} × ${detail.quantity}`,
            }))}
            value={line}
            error={problem("line")}
            onChange={(event) => setLine(event.target.value)}
          />
        )}
        <LongTextField
          label={t("locker.report.note")}
          rows={4}
          maxChars={MAX_REPORT_NOTE}
          placeholder={t("locker.report.notePlaceholder")}
          value={note}
          error={problem("note")}
          onChange={(event) => setNote(event.target.value)}
        />
        <Labelled label={t("locker.report.photo")} error={fieldText(photoMessage)} hint={t("locker.report.photoHint")}>
          {(id, invalid) => (
            <FileButton
              id={id}
              invalid={invalid}
              label={t("locker.report.choosePhoto")}
              removeLabel={t("locker.report.removePhoto")}
              accept="image/*"
              file={photo}
              onPick={pick}
            />
          )}
        </Labelled>
        <DialogActions onCancel={onClose} label={t("locker.report.submit")} busy={busy} />
      </form>
    </Dialog>
  );
}

/** A label, its control (made with the id to carry), and below it the control's problem, or else its hint. */
function Labelled({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  children: (id: string, invalid: true | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id, error ? true : undefined)}
      {error ? <p className="field-error">{error}</p> : hint && <p className="field-hint">{hint}</p>}
    </div>
  );
}
