import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { COUNTRIES } from "@ipf/shared/data/countries";
import type { DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import { useImperativeHandle, type Ref } from "react";
import { flushSync } from "react-dom";
import { useFieldArray, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { KEEP_TYPED } from "../../devices/scanner";
import { validationMessage } from "../../i18n";
import { DescriptionField } from "./DescriptionField";
import { ITEM_TYPES, newLine, type IntakeMode, type IntakeValues } from "./intake-form";

// The catalogue's English names are formal ("People's Republic of China"); staff know the short ones.
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.iso2,
  label: regionNames.of(country.iso2) ?? country.names.en,
})).sort((a, b) => a.label.localeCompare(b.label, "en"));

interface ItemLinesProps {
  mode: IntakeMode;
  /** Catalogue entries for a description being typed. */
  suggest(query: string): Promise<DescriptionSuggestion[]>;
  /** What the page's Alt+L shortcut calls. */
  ref?: Ref<ItemLinesHandle>;
}

export interface ItemLinesHandle {
  /** Adds a line and puts the focus in its description. */
  addLine(): void;
}

type LineErrors = NonNullable<FieldErrors<IntakeValues>["lines"]>;

/**
 * The declared contents, one line per kind of item: a description picked
 * from the catalogue's suggestions (which brings its HS code) or typed,
 * quantity, price, country of origin and type.
 */
export function ItemLines({ mode, suggest, ref }: ItemLinesProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useFormContext<IntakeValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const lines = useWatch({ control, name: "lines" });
  const lineErrors = errors.lines as LineErrors | undefined;

  const addLine = () => {
    const index = getValues("lines").length;
    // Drawn at once and focused, so that the keys typed right after the shortcut land in the new line.
    flushSync(() => append(newLine(mode), { shouldFocus: false }));
    document.getElementById(`line-${index}-description`)?.focus();
  };
  useImperativeHandle(ref, () => ({ addLine }));

  // What is typed is checked as the other fields are: once the form has been sent.
  const type = (index: number, text: string) =>
    setValue(`lines.${index}.description`, text, { shouldDirty: true, shouldValidate: isSubmitted });
  const pick = (index: number, suggestion: DescriptionSuggestion) => {
    setValue(`lines.${index}.description`, suggestion.description, { shouldDirty: true, shouldValidate: true });
    // An entry without a code clears the one typed before.
    setValue(`lines.${index}.code_sh`, suggestion.hsCode ?? "", { shouldDirty: true });
  };

  return (
    <fieldset className="ipf-lines">
      <legend className="ipf-legend">{t("intake.items")}</legend>
      {fields.map((field, index) => {
        const line = lines[index] ?? field;
        const error = (name: keyof IntakeValues["lines"][number]) =>
          validationMessage(lineErrors?.[index]?.[name]?.message);
        const number = index + 1;
        return (
          <div key={field.id} className="ipf-line" role="group" aria-label={t("intake.line", { number })}>
            <DescriptionField
              id={`line-${index}-description`}
              value={line.description}
              error={error("description")}
              suggest={suggest}
              onChange={(text) => type(index, text)}
              onPick={(suggestion) => pick(index, suggestion)}
            />
            <FormGroup label={t("intake.hsCode")} labelFor={`line-${index}-code`} className="ipf-line-code">
              {(() => {
                const { ref, ...code } = register(`lines.${index}.code_sh`);
                // An HS code scanned off a sheet, or typed at speed, stays here: it is not a parcel's barcode.
                return <InputGroup id={`line-${index}-code`} {...code} inputRef={ref} {...KEEP_TYPED} />;
              })()}
            </FormGroup>
            {(["quantity", "price"] as const).map((name) => {
              const { ref, ...props } = register(`lines.${index}.${name}`);
              return (
                <FormGroup
                  key={name}
                  label={t(`intake.${name}`)}
                  labelFor={`line-${index}-${name}`}
                  intent={error(name) ? "danger" : "none"}
                  helperText={error(name)}
                  className="ipf-line-number"
                >
                  <InputGroup
                    id={`line-${index}-${name}`}
                    {...props}
                    inputRef={ref}
                    inputMode="decimal"
                    intent={error(name) ? "danger" : "none"}
                  />
                </FormGroup>
              );
            })}
            <FormGroup
              label={t("intake.madeIn")}
              labelFor={`line-${index}-madeIn`}
              intent={error("madeIn") ? "danger" : "none"}
              helperText={error("madeIn")}
              className="ipf-line-country"
            >
              <HTMLSelect id={`line-${index}-madeIn`} fill {...register(`lines.${index}.madeIn`)}>
                <option value="">—</option>
                {COUNTRY_OPTIONS.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t("intake.type")} labelFor={`line-${index}-type`} className="ipf-line-type">
              <HTMLSelect id={`line-${index}-type`} fill {...register(`lines.${index}.type`)}>
                {ITEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`intake.types.${type}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <Button
              variant="minimal"
              icon="trash"
              className="ipf-line-remove"
              aria-label={t("intake.removeLine", { number })}
              title={t("intake.removeLine", { number })}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      <Button icon="add" variant="outlined" text={t("intake.addLine")} onClick={addLine} />
    </fieldset>
  );
}
