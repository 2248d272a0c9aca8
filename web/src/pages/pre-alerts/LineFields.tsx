import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon, IconButton } from "../../ui/Icon";
import { TextField } from "../../ui/Field";
import type { PreAlertValues } from "./preAlertForm";
import { usePreAlertFieldError } from "./usePreAlertFieldError";

/** The boxes of a line beside its description, left to right whatever the page's direction. */
const NUMBERS = [
  { name: "quantity", inputMode: "numeric" },
  { name: "price", inputMode: "decimal" },
  { name: "hsCode", inputMode: "text" },
] as const;

/**
 * One declared line of a pre-alert. The description is its own component:
 * a description box with suggestions may stand in for it.
 */
export function LineFields({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const { register } = useFormContext<PreAlertValues>();
  const error = usePreAlertFieldError();
  const n = index + 1;
  return (
    <fieldset className="pre-alert-line">
      <legend>{t("preAlerts.form.line", { n })}</legend>
      <DescriptionField index={index} />
      <div className="form-row pre-alert-line-numbers">
        {NUMBERS.map(({ name, inputMode }) => (
          <TextField
            key={name}
            label={t(`preAlerts.form.${name}`)}
            inputMode={inputMode}
            dir="ltr"
            error={error(`lines.${index}.${name}`)}
            {...register(`lines.${index}.${name}`)}
          />
        ))}
      </div>
      {onRemove && (
        <IconButton label={t("preAlerts.form.removeLine", { n })} icon={<Icon name="trash" />} onClick={onRemove} />
      )}
    </fieldset>
  );
}

function DescriptionField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { register } = useFormContext<PreAlertValues>();
  const error = usePreAlertFieldError();
  return (
    <TextField
      label={t("preAlerts.form.description")}
      error={error(`lines.${index}.description`)}
      {...register(`lines.${index}.description`)}
    />
  );
}
