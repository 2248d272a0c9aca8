import { COUNTRIES, countryByIso2 } from "@ipf/shared/data/countries";
import { RETURN_LIMITS, type LabelSource } from "@ipf/shared/rules/returns";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ParcelReturn, ReturnRequestFields } from "../../api/returns";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { CountryPicker, dialLabel } from "../../ui/country/CountryPicker";
import { sortCountries } from "../../ui/country/countrySearch";
import { FileButton } from "../../ui/FileButton";
import { FormAlert, LongTextField, TextField } from "../../ui/Field";
import { keepFocus, unplacedOf, useSubmit } from "../../ui/useSubmit";
import { checkAttachment, type AttachmentProblem } from "../support/attachment";

type Values = Omit<ReturnRequestFields, "packageId" | "locale" | "label">;
const EMPTY: Values = {
  name: "",
  country: "",
  city: "",
  zip: "",
  addressLineOne: "",
  addressLineTwo: "",
  phone: "",
  rma: "",
  note: "",
};
const BOXES = new Set<string>([...Object.keys(EMPTY), "file"]);

/** The phone as the API reads it: "+{dial code}{number}" unless typed with its own "+". */
export function fullPhone(country: string, phone: string): string {
  const compact = phone.replace(/[\s\-.()\u200e\u200f]/g, "");
  const dial = countryByIso2(country)?.dialCode;
  return compact.startsWith("+") || !dial || !compact ? compact : `+${dial}${compact.replace(/^0+/, "")}`;
}

/**
 * The return request: the shop's address (Latin letters, as it goes on the
 * label), its return reference, a note, and the shop's prepaid label or our
 * purchase of one. The file is checked when picked by the API's own rule;
 * every other field by the API, its messages put on their boxes.
 */
export function ReturnForm({
  packageId,
  send,
  onAsked,
}: {
  packageId: string;
  /** Sends the request; answers where the customer pays. */
  send: (fields: ReturnRequestFields, file: Blob | null) => Promise<{ checkoutUrl: string; return: ParcelReturn }>;
  /** The return is recorded: on to its checkout. */
  onAsked: (checkoutUrl: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { fieldText } = useMessages();
  const countries = useMemo(() => sortCountries(COUNTRIES, lang), [lang]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [label, setLabel] = useState<LabelSource>("prepaid");
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<AttachmentProblem | "missing" | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = useSubmit(
    (fields) => {
      setErrors(fields);
      return unplacedOf(fields, (name) => BOXES.has(name));
    },
    {
      highlighted: t("returns.failed"),
      label: (name) => (BOXES.has(name) ? t(`returns.fields.${name as keyof Values}`) : undefined),
    },
  );
  const set = (name: keyof Values) => (value: string) => {
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    setValues((previous) => ({ ...previous, [name]: value }));
  };
  const pick = async (picked: File | undefined) => {
    setErrors((previous) => ({ ...previous, file: undefined }));
    setFile(picked ?? null);
    setFileProblem(picked ? await checkAttachment(picked) : null);
  };
  const fileText =
    fileProblem === "missing"
      ? t("validation.returnLabelRequired")
      : fileProblem === "fileSize"
        ? t("support.fileSize")
        : fileProblem === "fileType"
          ? t("validation.imageOrPdfOnly")
          : fieldText(errors.file);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A missing label is said at once; the other boxes are still checked by the API, so every message shows together.
    if (label === "prepaid" && !file) setFileProblem("missing");
    else if (label === "prepaid" && fileProblem) return;
    await submit.run(async () => {
      const answer = await send(
        { ...values, phone: fullPhone(values.country, values.phone), packageId, label, locale: lang },
        label === "prepaid" ? file : null,
      );
      onAsked(answer.checkoutUrl);
    });
  };

  const field = (name: keyof Values, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`returns.fields.${name}`)}
      value={values[name]}
      error={fieldText(errors[name])}
      onChange={(event) => set(name)(event.target.value)}
      dir="ltr"
      {...extra}
    />
  );
  const country = countryByIso2(values.country);

  return (
    <form
      className="form return-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="return-form-title"
    >
      <h2 id="return-form-title">{t("returns.formTitle")}</h2>
      {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
      <fieldset className="return-part">
        <legend>{t("returns.shopAddress")}</legend>
        <p className="field-hint">{t("returns.latinHint")}</p>
        {field("name", { autoComplete: "organization" })}
        <CountryPicker
          label={t("returns.fields.country")}
          value={values.country}
          countries={countries}
          onChange={(iso2) => set("country")(iso2 ?? "")}
          error={fieldText(errors.country)}
        />
        {field("addressLineOne")}
        {field("addressLineTwo")}
        <div className="form-row">
          {field("city")}
          {field("zip")}
        </div>
        {field("phone", {
          type: "tel",
          inputMode: "tel",
          before: country ? (
            <span className="input-prefix" dir="ltr">
              {dialLabel(country)}
            </span>
          ) : undefined,
        })}
      </fieldset>
      <fieldset className="return-part">
        <legend>{t("returns.shopReturn")}</legend>
        {field("rma", { hint: t("returns.rmaHint"), maxChars: RETURN_LIMITS.rmaMax })}
        <LongTextField
          label={t("returns.fields.note")}
          value={values.note}
          maxChars={RETURN_LIMITS.note}
          error={fieldText(errors.note)}
          onChange={(event) => set("note")(event.target.value)}
        />
      </fieldset>
      <fieldset className="return-part">
        <legend>{t("returns.fields.label")}</legend>
        <label className="choice">
          <input type="radio" name="label" checked={label === "prepaid"} onChange={() => setLabel("prepaid")} />
          <span>{t("returns.labelPrepaid")}</span>
        </label>
        {label === "prepaid" && (
          <div className="return-file">
            <FileButton
              id="return-label-file"
              label={t("returns.fields.file")}
              removeLabel={t("returns.removeFile")}
              accept="application/pdf,image/*"
              file={file}
              onPick={(picked) => void pick(picked)}
              invalid={fileText !== undefined}
              describedBy={fileText ? "return-label-file-error" : undefined}
            />
            {fileText ? (
              <p id="return-label-file-error" className="field-error">
                {fileText}
              </p>
            ) : (
              <p className="field-hint">{t("returns.fileHint")}</p>
            )}
          </div>
        )}
        <label className="choice">
          <input type="radio" name="label" checked={label === "buy"} onChange={() => setLabel("buy")} />
          <span>{t("returns.labelBuy")}</span>
        </label>
      </fieldset>
      <p className="field-hint">{t("returns.feeHint")}</p>
      <button type="submit" className="btn btn-primary" disabled={submit.busy} onMouseDown={keepFocus}>
        {submit.busy ? t("common.loading") : t("returns.submit")}
      </button>
    </form>
  );
}
