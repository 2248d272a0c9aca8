import type { PriceLine } from "@ipf/shared/schemas/rates";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLang, useLocalePath } from "../../app/useLang";
import { CarrierLogo } from "../../ui/CarrierLogo";
import { Icon } from "../../ui/Icon";
import { formatDollars } from "./format";

/**
 * One card per carrier, cheapest first (the API's order): logo, name (the
 * Arabic name on Arabic pages), days and price in dollars; the first is
 * recommended; with a declared value, the duty and taxes it should cost on
 * arrival. Guests get a sign-up button, customers 'select option'.
 */
export function QuoteList({ prices, signedIn }: { prices: readonly PriceLine[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  return (
    <ol className="quote-list" aria-label={t("calculator.results.title")}>
      {prices.map((line, index) => {
        const name = lang === "ar" && line.nameAR ? line.nameAR : line.name;
        return (
          <li key={line._id} className={`quote${index === 0 ? " quote-best" : ""}`}>
            <CarrierLogo className="quote-logo" src={line.logo} name={name} />
            <div className="quote-body">
              <p className="quote-name">
                {name}
                {index === 0 && (
                  <span className="badge badge-success">
                    <Icon name="star" />
                    {t("calculator.results.recommended")}
                  </span>
                )}
              </p>
              <p className="quote-days">
                <Icon name="clock" />
                {t("calculator.results.days", {
                  min: line.minShipTime,
                  max: line.maxShipTime,
                  count: line.maxShipTime,
                })}
              </p>
              {line.landedCost && (
                <p className="quote-days">
                  {t("landedCost.perOffer", { amount: formatDollars(line.landedCost.total, lang) })}
                </p>
              )}
            </div>
            <p className="quote-price">
              <bdi dir="ltr">{formatDollars(line.price, lang)}</bdi>
            </p>
            {signedIn ? (
              <Link to={to("dashboard")} className="btn btn-ghost quote-action">
                {t("calculator.results.select")}
              </Link>
            ) : (
              <Link to={to("signup")} className="btn btn-primary quote-action">
                {t("calculator.results.signup")}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
