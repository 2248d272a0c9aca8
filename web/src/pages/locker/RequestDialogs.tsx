import {
  detailsUpdateRequestSchema,
  disassembleRequestSchema,
  groupRequestSchema,
} from "@ipf/shared/schemas/parcels-customer";
import { formatKg } from "@ipf/shared/format";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/error";
import { parcelsApi, type Parcel } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions, type OutcomeDialogProps } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { Photo } from "../../ui/Photo";
import { useSubmit } from "../../ui/useSubmit";
import { assembleCandidates } from "./rules";
import { ContentsHead } from "./ContentsHead";
import { SavingsPreview } from "./SavingsPreview";
import { UserText } from "../../ui/UserText";

/** `onDone`: the request went through, with the message to show; the lists reload. */
export interface RequestDialogProps extends OutcomeDialogProps<string> {
  parcel: Parcel;
}

/** The first message key per field path ("details.0.price"), from a zod error. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

/** The request dialogs' send (the forms' one), telling `onDone` the message the action answers. */
function useDialogSubmit(onDone: (message: string) => void) {
  const { busy, failure, run } = useSubmit();
  return { busy, failure, run: (action: () => Promise<string>) => run(async () => onDone(await action())) };
}

/** Modify contents: only the price per line (euros, at least 0). */
export function ModifyDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { errorText, fieldText } = useMessages();
  const [prices, setPrices] = useState(() => parcel.details.map((line) => String(line.price)));
  const [fields, setFields] = useState<Record<string, string>>({});
  const { busy, failure, run } = useDialogSubmit(onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { details: prices.map((price) => ({ price: price.trim() === "" ? undefined : parseFloat(price) })) };
    const parsed = detailsUpdateRequestSchema.safeParse(body);
    if (!parsed.success) return setFields(issuesByPath(parsed.error.issues));
    setFields({});
    void run(async () => {
      await parcelsApi.updateDetails(
        parcel._id,
        prices.map((price) => parseFloat(price)),
      );
      return t("locker.modify.success");
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.modify.title", { packageId: parcel.packageId })} wide>
      <form className="form" noValidate onSubmit={submit}>
        {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
        <p className="field-hint">{t("locker.modify.hint")}</p>
        <div className="table-scroll">
          <table className="data-table">
            <ContentsHead />
            <tbody>
              {parcel.details.map((line, i) => {
                const error = fieldText(fields[`details.${i}.price`]);
                return (
                  <tr key={i}>
                    <td>
                      <UserText>{line.description}</UserText>
                    </td>
                    <td>{line.quantity}</td>
                    <td>
                      <input
                        className="cell-input"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="0.01"
                        dir="ltr"
                        aria-label={`${t("locker.details.price")}: ${line.description}`}
                        aria-invalid={error ? true : undefined}
                        value={prices[i] ?? ""}
                        onChange={(event) => setPrices(prices.map((p, j) => (j === i ? event.target.value : p)))}
                      />
                      {error && <p className="field-error">{error}</p>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <DialogActions onCancel={onClose} label={t("locker.modify.submit")} busy={busy} />
      </form>
    </Dialog>
  );
}

/** Ask for more photos; 'sent' (REQUEST_SENT) means already asked, a warning rather than a failure. */
export function PhotoRequestDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useMessages();
  const { busy, failure, run } = useDialogSubmit(onDone);
  const already = failure instanceof ApiError && failure.code === "REQUEST_SENT";
  return (
    <Dialog open onClose={onClose} title={t("locker.photos.title")}>
      <div className="form">
        {failure !== null &&
          (already ? (
            <div role="alert" className="alert alert-warning">
              {t("locker.photos.already")}
            </div>
          ) : (
            <FormAlert>{errorText(failure)}</FormAlert>
          ))}
        <p>{t("locker.photos.text", { packageId: parcel.packageId })}</p>
        <DialogActions
          onCancel={onClose}
          label={t("locker.photos.submit")}
          busy={busy || already}
          onConfirm={() =>
            void run(async () => {
              await parcelsApi.requestImages(parcel._id);
              return t("locker.photos.success");
            })
          }
        />
      </div>
    </Dialog>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

function NoteField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <div className="field">
      <label>
        {label}
        <textarea
          rows={3}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

/** Assemble: tick at least two free parcels of the same warehouse (the opening one is ticked). */
export function AssembleDialog({
  parcel,
  parcels,
  onClose,
  onDone,
}: RequestDialogProps & { parcels: readonly Parcel[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText, fieldText } = useMessages();
  const candidates = assembleCandidates(parcels, parcel);
  const [ticked, setTicked] = useState<string[]>([parcel._id]);
  const [removeBills, setRemoveBills] = useState(false);
  const [removeShoeBoxes, setRemoveShoeBoxes] = useState(false);
  const [note, setNote] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const { busy, failure, run } = useDialogSubmit(onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { packages: ticked, removeBills, removeShoeBoxes, assembleNote: note };
    const parsed = groupRequestSchema.safeParse(body);
    if (!parsed.success) return setFields(issuesByPath(parsed.error.issues));
    setFields({});
    void run(async () => {
      await parcelsApi.assemble(body);
      return t("locker.assemble.success");
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.assemble.title")} wide>
      <form className="form" noValidate onSubmit={submit}>
        {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
        <p>{t("locker.assemble.text")}</p>
        <fieldset className="pick-list" aria-invalid={fields.packages ? true : undefined}>
          <legend>{t("locker.assemble.choose")}</legend>
          {candidates.length < 2 && <p className="field-hint">{t("locker.assemble.none")}</p>}
          {candidates.map((candidate) => (
            <label key={candidate._id} className="pick">
              <input
                type="checkbox"
                checked={ticked.includes(candidate._id)}
                onChange={(event) =>
                  setTicked(
                    event.target.checked ? [...ticked, candidate._id] : ticked.filter((id) => id !== candidate._id),
                  )
                }
              />
              <span className="pick-photo">
                <Photo src={candidate.images[0]} />
              </span>
              <span className="pick-text">
                <strong dir="ltr">{candidate.packageId}</strong>
                <span dir="ltr" className="track-number" title={candidate.trackNumber}>
                  {candidate.trackNumber}
                </span>
                <span>{formatKg(candidate.weight, lang)}</span>
              </span>
            </label>
          ))}
          {fields.packages && <p className="field-error">{fieldText(fields.packages)}</p>}
        </fieldset>
        {candidates.length >= 2 && <SavingsPreview ids={ticked} />}
        <Check label={t("locker.assemble.removeBills")} checked={removeBills} onChange={setRemoveBills} />
        <Check label={t("locker.assemble.removeShoeBoxes")} checked={removeShoeBoxes} onChange={setRemoveShoeBoxes} />
        <NoteField
          label={t("locker.assemble.note")}
          value={note}
          onChange={setNote}
          error={fieldText(fields.assembleNote)}
        />
        <DialogActions onCancel={onClose} label={t("locker.assemble.submit")} busy={busy} />
      </form>
    </Dialog>
  );
}

/** Disassemble: the note is required (disassembleNoteRequired). */
export function DisassembleDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { errorText, fieldText } = useMessages();
  const [note, setNote] = useState("");
  const [removeBills, setRemoveBills] = useState(false);
  const [removeShoeBoxes, setRemoveShoeBoxes] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { busy, failure, run } = useDialogSubmit(onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { disassembleNote: note, removeBills, removeShoeBoxes };
    const parsed = disassembleRequestSchema.safeParse(body);
    if (!parsed.success) return setFields(issuesByPath(parsed.error.issues));
    setFields({});
    void run(async () => {
      await parcelsApi.disassemble(parcel._id, body);
      return t("locker.disassemble.success");
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.disassemble.title", { packageId: parcel.packageId })}>
      <form className="form" noValidate onSubmit={submit}>
        {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
        <p>{t("locker.disassemble.text")}</p>
        <NoteField
          label={t("locker.disassemble.note")}
          value={note}
          onChange={setNote}
          error={fieldText(fields.disassembleNote)}
        />
        <Check label={t("locker.assemble.removeBills")} checked={removeBills} onChange={setRemoveBills} />
        <Check label={t("locker.assemble.removeShoeBoxes")} checked={removeShoeBoxes} onChange={setRemoveShoeBoxes} />
        <DialogActions onCancel={onClose} label={t("locker.disassemble.submit")} busy={busy} />
      </form>
    </Dialog>
  );
}

export { Check, NoteField, useDialogSubmit };
