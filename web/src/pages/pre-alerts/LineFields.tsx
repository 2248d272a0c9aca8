import { useTranslation } from "react-i18next";
import { Icon, IconButton } from "../../ui/Icon";
import { TextField } from "../../ui/Field";
import { usePreAlertField } from "./usePreAlertField";

/** The boxes of a line beside its description: numbers and a code, typed left to right. */
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
  const field = usePreAlertField();
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
            {...field(`lines.${index}.${name}`)}
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
  const field = usePreAlertField();
  return <TextField label={t("preAlerts.form.description")} {...field(`lines.${index}.description`)} />;
}
