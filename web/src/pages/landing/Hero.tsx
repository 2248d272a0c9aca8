import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { Icon } from "../../ui/Icon";

const POINTS = ["storage", "photos", "savings"] as const;

export function Hero() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">
            <Icon name="pin" />
            {t("landing.hero.eyebrow")}
          </p>
          <h1 id="hero-title">{t("landing.hero.title")}</h1>
          <p className="lead">{t("landing.hero.subtitle")}</p>
          <div className="hero-actions">
            <Link to={to("signup")} className="btn btn-primary btn-lg">
              {t("landing.hero.cta")}
              <Icon name="arrow" flip />
            </Link>
            <Link to={to("calculator")} className="btn btn-ghost btn-lg">
              {t("landing.hero.secondaryCta")}
            </Link>
          </div>
          <ul className="hero-points">
            {POINTS.map((point) => (
              <li key={point}>
                <Icon name="check" />
                {t(`landing.hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <AddressCard />
      </div>
    </section>
  );
}

/**
 * What the customer gets, shown rather than told: a sample warehouse address
 * with the personal code, and a parcel just photographed. The address stays
 * left to right in Latin script, as it is typed into European shops.
 */
function AddressCard() {
  const { t } = useTranslation();
  return (
    <div className="hero-visual">
      <figure className="address-card">
        <figcaption className="address-card-head">
          <span className="flag-chip" aria-hidden="true">
            FR
          </span>
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
