import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

/**
 * What the customer gets, shown rather than told: a sample warehouse address
 * with the personal code, and a parcel just photographed. The address stays
 * left to right in Latin script, as it is typed into European shops.
 */
export function AddressCard() {
  const { t } = useTranslation();
  return (
    <div className="hero-visual">
      <figure className="address-card">
        <figcaption className="address-card-head">
          <span className="flag-chip" aria-hidden="true" />
          <span>{t("landing.hero.card.label")}</span>
          <span className="badge">{t("common.example")}</span>
        </figcaption>
        <address className="address-lines" dir="ltr" lang="fr">
          <span className="address-name">{t("landing.hero.card.name")}</span>
          <span>{t("landing.hero.card.street")}</span>
          <span>
            {t("landing.hero.card.suite")} <mark className="address-code">{t("landing.hero.card.code")}</mark>
          </span>
          <span>{t("landing.hero.card.city")}</span>
        </address>
        <p className="code-hint">
          <Icon name="tag" />
          {t("landing.hero.card.codeHint")}
        </p>
      </figure>
      <div className="parcel-toast" aria-hidden="true">
        <span className="parcel-thumb">
          <Icon name="box" />
        </span>
        <span className="parcel-text">
          <strong>{t("landing.hero.card.received")}</strong>
          <span>
            <Icon name="camera" />
            {t("landing.hero.card.photographed")}
          </span>
        </span>
        <span className="parcel-check">
          <Icon name="check" />
        </span>
      </div>
    </div>
  );
}
