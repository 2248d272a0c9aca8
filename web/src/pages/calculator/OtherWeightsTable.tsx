import type { PriceLine } from "@ipf/shared/schemas/rates";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { formatDollars, formatNumber } from "./format";
import type { WeightTable } from "./useQuotes";

/** Each carrier's price at the table's weights; a dash where it does not carry that weight. */
export function OtherWeightsTable({ table, carriers }: { table: WeightTable; carriers: readonly PriceLine[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const priceAt = (weight: number, carrierId: string) => {
    const prices = table.prices[weight];
    if (prices === undefined) return <span className="table-loading" aria-label={t("common.loading")} />;
    const line = prices?.find((candidate) => candidate._id === carrierId);
    return line ? (
      <bdi dir="ltr">{formatDollars(line.price, lang)}</bdi>
    ) : (
      <span aria-label={t("calculator.table.none")}>—</span>
    );
  };
  return (
    <div className="table-scroll">
      <table className="price-table">
        <caption>{t("calculator.table.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("calculator.table.carrier")}</th>
            {table.weights.map((weight) => (
              <th scope="col" key={weight}>
                {t("calculator.table.weight", { weight: formatNumber(weight, lang) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {carriers.map((carrier) => (
            <tr key={carrier._id}>
              <th scope="row">{lang === "ar" && carrier.nameAR ? carrier.nameAR : carrier.name}</th>
              {table.weights.map((weight) => (
                <td key={weight}>{priceAt(weight, carrier._id)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
