import { formatMoney } from "@ipf/shared/format";
import type { LandedCostEstimateView } from "@ipf/shared/schemas/landed-cost";
import { useTranslation } from "react-i18next";
import { useLang } from "../app/useLang";

/**
 * The import duty and VAT an offer should cost at the destination: each
 * amount, what it was computed on, the thresholds that spared the customer
 * a charge, and, always, that it is an estimate paid on delivery.
 */
export function LandedCostEstimate({ estimate }: { estimate: LandedCostEstimateView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (amount: number) => formatMoney(amount, "USD", lang);
  const amount = (value: number) => <bdi dir="ltr">{money(value)}</bdi>;
  return (
    <section className="landed-cost" aria-label={t("landedCost.title")} data-testid="landed-cost">
      <h3 className="landed-cost-title">{t("landedCost.title")}</h3>
      <dl className="landed-cost-lines">
        <dt>{t("landedCost.duty")}</dt>
        <dd>{amount(estimate.duty)}</dd>
        <dt>{t("landedCost.vat", { rate: estimate.vatRate })}</dt>
        <dd>{amount(estimate.vat)}</dd>
        <dt className="landed-cost-total">{t("landedCost.total")}</dt>
        <dd className="landed-cost-total">{amount(estimate.total)}</dd>
      </dl>
      <p className="field-hint">{t(`landedCost.basis.${estimate.basis}`, { value: money(estimate.customsValue) })}</p>
      {estimate.dutyBelowDeMinimis && estimate.dutyDeMinimis !== null && (
        <p className="field-hint">{t("landedCost.dutyFree", { amount: money(estimate.dutyDeMinimis) })}</p>
      )}
      {estimate.vatBelowDeMinimis && estimate.vatDeMinimis !== null && (
        <p className="field-hint">{t("landedCost.vatFree", { amount: money(estimate.vatDeMinimis) })}</p>
      )}
      <p className="field-hint landed-cost-disclaimer">{t("landedCost.disclaimer")}</p>
    </section>
  );
}
