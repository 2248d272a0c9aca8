import { formatDate, formatMoney } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Purchase } from "../../api/purchases";
import { useLang, useLocalePath } from "../../app/useLang";

/** States where the goods were bought: the order, and the parcel it becomes. */
const ORDERED = new Set<Purchase["state"]>(["ordered", "shipped", "arrived", "closed"]);

/**
 * After buying: the shop's order and tracking numbers, the parcel once it
 * arrived (a link to it in the locker), and the way back to the shop for a
 * customer who changed their mind (the return service, once it arrived).
 */
export function PurchaseOrder({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!ORDERED.has(purchase.state) || !purchase.orderNumber) return null;
  const inLocker = purchase.state === "arrived" && purchase.packageId;
  return (
    <section className="card purchase-section" aria-labelledby="purchase-order-title">
      <h2 id="purchase-order-title">{t("purchases.order.title")}</h2>
      <dl className="purchase-amounts">
        <div>
          <dt>{t("purchases.order.shopOrder")}</dt>
          <dd>
            <bdi dir="ltr">{purchase.orderNumber}</bdi>
          </dd>
        </div>
        {purchase.trackNumber && (
          <div>
            <dt>{t("purchases.order.trackNumber")}</dt>
            <dd>
              <bdi dir="ltr">{purchase.trackNumber}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {purchase.packageId && (
        <p>
          {t("purchases.order.parcel", { code: purchase.packageId })}{" "}
          <Link to={`${to("search")}?q=${encodeURIComponent(purchase.packageId)}`} className="text-link">
            {t("purchases.order.seeParcel")}
          </Link>
        </p>
      )}
      {inLocker ? (
        <p>
          <Link to={to(`returns/${encodeURIComponent(purchase.packageId!)}`)} className="text-link">
            {t("purchases.order.returnToShop")}
          </Link>
        </p>
      ) : (
        purchase.state !== "closed" && <p className="field-hint">{t("purchases.order.returnHint")}</p>
      )}
    </section>
  );
}

/** Money given back: each refund with its reason, where it went, and when. */
export function PurchaseRefunds({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!purchase.refunds.length) return null;
  return (
    <section className="card purchase-section" aria-labelledby="purchase-refunds-title">
      <h2 id="purchase-refunds-title">{t("purchases.refunds.title")}</h2>
      <ul className="purchase-lines">
        {purchase.refunds.map((refund, index) => (
          <li key={index} className="purchase-line">
            <div className="purchase-line-head">
              <strong>{t(`purchases.refunds.reasons.${refund.reason}`)}</strong>
              <bdi dir="ltr">{formatMoney(refund.amount, purchase.currency, lang)}</bdi>
            </div>
            <p className="muted">
              {t(`purchases.refunds.${refund.method}`)} · <bdi dir="ltr">{formatDate(refund.createdAt)}</bdi>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
