import { PRE_ALERT_LIMITS } from "@ipf/shared/schemas/pre-alerts";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DescriptionSuggest } from "../../ui/DescriptionSuggest";
import { RepeatedGroup } from "../../ui/RepeatedGroups";
import { TextField } from "../../ui/Field";
import type { PreAlertValues } from "./preAlertForm";
import { usePreAlertField, usePreAlertMessage } from "./usePreAlertField";

/** The boxes of a line beside its description: numbers and a code, typed left to right. */
const NUMBERS = [
  { name: "quantity", inputMode: "numeric" },
  { name: "price", inputMode: "decimal" },
  { name: "hsCode", inputMode: "text" },
] as const;

/** One declared line of a pre-alert. */
export function LineFields({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const field = usePreAlertField();
  const n = index + 1;
  return (
    <RepeatedGroup
      className="pre-alert-line"
      legend={t("preAlerts.form.line", { n })}
      removeLabel={t("preAlerts.form.removeLine", { n })}
      onRemove={onRemove}
    >
      <DescriptionField index={index} />
      <div className="form-row pre-alert-line-numbers">
        {NUMBERS.map(({ name, inputMode }) => (
          <TextField
            key={name}
            label={t(`preAlerts.form.${name}`)}
            inputMode={inputMode}
            dir="ltr"
            {...field(`lines.${index}.${name}`)}
          />
        ))}
      </div>
    </RepeatedGroup>
  );
}

/** The description, with the catalogue's entries suggested as it is typed; a pick fills the HS code too. */
function DescriptionField({ index }: { index: number }) {
  const { t } = useTranslation();
  const messageOf = usePreAlertMessage();
  const { setValue } = useFormContext<PreAlertValues>();
  const name = `lines.${index}.description` as const;
  const { field } = useController<PreAlertValues, typeof name>({ name });
  return (
    <DescriptionSuggest
      label={t("preAlerts.form.description")}
      name={field.name}
      onBlur={field.onBlur}
      value={field.value}
      onChange={field.onChange}
      onPick={({ hsCode }) =>
        setValue(`lines.${index}.hsCode`, hsCode ?? "", { shouldDirty: true, shouldValidate: true })
      }
      error={messageOf(name)}
      maxChars={PRE_ALERT_LIMITS.description}
    />
  );
}
