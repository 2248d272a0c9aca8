import { formatMoney } from "@ipf/shared/format";
import { countryName } from "@ipf/shared/data/countries";
import { useTranslation } from "react-i18next";
import type { ParcelReturn } from "../../api/returns";
import { useLang } from "../../app/useLang";
import { Icon } from "../../ui/Icon";
import { TrackingTimeline } from "../locker/TrackingTimeline";

/**
 * A return under way or ended: where it stands, what it cost, the shop's
 * address and reference, and, once sent back, its tracking (as a shipped
 * parcel's: the number, and the carrier's page when there is one).
 */
export function ReturnStatus({
  ret,
  checkoutUrl,
  onCancel,
}: {
  ret: ParcelReturn;
  /** While unpaid: the checkout still open. */
  checkoutUrl: string | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (dollars: number) => formatMoney(dollars, ret.currency, lang);
  const tone = ret.state === "returned" ? " badge-success" : ret.state === "refused" ? " badge-accent" : " badge-info";
  return (
    <article className="card return-status" aria-labelledby="return-status-title">
      <div className="return-head">
        <h2 id="return-status-title">{t("returns.statusTitle")}</h2>
        <span className={`badge${tone}`} data-testid="return-state">
          {t(`returns.states.${ret.state}`)}
        </span>
      </div>
      <p>{t(`returns.explain.${ret.state}`)}</p>
      {ret.state === "refused" && ret.refuseReason && (
        <p className="return-reason">
          <strong>{t("returns.reason")}</strong> <bdi>{ret.refuseReason}</bdi>
        </p>
      )}
      {ret.state === "returned" && ret.trackNumber && (
        <div className="return-tracking">
          <dl className="parcel-facts">
            <div>
              <dt>{t("returns.trackNumber")}</dt>
              <dd className="track-number">
                <bdi dir="ltr">{ret.trackNumber}</bdi>
              </dd>
            </div>
          </dl>
          {/* The same timeline as a shipped parcel's when the label was bought here; else the carrier's link. */}
          <TrackingTimeline parcel={{ _id: ret.parcelId, trackLink: ret.trackLink }} />
        </div>
      )}
      <dl className="return-facts">
        <div>
          <dt>{t("returns.fields.name")}</dt>
          {/* Latin lines kept whole in an Arabic page: each isolated, aligned with the page. */}
          <dd>
            <bdi dir="ltr">{ret.address.name}</bdi>
            <br />
            <bdi dir="ltr">{ret.address.addressLineOne}</bdi>
            {ret.address.addressLineTwo && (
              <>
                <br />
                <bdi dir="ltr">{ret.address.addressLineTwo}</bdi>
              </>
            )}
            <br />
            <bdi dir="ltr">
              {ret.address.zip} {ret.address.city}
            </bdi>
          </dd>
          <dd>{countryName(ret.address.country, lang)}</dd>
        </div>
        <div>
          <dt>{t("returns.fields.rma")}</dt>
          <dd>
            <bdi dir="ltr">{ret.rma}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("returns.fee")}</dt>
          <dd>{money(ret.fee)}</dd>
        </div>
        {ret.labelPrice > 0 && (
          <div>
            <dt>{t("returns.labelPrice")}</dt>
            <dd>{money(ret.labelPrice)}</dd>
          </div>
        )}
        <div>
          <dt>{t("returns.total")}</dt>
          <dd>
            <strong>{money(ret.total)}</strong>
          </dd>
        </div>
      </dl>
      {ret.state === "awaiting_payment" && (
        <div className="return-actions">
          {checkoutUrl && (
            <a className="btn btn-primary" href={checkoutUrl}>
              <Icon name="card" />
              {t("returns.pay", { amount: money(ret.total) })}
            </a>
          )}
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t("returns.cancel")}
          </button>
        </div>
      )}
    </article>
  );
}
