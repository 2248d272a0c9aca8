import { LANDED_COST_BASES } from "@ipf/shared/data/landed-cost";
import type { LandedCostEdit, LandedCostRowView } from "@ipf/shared/schemas/landed-cost";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import type { DialogProps } from "../../ui/ActionDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { toast } from "../../ui/toaster";
import { useConfigForm } from "../../ui/useConfigForm";
import { countryLabel } from "../warehouses/rules";
import { fieldMessage } from "../../ui/fieldMessage";
import { LANDED_COST_FIELDS, landedCostFormSchema, valuesOf, type LandedCostValues } from "./rules";

/** The dialog's texts, icon and width. */
const FRAME = { texts: "landedCost", icon: "bank-account", width: 640 } as const;

/**
 * Edit a destination's duty and VAT figures. Checked with the API's schema
 * (through the form's text, rules.ts); a refused save keeps what was typed
 * and shows each message on its field.
 */
export function LandedCostDialog(props: DialogProps & { row: LandedCostRowView }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { row } = props;
  const name = countryLabel(row.country);
  const labels: Record<(typeof LANDED_COST_FIELDS)[number], string> = {
    vatRate: t("landedCost.form.vatRate"),
    dutyRate: t("landedCost.form.dutyRate"),
    chapterDutyRates: t("landedCost.form.chapterDutyRates"),
    dutyDeMinimis: t("landedCost.form.dutyDeMinimis"),
    vatDeMinimis: t("landedCost.form.vatDeMinimis"),
    basis: t("landedCost.form.basis"),
    note: t("landedCost.form.note"),
  };
  const { form, text, select, save } = useConfigForm<LandedCostValues, LandedCostEdit>({
    schema: landedCostFormSchema,
    defaultValues: valuesOf(row),
    prefix: "landed-cost",
    labels,
    checkFields: t("landedCost.checkFields"),
    message: (key) => fieldMessage("landedCost", key, { apiCodes: false }),
    fields: LANDED_COST_FIELDS,
    checkWhenTouched: true,
  });
  const bases = LANDED_COST_BASES.map((basis) => ({ value: basis, label: t(`landedCost.basis.${basis}`) }));
  const thresholdHint = t("landedCost.form.thresholdHint");

  const submit = () =>
    save(async () => {
      await api.editLandedCost(row.country, landedCostFormSchema.parse(form.getValues()));
      toast(t("landedCost.updated", { name }));
      props.onDone();
    });

  return (
    <ConfigDialog {...FRAME} editing={{ name }} dialog={props} fieldLabels={labels} onSubmit={submit}>
      <div className="ipf-config-form">
        {text("vatRate", { inputMode: "decimal", dir: "ltr", autoFocus: true })}
        {text("dutyRate", { inputMode: "decimal", dir: "ltr" })}
        <div className="ipf-config-wide">
          {text("chapterDutyRates", { dir: "ltr", helper: t("landedCost.form.chapterDutyRatesHint") })}
        </div>
        {text("dutyDeMinimis", { inputMode: "decimal", dir: "ltr", helper: thresholdHint })}
        {text("vatDeMinimis", { inputMode: "decimal", dir: "ltr", helper: thresholdHint })}
        {select("basis", bases, t("landedCost.form.basis"))}
        <div className="ipf-config-wide">{text("note", { maxLength: 500 })}</div>
      </div>
    </ConfigDialog>
  );
}
