import { formatDate, formatMoney, isolateLtr } from "@ipf/shared/format";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Purchase } from "../../api/purchases";
import { useLang, useLocalePath } from "../../app/useLang";
import { UserText } from "../../ui/UserText";
import { pieceCount, STATE_TONE } from "./purchaseView";

/** One request in the list: its reference and state, what it asks for, its total once quoted, and a way in. */
export function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  return (
    <li className="card tile-card purchase-card" data-testid="purchase">
      <div className="purchase-head">
        <h2>
          <Link to={to(`purchases/${purchase._id}`)}>{t("purchases.request", { number: purchase.reference })}</Link>
        </h2>
        <span className={`badge ${STATE_TONE[purchase.state]}`.trim()}>{t(`purchases.states.${purchase.state}`)}</span>
      </div>
      <p>
        {purchase.items.map((item, index) => (
          <Fragment key={item._id}>
            {index > 0 && t("purchases.separator")}
            <UserText>{item.name}</UserText>
          </Fragment>
        ))}
      </p>
      <p className="muted">
        {t("purchases.itemCount", { count: pieceCount(purchase) })} ·{" "}
        {t("purchases.createdOn", { date: isolateLtr(formatDate(purchase.createdAt)) })}
        {purchase.total !== null && (
          <>
            {" · "}
            <bdi dir="ltr">{formatMoney(purchase.total, purchase.currency, lang)}</bdi>
          </>
        )}
      </p>
    </li>
  );
}
