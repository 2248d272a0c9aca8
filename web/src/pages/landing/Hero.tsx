import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { AddressCard } from "../../ui/AddressCard";
import { Icon } from "../../ui/Icon";
import { HeroPoints } from "./HeroPoints";

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
          <HeroPoints />
        </div>
        <AddressCard />
      </div>
    </section>
  );
}
