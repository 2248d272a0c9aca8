import { formatAddressTitle } from "@ipf/shared/format";
import { COUNTRIES, countryByIso2 } from "@ipf/shared/data/countries";
import { needsNationalId } from "@ipf/shared/rules/addresses";
import { readMessage } from "@ipf/shared/i18n/message-key";
import type { Address } from "@ipf/shared/schemas/addresses";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { CountryPicker, dialLabel } from "../../ui/country/CountryPicker";
import { sortCountries } from "../../ui/country/countrySearch";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormAlert, TextField } from "../../ui/Field";
import { unplacedOf, useSubmit } from "../../ui/useSubmit";
import {
  addressErrors,
  EMPTY_ADDRESS,
  formField,
  fromAddress,
  toRequest,
  typed,
  type AddressErrors,
  type AddressFormValues,
} from "./addressForm";

/** Messages shown as soon as the text is typed, before the box is left: the text itself is wrong. */
const AT_ONCE = new Set(["noArabicLetters", "maxChars", "noArabicNumbers", "useEnglishNumbers", "invalidNumbers"]);

/**
 * Add or edit an address of the book, with the address rules checked by the
 * schema the API uses: a box's message shows once it is left (at once for
 * text it cannot take), and every box's after the first try to save.
 */
export function AddressDialog({
  address,
  onClose,
  onSaved,
}: {
  /** The entry to edit; none to add one. */
  address?: Address;
  onClose: () => void;
  onSaved: (address: Address, message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { fieldText } = useMessages();
  const countries = useMemo(() => sortCountries(COUNTRIES, lang), [lang]);
  // A default title ("My First Address") is shown in the page's language, and kept as it is unless changed.
  const shownTitle = address ? formatAddressTitle(address.title, lang) : "";
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? { ...fromAddress(address), title: shownTitle } : EMPTY_ADDRESS,
  );
  const [checked, setChecked] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<keyof AddressFormValues>>(new Set());
  const [serverErrors, setServerErrors] = useState<AddressErrors>({});
  // The box a request field's message goes to, if the dialog shows it now (the national ID, for some countries only).
  const boxOf = (name: string) => {
    const field = formField(name);
    return field === "nationalID" && !needsNationalId(values.country) ? null : field;
  };
  const send = useSubmit(
    (fields) => {
      const next: AddressErrors = {};
      for (const [name, message] of Object.entries(fields)) {
        const field = boxOf(name);
        if (field) next[field] = message;
      }
      setServerErrors(next);
      return unplacedOf(fields, (name) => boxOf(name) !== null);
    },
    {
      highlighted: t("addressBook.addFailed"),
      label: (name) => {
        const field = formField(name);
        return field ? t(`addressBook.fields.${field}`) : undefined;
      },
    },
  );

  const addressId = address?._id;
  const clientErrors = useMemo(() => addressErrors(values, addressId), [values, addressId]);
  const shown = (name: keyof AddressFormValues): string | undefined => {
    const message = clientErrors[name];
    if (message && (checked || left.has(name) || AT_ONCE.has(readMessage(message).key))) return message;
    return serverErrors[name];
  };
  const set = (field: keyof AddressFormValues) => (value: string) => {
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    setValues((previous) => ({ ...previous, [field]: typed(field, value) }));
  };
  const leave = (field: keyof AddressFormValues) => () => setLeft((previous) => new Set(previous).add(field));
  const country = countryByIso2(values.country);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(clientErrors).length) return;
    await send.run(async () => {
      const answer = address
        ? await accountApi.updateAddress({
            ...toRequest(values.title.trim() === shownTitle ? { ...values, title: "" } : values),
            addressId: address._id,
          })
        : await accountApi.addAddress(toRequest(values));
      onSaved(answer.address, address ? t("addressBook.updated") : t("addressBook.added"));
    });
  };

  const field = (name: keyof AddressFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={values[name]}
      error={fieldText(shown(name))}
      onChange={(event) => set(name)(event.target.value)}
      onBlur={leave(name)}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} title={address ? t("addressBook.editTitle") : t("addressBook.addTitle")} wide>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {send.text !== null && <FormAlert>{send.text}</FormAlert>}
        {field("title", t("addressBook.fields.title"))}
        <div className="form-row">
          {field("firstName", t("addressBook.fields.firstName"), { autoComplete: "given-name", dir: "ltr" })}
          {field("lastName", t("addressBook.fields.lastName"), { autoComplete: "family-name", dir: "ltr" })}
        </div>
        <CountryPicker
          label={t("addressBook.fields.country")}
          value={values.country}
          countries={countries}
          onChange={(iso2) => set("country")(iso2 ?? "")}
          onBlur={leave("country")}
          error={fieldText(shown("country"))}
        />
        {field("addressLineOne", t("addressBook.fields.addressLineOne"), {
          autoComplete: "address-line1",
          dir: "ltr",
          hint: t("addressBook.fields.latinHint"),
        })}
        {field("addressLineTwo", t("addressBook.fields.addressLineTwo"), { autoComplete: "address-line2", dir: "ltr" })}
        <div className="form-row">
          {field("city", t("addressBook.fields.city"), { autoComplete: "address-level2", dir: "ltr" })}
          {field("zip", t("addressBook.fields.zip"), { autoComplete: "postal-code", dir: "ltr" })}
        </div>
        {needsNationalId(values.country) &&
          field("nationalID", t("addressBook.fields.nationalID"), {
            dir: "ltr",
            hint: t("addressBook.fields.nationalIDHint"),
          })}
        {field("phone", t("addressBook.fields.phone"), {
          type: "tel",
          inputMode: "numeric",
          autoComplete: "tel-national",
          dir: "ltr",
          before: country ? (
            <span className="input-prefix" dir="ltr">
              {dialLabel(country)}
            </span>
          ) : undefined,
        })}
        <DialogActions onCancel={onClose} label={t("addressBook.fields.save")} busy={send.busy} keepFocus />
      </form>
    </Dialog>
  );
}
