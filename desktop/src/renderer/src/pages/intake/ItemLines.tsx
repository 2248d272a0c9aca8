import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { useEffect, useRef } from "react";
import { useFieldArray, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CatalogueEntry } from "../../api/intake";
import { validationMessage } from "../../i18n";
import { isOtherLine, ITEM_TYPES, newLine, type IntakeMode, type IntakeValues } from "./intake-form";

/** The value of the description list's "Other" entry; never a description of its own. */
const OTHER = "\u0000other";

// The catalogue's English names are formal ("People's Republic of China"); staff know the short ones.
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.iso2,
  label: regionNames.of(country.iso2) ?? country.names.en,
})).sort((a, b) => a.label.localeCompare(b.label, "en"));

interface ItemLinesProps {
  mode: IntakeMode;
  catalogue: readonly CatalogueEntry[];
  /** Bumped by the page's Alt+L shortcut: add a line and go to it. */
  addRequest: number;
}

type LineErrors = NonNullable<FieldErrors<IntakeValues>["lines"]>;

/**
 * The declared contents, one line per kind of item: a description from the
 * catalogue (which brings its HS code) or typed as 'Other', quantity, price,
 * country of origin and type (back-office-operations 3 and 5).
 */
export function ItemLines({ mode, catalogue, addRequest }: ItemLinesProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const lines = useWatch({ control, name: "lines" });
  const lineErrors = errors.lines as LineErrors | undefined;

  const addLine = () => {
    append(newLine(mode), { shouldFocus: false });
    // The new line's description list, once it is drawn.
    const index = fields.length;
    requestAnimationFrame(() => document.getElementById(`line-${index}-catalogue`)?.focus());
  };
  const handledRequest = useRef(addRequest);
  useEffect(() => {
    if (addRequest === handledRequest.current) return;
    handledRequest.current = addRequest;
    addLine();
  });

  const choose = (index: number, choice: string) => {
    const options = { shouldDirty: true, shouldValidate: false };
    if (choice === OTHER) {
      // Choosing 'Other' clears the description and the HS code (section 5).
      setValue(`lines.${index}.other`, true, options);
      setValue(`lines.${index}.description`, "", options);
      setValue(`lines.${index}.code_sh`, "", options);
      return;
    }
    const entry = catalogue.find((candidate) => candidate.description === choice);
    setValue(`lines.${index}.other`, false, options);
    setValue(`lines.${index}.description`, choice, { ...options, shouldValidate: true });
    // A catalogue entry without a code clears the one typed before.
    setValue(`lines.${index}.code_sh`, entry?.code ?? "", options);
  };

  return (
    <fieldset className="ipf-lines">
      <legend className="ipf-legend">{t("intake.items")}</legend>
      {fields.map((field, index) => {
        const line = lines[index] ?? field;
        const other = isOtherLine(line, catalogue);
        const error = (name: keyof IntakeValues["lines"][number]) =>
          validationMessage(lineErrors?.[index]?.[name]?.message);
        const number = index + 1;
        const { ref: descriptionRef, ...descriptionField } = register(`lines.${index}.description`);
        return (
          <div key={field.id} className="ipf-line" role="group" aria-label={t("intake.line", { number })}>
            <FormGroup
              label={t("intake.description")}
              labelFor={`line-${index}-catalogue`}
              intent={error("description") && !other ? "danger" : "none"}
              helperText={other ? undefined : error("description")}
              className="ipf-line-description"
            >
              <HTMLSelect
                id={`line-${index}-catalogue`}
                fill
                value={other ? OTHER : line.description}
                onChange={(event) => choose(index, event.target.value)}
              >
                <option value="" disabled>
                  {t("intake.chooseDescription")}
                </option>
                {catalogue.map((entry) => (
                  <option key={entry.description} value={entry.description}>
                    {entry.code ? `${entry.description} (${entry.code})` : entry.description}
                  </option>
                ))}
                <option value={OTHER}>{t("intake.other")}</option>
              </HTMLSelect>
            </FormGroup>
            {other ? (
              <FormGroup
                label={t("intake.otherDescription")}
                labelFor={`line-${index}-description`}
                intent={error("description") ? "danger" : "none"}
                helperText={error("description")}
                className="ipf-line-other"
              >
                <InputGroup
                  id={`line-${index}-description`}
                  {...descriptionField}
                  inputRef={descriptionRef}
                  intent={error("description") ? "danger" : "none"}
                />
              </FormGroup>
            ) : null}
            <FormGroup label={t("intake.hsCode")} labelFor={`line-${index}-code`} className="ipf-line-code">
              {(() => {
                const { ref, ...code } = register(`lines.${index}.code_sh`);
                return <InputGroup id={`line-${index}-code`} {...code} inputRef={ref} />;
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
