import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup } from "@blueprintjs/core";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { ITEM_TYPES, type ItemType } from "@ipf/shared/schemas/parcels-fields";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { validationMessage } from "../../i18n";
import { changeAt } from "../../ui/change-at";
import { emptyLine, type ChildLine, type ChildValues } from "./rules";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.iso2,
  label: regionNames.of(country.iso2) ?? country.names.en,
})).sort((a, b) => a.label.localeCompare(b.label, "en"));

const MEASURES = ["weight", "length", "width", "height"] as const;

interface ChildFormProps {
  values: ChildValues;
  errors: Record<string, string>;
  onChange(values: ChildValues): void;
  /** The weight field: the desk goes back to it for the next parcel. */
  weightRef?: Ref<HTMLInputElement>;
}

/** One new parcel of a split: weight, measures and the lines it holds (photos sit beside it). */
export function ChildForm({ values, errors, onChange, weightRef }: ChildFormProps) {
  const { t } = useTranslation();
  const setLine = (index: number, patch: Partial<ChildLine>) =>
    onChange({ ...values, lines: changeAt(values.lines, index, patch) });
  const lineError = (index: number, field: string) => validationMessage(errors[`lines.${index}.${field}`]);
  const linesError = validationMessage(errors.lines ?? errors.details);

  return (
    <div className="ipf-child-form">
      <div className="ipf-child-measures">
        {MEASURES.map((field, index) => {
          const error = validationMessage(errors[field]);
          return (
            <FormGroup
              key={field}
              label={t(`splits.${field}`)}
              labelFor={`child-${field}`}
              intent={error ? "danger" : "none"}
              helperText={error}
            >
              <InputGroup
                id={`child-${field}`}
                value={values[field]}
                inputMode="decimal"
                autoComplete="off"
                autoFocus={index === 0}
                inputRef={field === "weight" ? weightRef : undefined}
                maxLength={20}
                intent={error ? "danger" : "none"}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange({ ...values, [field]: event.target.value })}
              />
            </FormGroup>
          );
        })}
      </div>

      <h3 className="ipf-detail-heading">{t("splits.lines")}</h3>
      <p className="ipf-child-hint">{t("splits.linesHint")}</p>
      <HTMLTable compact className="ipf-child-lines" aria-label={t("splits.lines")}>
        <thead>
          <tr>
            <th>{t("splits.description")}</th>
            <th className="ipf-col-number">{t("splits.quantity")}</th>
            <th className="ipf-col-number">{t("splits.price")}</th>
            <th className="ipf-col-country">{t("splits.madeIn")}</th>
            <th className="ipf-col-type">{t("splits.type")}</th>
            <th className="ipf-col-remove" />
          </tr>
        </thead>
        <tbody>
          {values.lines.map((line, index) => {
            const number = index + 1;
            const cell = (field: "description" | "quantity" | "price", label: string) => {
              const error = lineError(index, field);
              return (
                <td>
                  <InputGroup
                    value={line[field]}
                    maxLength={field === "description" ? 200 : 20}
                    inputMode={field === "description" ? undefined : "decimal"}
                    aria-label={`${label} ${number}`}
                    intent={error ? "danger" : "none"}
                    aria-invalid={error ? true : undefined}
                    title={error}
                    onChange={(event) => setLine(index, { [field]: event.target.value })}
                  />
                </td>
              );
            };
            return (
              <tr key={line.key}>
                {cell("description", t("splits.description"))}
                {cell("quantity", t("splits.quantity"))}
                {cell("price", t("splits.price"))}
                <td>
                  <HTMLSelect
                    fill
                    value={line.madeIn}
                    aria-label={`${t("splits.madeIn")} ${number}`}
                    onChange={(event) => setLine(index, { madeIn: event.target.value })}
                    options={COUNTRY_OPTIONS}
                  />
                </td>
                <td>
                  <HTMLSelect
                    fill
                    value={line.type}
                    aria-label={`${t("splits.type")} ${number}`}
                    onChange={(event) => setLine(index, { type: event.target.value as ItemType })}
                    options={[...ITEM_TYPES]}
                  />
                </td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="cross"
                    aria-label={t("splits.removeLine", { number })}
                    disabled={values.lines.length === 1}
                    onClick={() => onChange({ ...values, lines: values.lines.filter((_, i) => i !== index) })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <LineErrors errors={errors} lines={values.lines.length} />
      {linesError ? <p className="ipf-child-error">{linesError}</p> : null}
      <Button
        size="small"
        icon="add"
        text={t("splits.addLine")}
        onClick={() => onChange({ ...values, lines: [...values.lines, emptyLine()] })}
      />
    </div>
  );
}

/** The lines' problems in words, under the table ("Line 2 · Price (€): Must be 0 or more"). */
function LineErrors({ errors, lines }: { errors: Record<string, string>; lines: number }) {
  const { t } = useTranslation();
  const labels = {
    description: t("splits.description"),
    quantity: t("splits.quantity"),
    price: t("splits.price"),
    madeIn: t("splits.madeIn"),
    type: t("splits.type"),
  } as const;
  const shown: string[] = [];
  for (let index = 0; index < lines; index++) {
    for (const [field, label] of Object.entries(labels)) {
      const key = errors[`lines.${index}.${field}`];
      if (key) shown.push(`${t("splits.line", { number: index + 1 })} · ${label}: ${validationMessage(key)}`);
    }
  }
  if (shown.length === 0) return null;
  return (
    <ul className="ipf-child-error" role="list">
      {shown.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
