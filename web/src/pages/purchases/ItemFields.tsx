import { PURCHASE_LIMITS } from "@ipf/shared/rules/purchases";
import { get, useFormContext, useWatch, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../i18n/messages";
import { LongTextField, TextField } from "../../ui/Field";
import { RepeatedGroup } from "../../ui/RepeatedGroups";
import type { PurchaseValues } from "./purchaseForm";

/** A box of the request form by its name: its registration and its message, in the page's language. */
export function usePurchaseField() {
  const { register, formState } = useFormContext<PurchaseValues>();
  const { fieldText } = useMessages();
  return <K extends Path<PurchaseValues>>(name: K) => ({
    ...register(name),
    error: fieldText((get(formState.errors, name) as { message?: string } | undefined)?.message),
  });
}

/** One item to buy: where it is sold, what it is, how many, the most one may cost, and a note. */
export function ItemFields({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const field = usePurchaseField();
  const n = index + 1;
  // The counters read what is typed.
  const [name, options, note] = useWatch<PurchaseValues>({
    name: [`items.${index}.name`, `items.${index}.options`, `items.${index}.note`],
  }) as [string, string, string];
  const { error: noteError, ...noteBox } = field(`items.${index}.note`);
  return (
    <RepeatedGroup
      className="purchase-item"
      testId="purchase-item"
      legend={t("purchases.form.item", { n })}
      removeLabel={t("purchases.form.removeItem", { n })}
      onRemove={onRemove}
    >
      <TextField
        label={t("purchases.form.url")}
        hint={t("purchases.form.urlHint")}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        {...field(`items.${index}.url`)}
      />
      <TextField
        label={t("purchases.form.name")}
        maxChars={PURCHASE_LIMITS.name}
        value={name}
        {...field(`items.${index}.name`)}
      />
      <TextField
        label={t("purchases.form.options")}
        maxChars={PURCHASE_LIMITS.options}
        value={options}
        {...field(`items.${index}.options`)}
      />
      <div className="purchase-item-numbers">
        <TextField
          label={t("purchases.form.quantity")}
          inputMode="numeric"
          dir="ltr"
          {...field(`items.${index}.quantity`)}
        />
        <TextField
          label={t("purchases.form.maxPrice")}
          hint={t("purchases.form.maxPriceHint")}
          inputMode="decimal"
          dir="ltr"
          {...field(`items.${index}.maxUnitPrice`)}
        />
      </div>
      <LongTextField
        label={t("purchases.form.note")}
        maxChars={PURCHASE_LIMITS.note}
        rows={2}
        error={noteError}
        {...noteBox}
        value={note}
      />
    </RepeatedGroup>
  );
}
