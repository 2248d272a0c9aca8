import { countryName } from "@ipf/shared/data/countries";
import { formatAddressTitle } from "@ipf/shared/format";
import { checkNationalId } from "@ipf/shared/rules/addresses";
import type { Address } from "@ipf/shared/schemas/addresses";
import { packageApproveRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account";
import { ApiError } from "../../api/error";
import { parcelsApi } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { labelsOf, schemaCheck, useFieldMessages } from "../../ui/useFieldMessages";
import { useLoad } from "../../ui/useLoad";
import { AddressDialog } from "../addresses/AddressDialog";
import { Check, NoteField, useDialogSubmit, type RequestDialogProps } from "./RequestDialogs";
import { shipAddressChoice } from "./rules";

/**
 * Ship: pick an address of the book (the only one is picked already; or
 * add one; Next says why it waits), then the content wizard,
 * then staff answer with priced methods. Dangerous goods and lithium were
 * declared at intake: the wizard shows them for the customer to check, the
 * request carries the bills, shoe boxes and note.
 */
export function ShipDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText, fieldText } = useMessages();
  const book = useLoad((signal) => accountApi.addresses(signal), []);
  const [extra, setExtra] = useState<Address[]>([]);
  const [picked, setPicked] = useState("");
  const [step, setStep] = useState<"address" | "contents">("address");
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [warning, setWarning] = useState(false);
  const [removeBills, setRemoveBills] = useState(parcel.shippingOptions.removeBills);
  const [removeShoeBoxes, setRemoveShoeBoxes] = useState(parcel.shippingOptions.removeShoeBoxes);
  const [note, setNote] = useState("");
  const addresses = [...extra, ...(book.data?.addresses ?? []).filter((a) => !extra.some((e) => e._id === a._id))];
  const { addressId, blocker } = shipAddressChoice(
    book.state,
    addresses.map((address) => address._id),
    picked,
  );
  const chosen = addresses.find((address) => address._id === addressId);

  const body = { packageId: parcel._id, addressId, removeBills, removeShoeBoxes, additionalNote: note };
  // The note is the only box of the contents step, where the request is sent from.
  const messages = useFieldMessages(
    body,
    schemaCheck(packageApproveRequestSchema),
    (name) => name === "additionalNote",
  );
  const { busy, failure, text, run } = useDialogSubmit(onDone, messages.place, {
    label: labelsOf({
      packageId: t("locker.details.title", { packageId: parcel.packageId }),
      addressId: t("locker.ship.chooseAddress"),
      address: t("locker.ship.chooseAddress"),
      removeBills: t("locker.ship.removeBills"),
      removeShoeBoxes: t("locker.ship.removeShoeBoxes"),
      additionalNote: t("locker.ship.note"),
    }),
  });

  const next = () => {
    // An Algerian address without a national ID shows the warning and sends nothing.
    if (chosen && checkNationalId(chosen.country, chosen.nationalID)) return setWarning(true);
    setWarning(false);
    setStep("contents");
  };

  const submit = () => {
    if (!messages.attempt()) return;
    void run(async () => {
      await parcelsApi.requestApproval(body);
      return t("locker.ship.success");
    });
  };
  const nationalIdRefused = failure instanceof ApiError && failure.fields?.addressId === "addNationalID";

  return (
    <Dialog open onClose={onClose} title={t("locker.ship.title", { packageId: parcel.packageId })} wide>
      <ol className="stepper-mini" aria-label={t("locker.ship.title", { packageId: parcel.packageId })}>
        <li aria-current={step === "address" ? "step" : undefined}>{t("locker.ship.stepAddress")}</li>
        <li aria-current={step === "contents" ? "step" : undefined}>{t("locker.ship.stepContents")}</li>
      </ol>
      {text !== null && <FormAlert>{nationalIdRefused ? t("locker.ship.addNationalID") : text}</FormAlert>}
      {step === "address" ? (
        <div className="form">
          <fieldset className="pick-list">
            <legend>{t("locker.ship.chooseAddress")}</legend>
            {book.state === "failed" && <FormAlert>{errorText(book.error)}</FormAlert>}
            {book.state === "ready" && addresses.length === 0 && (
              <p className="field-hint">{t("locker.ship.noAddress")}</p>
            )}
            {addresses.map((address) => (
              <label key={address._id} className="pick pick-address">
                <input
                  type="radio"
                  name="ship-address"
                  checked={addressId === address._id}
                  onChange={() => {
                    setPicked(address._id);
                    setWarning(false);
                  }}
                />
                <span className="pick-text">
                  <strong>{formatAddressTitle(address.title, lang)}</strong>
                  <span dir="ltr">
                    {address.name}, {address.addressLineOne}, {address.zip} {address.city},{" "}
                    <bdi lang={lang}>{countryName(address.country, lang)}</bdi>
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {warning && chosen && (
            <div role="alert" className="alert alert-warning">
              <p>{t("locker.ship.addNationalID")}</p>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(chosen)}>
                <Icon name="edit" />
                {t("addressBook.edit")}
              </button>
            </div>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t("locker.ship.addAddress")}
          </button>
          <div className="modal-actions">
            {blocker && (
              <p id="ship-next-why" className="actions-hint">
                {t(`locker.ship.nextWaits.${blocker}`)}
              </p>
            )}
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t("common.cancel")}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!chosen}
              aria-describedby={blocker ? "ship-next-why" : undefined}
              onClick={next}
            >
              {t("locker.ship.next")}
            </button>
          </div>
        </div>
      ) : (
        <div className="form">
          <ul className="declared">
            <li>
              <Icon name={parcel.shippingOptions.hasDangerous ? "info" : "check"} />
              {t("locker.ship.hasDangerous")}:{" "}
              {parcel.shippingOptions.hasDangerous ? t("locker.details.yes") : t("locker.details.no")}
            </li>
            <li>
              <Icon name={parcel.shippingOptions.hasLithium ? "info" : "check"} />
              {t("locker.ship.hasLithium")}:{" "}
              {parcel.shippingOptions.hasLithium ? t("locker.details.yes") : t("locker.details.no")}
            </li>
          </ul>
          <Check label={t("locker.ship.removeBills")} checked={removeBills} onChange={setRemoveBills} />
          <Check label={t("locker.ship.removeShoeBoxes")} checked={removeShoeBoxes} onChange={setRemoveShoeBoxes} />
          <NoteField
            label={t("locker.ship.note")}
            value={note}
            onChange={setNote}
            error={fieldText(messages.of("additionalNote"))}
          />
          <p className="field-hint">{t("locker.ship.wait")}</p>
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setStep("address")}>
              {t("locker.ship.back")}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>
              {t("locker.ship.submit")}
            </button>
          </div>
        </div>
      )}
      {(adding || editing) && (
        <AddressDialog
          address={editing ?? undefined}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
          onSaved={(address) => {
            setExtra((list) => [address, ...list.filter((a) => a._id !== address._id)]);
            setPicked(address._id);
            setAdding(false);
            setEditing(null);
            setWarning(false);
          }}
        />
      )}
    </Dialog>
  );
}
