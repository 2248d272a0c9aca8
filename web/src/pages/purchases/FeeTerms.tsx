import { formatDays, formatMoney, formatNumber, isolateLtr } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import { purchasesApi, type PurchaseTerms } from "../../api/purchases";
import { useLang } from "../../app/useLang";
import { useLoad } from "../../ui/useLoad";

/** What the service costs and how long a quote holds, as the settings have it now. */
export function FeeTerms({ terms, className }: { terms: PurchaseTerms; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className={className}>
      {t("purchases.empty.fee", {
        percent: formatNumber(terms.feePercent, lang, { maxDecimals: 2 }),
        minimum: isolateLtr(formatMoney(terms.minimumFee, terms.currency, lang)),
        days: formatDays(terms.validityDays, lang),
      })}
    </p>
  );
}

/** The terms alone, for the request form: the list answers them with its first row. */
export function LoadedFeeTerms() {
  const list = useLoad((signal) => purchasesApi.list(0, 1, signal), []);
  return list.data ? <FeeTerms terms={list.data.terms} className="field-hint" /> : null;
}
