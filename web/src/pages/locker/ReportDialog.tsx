import {
  MAX_REPORT_NOTE,
  PARCEL_REPORT_KINDS,
  parcelReportFormSchema,
  type ParcelReportKind,
} from "@ipf/shared/schemas/parcel-reports";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/error";
import { reportsApi } from "../../api/reports";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { FileButton } from "../../ui/FileButton";
import { useSubmit } from "../../ui/useSubmit";
import { isConvertibleImage, MAX_ATTACHMENT_BYTES } from "../support/attachment";
import { issuesByPath, type RequestDialogProps } from "./RequestDialogs";
import { isolate } from "@ipf/shared/rules/bidi";

/** The photo's problem before it is sent, as a field message key; the API checks it again by content. */
function photoProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!isConvertibleImage(file)) return "notImage";
  return file.size > MAX_ATTACHMENT_BYTES ? "photoTooLarge" : undefined;
}

/**
 * Report an error on a parcel: what is wrong (a content line names which),
 * a note, and a photo if the customer has one. Staff answer in support; the
 * parcel shows "under review" until they do.
 */
export function ReportDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { errorText, fieldText } = useMessages();
  const [kind, setKind] = useState<ParcelReportKind | "">("");
  const [line, setLine] = useState("");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { busy, failure, run } = useSubmit();

  // What the server refused by field shows by the field, like the form's own checks.
  const refused = failure instanceof ApiError ? (failure.fields ?? {}) : {};
  const problem = (field: string) => fieldText(fields[field] ?? refused[field]);
  const alert =
    failure === null
      ? null
      : failure instanceof ApiError && failure.code === "INVALID_STATE"
        ? t("locker.report.closed")
        : errorText(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      packageId: parcel._id,
      kind: kind || undefined,
      line: kind === "content_line" && line !== "" ? Number(line) : undefined,
      note,
    };
    const parsed = parcelReportFormSchema.safeParse(body);
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    const file = photoProblem(photo);
    if (file) found.file = file;
    setFields(found);
    if (!parsed.success || file) return;
    void run(async () => {
      await reportsApi.send(parsed.data, photo);
      onDone(t("locker.report.success"));
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.report.title", { packageId: parcel.packageId })}>
      <form className="form" noValidate onSubmit={submit}>
        {alert !== null && <FormAlert>{alert}</FormAlert>}
        <p>{t("locker.report.text")}</p>
        <fieldset className="pick-list" aria-invalid={problem("kind") ? true : undefined}>
          <legend>{t("locker.report.kind")}</legend>
          {PARCEL_REPORT_KINDS.map((choice) => (
            <label key={choice} className="check">
              <input
                type="radio"
                name="report-kind"
                value={choice}
                checked={kind === choice}
                onChange={() => setKind(choice)}
              />
              <span>{t(`locker.report.kinds.${choice}`)}</span>
            </label>
          ))}
          {problem("kind") && <p className="field-error">{problem("kind")}</p>}
        </fieldset>
        {kind === "content_line" && (
          <Labelled label={t("locker.report.line")} error={problem("line")}>
            {(id, invalid) => (
              <div className={`input-box${invalid ? " has-error" : ""}`}>
                <select id={id} value={line} aria-invalid={invalid} onChange={(event) => setLine(event.target.value)}>
                  <option value="">{t("locker.report.chooseLine")}</option>
                  {parcel.details.map((detail, i) => (
                    <option key={i} value={i}>
                      {`${isolate(detail.description)} × ${detail.quantity}`}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </Labelled>
        )}
        <Labelled label={t("locker.report.note")} error={problem("note")}>
          {(id, invalid) => (
            <textarea
              id={id}
              rows={4}
              maxLength={MAX_REPORT_NOTE}
              placeholder={t("locker.report.notePlaceholder")}
              value={note}
              aria-invalid={invalid}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t("locker.report.photo")} error={problem("file")} hint={t("locker.report.photoHint")}>
          {(id, invalid) => (
            <FileButton
              id={id}
              invalid={invalid}
              label={t("locker.report.choosePhoto")}
              removeLabel={t("locker.report.removePhoto")}
              accept="image/*"
              file={photo}
              onPick={(file) => setPhoto(file ?? null)}
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
