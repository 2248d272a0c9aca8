import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon, IconButton } from "../../ui/Icon";
import { TextField } from "../../ui/Field";
import type { PreAlertValues } from "./preAlertForm";
import { usePreAlertFieldError } from "./usePreAlertFieldError";

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
        <TextField
          label={t("preAlerts.form.quantity")}
          inputMode="numeric"
          dir="ltr"
          error={error(`lines.${index}.quantity`)}
          {...register(`lines.${index}.quantity`)}
        />
        <TextField
          label={t("preAlerts.form.price")}
          inputMode="decimal"
          dir="ltr"
          error={error(`lines.${index}.price`)}
          {...register(`lines.${index}.price`)}
        />
        <TextField
          label={t("preAlerts.form.hsCode")}
          dir="ltr"
          error={error(`lines.${index}.hsCode`)}
          {...register(`lines.${index}.hsCode`)}
        />
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
