import { zodResolver } from "@hookform/resolvers/zod";
import { PURCHASE_LIMITS } from "@ipf/shared/rules/purchases";
import { purchaseDraftSchema, type PurchaseDraft, type PurchaseDraftInput } from "@ipf/shared/schemas/purchases";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { FormProvider, useFieldArray, useForm, type Path, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Purchase } from "../../api/purchases";
import { useLang } from "../../app/useLang";
import { FormAlert, SelectField } from "../../ui/Field";
import { RepeatedGroups } from "../../ui/RepeatedGroups";
import { labelsOf } from "../../ui/useFieldMessages";
import { keepFocus, shownFields, useSubmit } from "../../ui/useSubmit";
import { warehouseOptions } from "../../ui/placeNames";
import { ItemFields, usePurchaseField } from "./ItemFields";
import { initialValues, itemFieldOf, newItem, type PurchaseValues } from "./purchaseForm";

const resolver = zodResolver(purchaseDraftSchema) as unknown as Resolver<PurchaseValues, unknown, PurchaseDraft>;

/**
 * Write a purchase request, or rewrite a draft or sent one: its items (1 to
 * 20) and the warehouse the shop delivers to; kept as a draft, or sent for a
 * quote. Checked as typed by the schema the API parses with; the API's
 * refusals land on the same boxes, and nothing typed is lost.
 */
export function PurchaseForm({
  purchase,
  warehouses,
  save,
  onSaved,
  onCancel,
}: {
  purchase?: Purchase | undefined;
  warehouses: readonly Warehouse[];
  /** Sends the request as typed (the API reads it with the same schema). */
  save: (body: PurchaseDraftInput) => Promise<{ purchase: Purchase }>;
  /** Saved (`sent`: and sent for a quote). */
  onSaved: (purchase: Purchase, sent: boolean) => void;
  /** Leaves the form without saving (an edit of a saved request). */
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm<PurchaseValues, unknown, PurchaseDraft>({
    mode: "onTouched",
    resolver,
    defaultValues: initialValues(
      purchase,
      warehouses.map((warehouse) => warehouse._id),
    ),
  });
  const { handleSubmit, getValues, setError, control } = form;
  const items = useFieldArray({ control, name: "items" });
  // The boxes the form shows now: a message for any other field is named above the form.
  const onScreen = (name: string): name is Path<PurchaseValues> => {
    const item = itemFieldOf(name);
    if (item) return item.index < getValues("items").length;
    return name === "warehouseId" || name === "items";
  };
  const submit = useSubmit(shownFields(onScreen, setError), {
    highlighted: t("purchases.form.failed"),
    label: (name) => {
      const item = itemFieldOf(name);
      if (item) {
        const box = item.field === "maxUnitPrice" ? "maxPrice" : item.field;
        return `${t("purchases.form.item", { n: item.index + 1 })} · ${t(`purchases.form.${box}`)}`;
      }
      return labelsOf({ warehouseId: t("purchases.form.warehouse"), items: t("purchases.form.items") })(name);
    },
  });

  // The values as typed, with what to do with them: the API reads them with the same schema.
  const saveAs = (send: boolean) => () =>
    submit.run(async () => {
      const answer = await save({ ...getValues(), send });
      onSaved(answer.purchase, send);
    });

  return (
    <FormProvider {...form}>
      <form className="form purchase-form" noValidate onSubmit={(event) => void handleSubmit(saveAs(true))(event)}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <WarehouseChoice options={warehouseOptions(warehouses, lang)} />
        <RepeatedGroups
          className="purchase-items"
          legend={t("purchases.form.items")}
          error={<ItemsError />}
          groups={items}
          newGroup={newItem}
          limit={PURCHASE_LIMITS.maxItems}
          addLabel={t("purchases.form.addItem")}
        >
          {(index, onRemove) => <ItemFields index={index} onRemove={onRemove} />}
        </RepeatedGroups>
        <div className="purchase-actions">
          <button type="submit" className="btn btn-primary" disabled={submit.busy} onMouseDown={keepFocus}>
            {t("purchases.form.send")}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={submit.busy}
            onMouseDown={keepFocus}
            onClick={() => void handleSubmit(saveAs(false))()}
          >
            {t("purchases.form.saveDraft")}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              {t("common.cancel")}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

function ItemsError() {
  const { error } = usePurchaseField()("items");
  return error ? <p className="field-error">{error}</p> : null;
}

/** The warehouse the shop delivers to. */
function WarehouseChoice({ options }: { options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const field = usePurchaseField();
  return (
    <SelectField
      label={t("purchases.form.warehouse")}
      empty={t("purchases.form.chooseWarehouse")}
      hint={t("purchases.form.warehouseHint")}
      options={options}
      {...field("warehouseId")}
    />
  );
}
