import { COUNTRIES, countryByIso2 } from "@ipf/shared/data/countries";
import { needsNationalId } from "@ipf/shared/rules/addresses";
import { addAddressRequestSchema, updateAddressRequestSchema, type Address } from "@ipf/shared/schemas/addresses";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account";
import { ApiError } from "../../api/client";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { CountryPicker, dialLabel } from "../../ui/country/CountryPicker";
import { sortCountries } from "../../ui/country/countrySearch";
import { Dialog } from "../../ui/Dialog";
import { FormAlert, TextField } from "../../ui/Field";
import { issuesByPath } from "../locker/RequestDialogs";
import { EMPTY_ADDRESS, formField, fromAddress, toRequest, typed, type AddressFormValues } from "./addressForm";

type Errors = Partial<Record<keyof AddressFormValues, string>>;

/**
 * Add or edit an address of the book, with section 5's rules checked as the
 * customer types (after the first try to save), by the schema the API uses.
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
  const { errorText, fieldText } = useMessages();
  const countries = useMemo(() => sortCountries(COUNTRIES, lang), [lang]);
  const [values, setValues] = useState<AddressFormValues>(() => (address ? fromAddress(address) : EMPTY_ADDRESS));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const parse = (next: AddressFormValues) =>
    address
      ? updateAddressRequestSchema.safeParse({ ...toRequest(next), addressId: address._id })
      : addAddressRequestSchema.safeParse(toRequest(next));

  const clientErrors = useMemo<Errors>(() => {
    if (!checked) return {};
    const parsed = parse(values);
    if (parsed.success) return {};
    const out: Errors = {};
    for (const [path, message] of Object.entries(issuesByPath(parsed.error.issues))) {
      const field = formField(path.split(".")[0] ?? "");
      if (field) out[field] ??= message;
    }
    return out;
    // parse reads `address` only, which does not change while the dialog is open.
  }, [checked, values]);

  const errors = { ...serverErrors, ...clientErrors };
  const set = (field: keyof AddressFormValues) => (value: string) => {
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    setValues((previous) => ({ ...previous, [field]: typed(field, value) }));
  };
  const country = countryByIso2(values.country);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const parsed = parse(values);
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = address
        ? await accountApi.updateAddress({ ...toRequest(values), addressId: address._id })
        : await accountApi.addAddress(toRequest(values));
      onSaved(answer.address, address ? t("addressBook.updated") : t("addressBook.added"));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const next: Errors = {};
        for (const [name, message] of Object.entries(error.fields)) {
          const field = formField(name);
          if (field) next[field] = message;
        }
        setServerErrors(next);
      }
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof AddressFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={values[name]}
      error={fieldText(errors[name])}
      onChange={(event) => set(name)(event.target.value)}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} title={address ? t("addressBook.editTitle") : t("addressBook.addTitle")} wide>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {failure !== null && (
          <FormAlert>
            {failure instanceof ApiError && failure.code === "VALIDATION"
              ? t("addressBook.addFailed")
              : errorText(failure)}
          </FormAlert>
        )}
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
          error={fieldText(errors.country)}
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
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("addressBook.fields.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
