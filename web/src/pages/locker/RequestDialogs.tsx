import {
  detailsUpdateRequestSchema,
  disassembleRequestSchema,
  groupRequestSchema,
} from "@ipf/shared/schemas/parcels-customer";
import { formatKg, unitsOfCents } from "@ipf/shared/format";
import { MAX_REQUEST_NOTE } from "@ipf/shared/schemas/parcels-customer";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/error";
import { parcelsApi, type Parcel } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions, type OutcomeDialogProps } from "../../ui/Dialog";
import { FormAlert, LongTextField } from "../../ui/Field";
import { Photo } from "../../ui/Photo";
import { labelsOf, schemaCheck, useFieldMessages } from "../../ui/useFieldMessages";
import { useSubmit, type PlaceFields, type SubmitOptions } from "../../ui/useSubmit";
import { assembleCandidates } from "./rules";
import { ContentsHead } from "./ContentsHead";
import { SavingsPreview } from "./SavingsPreview";
import { UserText } from "../../ui/UserText";

/** `onDone`: the request went through, with the message to show; the lists reload. */
export interface RequestDialogProps extends OutcomeDialogProps<string> {
  parcel: Parcel;
}

/**
 * The request dialogs' send (the forms' one), telling `onDone` the message
 * the action answers; `place` and `options` as useSubmit's, so that every
 * message of a refusal is on its field or named above the form.
 */
function useDialogSubmit(onDone: (message: string) => void, place?: PlaceFields, options?: SubmitOptions) {
  const { busy, failure, text, run } = useSubmit(place, options);
  return { busy, failure, text, run: (action: () => Promise<string>) => run(async () => onDone(await action())) };
}

/** The prices of the lines, as a parsed request's cents are sent: euros. */
const euros = (details: readonly { price: number }[]) => details.map((line) => unitsOfCents(line.price));

/** Modify contents: only the price per line (euros, at least 0). */
export function ModifyDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { fieldText } = useMessages();
  const [prices, setPrices] = useState(() => parcel.details.map((line) => String(line.price)));
  const values = { details: prices.map((price) => ({ price })) };
  const messages = useFieldMessages(
    values,
    schemaCheck(detailsUpdateRequestSchema),
    (name) => /^details\.\d+\.price$/.test(name) && Number(name.split(".")[1]) < prices.length,
  );
  const { busy, text, run } = useDialogSubmit(onDone, messages.place, {
    label: labelsOf({ details: t("locker.details.contents") }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!messages.attempt()) return;
    // Read as the API reads them: "12,50" and "١٢٫٥" are 12.5 (shared rules/numbers.ts). A parcel
    // without lines sends none, and the API's refusal is named above the form.
    const parsed = detailsUpdateRequestSchema.safeParse(values);
    void run(async () => {
      await parcelsApi.updateDetails(parcel._id, parsed.success ? euros(parsed.data.details) : []);
      return t("locker.modify.success");
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.modify.title", { packageId: parcel.packageId })} wide>
      <form className="form" noValidate onSubmit={submit}>
        {text !== null && <FormAlert>{text}</FormAlert>}
        <p className="field-hint">{t("locker.modify.hint")}</p>
        <div className="table-scroll">
          <table className="data-table">
            <ContentsHead />
            <tbody>
              {parcel.details.map((line, i) => {
                const error = fieldText(messages.of(`details.${i}.price`));
                return (
                  <tr key={i}>
                    <td>
                      <UserText>{line.description}</UserText>
                    </td>
                    <td>{line.quantity}</td>
                    <td>
                      <input
                        className="cell-input"
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
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
  const { busy, failure, text, run } = useDialogSubmit(onDone);
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
            <FormAlert>{text}</FormAlert>
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

/** A request's note, with the counter of its limit. */
function NoteField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  return (
    <LongTextField
      label={label}
      value={value}
      maxChars={MAX_REQUEST_NOTE}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
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
  const { fieldText } = useMessages();
  const candidates = assembleCandidates(parcels, parcel);
  const [ticked, setTicked] = useState<string[]>([parcel._id]);
  const [removeBills, setRemoveBills] = useState(false);
  const [removeShoeBoxes, setRemoveShoeBoxes] = useState(false);
  const [note, setNote] = useState("");
  const body = { packages: ticked, removeBills, removeShoeBoxes, assembleNote: note };
  const messages = useFieldMessages(body, schemaCheck(groupRequestSchema), (name) =>
    ["packages", "assembleNote"].includes(name),
  );
  const { busy, text, run } = useDialogSubmit(onDone, messages.place, {
    label: labelsOf({
      packages: t("locker.assemble.choose"),
      removeBills: t("locker.assemble.removeBills"),
      removeShoeBoxes: t("locker.assemble.removeShoeBoxes"),
    }),
  });
  const packagesMessage = fieldText(messages.of("packages"));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!messages.attempt()) return;
    void run(async () => {
      await parcelsApi.assemble(body);
      return t("locker.assemble.success");
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.assemble.title")} wide>
      <form className="form" noValidate onSubmit={submit}>
        {text !== null && <FormAlert>{text}</FormAlert>}
        <p>{t("locker.assemble.text")}</p>
        <fieldset className="pick-list" aria-invalid={packagesMessage ? true : undefined}>
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
          {packagesMessage && <p className="field-error">{packagesMessage}</p>}
        </fieldset>
        {candidates.length >= 2 && <SavingsPreview ids={ticked} />}
        <Check label={t("locker.assemble.removeBills")} checked={removeBills} onChange={setRemoveBills} />
        <Check label={t("locker.assemble.removeShoeBoxes")} checked={removeShoeBoxes} onChange={setRemoveShoeBoxes} />
        <NoteField
          label={t("locker.assemble.note")}
          value={note}
          onChange={setNote}
          error={fieldText(messages.of("assembleNote"))}
        />
        <DialogActions onCancel={onClose} label={t("locker.assemble.submit")} busy={busy} />
      </form>
    </Dialog>
  );
}

/** Disassemble: the note is required (disassembleNoteRequired). */
export function DisassembleDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const { fieldText } = useMessages();
  const [note, setNote] = useState("");
  const [removeBills, setRemoveBills] = useState(false);
  const [removeShoeBoxes, setRemoveShoeBoxes] = useState(false);
  const body = { disassembleNote: note, removeBills, removeShoeBoxes };
  const messages = useFieldMessages(body, schemaCheck(disassembleRequestSchema), (name) => name === "disassembleNote");
  const { busy, text, run } = useDialogSubmit(onDone, messages.place, {
    label: labelsOf({
      id: t("locker.details.title", { packageId: parcel.packageId }),
      removeBills: t("locker.assemble.removeBills"),
      removeShoeBoxes: t("locker.assemble.removeShoeBoxes"),
    }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!messages.attempt()) return;
    void run(async () => {
      await parcelsApi.disassemble(parcel._id, body);
      return t("locker.disassemble.success");
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.disassemble.title", { packageId: parcel.packageId })}>
      <form className="form" noValidate onSubmit={submit}>
        {text !== null && <FormAlert>{text}</FormAlert>}
        <p>{t("locker.disassemble.text")}</p>
        <NoteField
          label={t("locker.disassemble.note")}
          value={note}
          onChange={setNote}
          error={fieldText(messages.of("disassembleNote"))}
        />
        <Check label={t("locker.assemble.removeBills")} checked={removeBills} onChange={setRemoveBills} />
        <Check label={t("locker.assemble.removeShoeBoxes")} checked={removeShoeBoxes} onChange={setRemoveShoeBoxes} />
        <DialogActions onCancel={onClose} label={t("locker.disassemble.submit")} busy={busy} />
      </form>
    </Dialog>
  );
}

export { Check, NoteField, useDialogSubmit };
